import * as React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { EventDetail } from "../../src/components/events/EventDetail";
import { eventViewFromApi } from "../../src/components/events/event-view";
import { normaliseEvento } from "../../src/school-api/normalize";
import type { Evento } from "../../src/school-api/types";

/** An event as the API might send it, through the one normaliser the site uses. */
function fromApi(raw: Record<string, unknown>) {
  const evento = normaliseEvento(raw);
  if (typeof evento === "string") throw new Error(evento);
  return eventViewFromApi(evento as Evento);
}

const facts = () => within(screen.getByRole("complementary", { name: "Datos del evento" }));
/** The value shown next to one label of the facts list ('Fecha', 'Precio'…). */
const fact = (term: string) => facts().getByText(term, { selector: "dt" }).nextElementSibling;

describe("la página de un evento", () => {
  test("un evento sin datos muestra cada texto de respaldo de la especificación", () => {
    render(<EventDetail evento={fromApi({ idEvento: 77 })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Título del evento" })).toBeVisible();
    expect(screen.getByText("No hay descripción disponible.")).toBeVisible();
    expect(facts().getByText("Ubicación no especificada")).toBeVisible();
    expect(facts().getByText("Gratis")).toBeVisible();
    expect(facts().getByText("Acceso libre")).toBeVisible();
    expect(facts().getByText("Sin enlace disponible")).toBeVisible();
    expect(fact("Fecha")).toHaveTextContent("Fecha no disponible");
    expect(fact("Modalidad")).toHaveTextContent("Presencial");
    expect(screen.getByText("No hay imágenes adicionales")).toBeVisible();
    expect(screen.queryByRole("link", { name: /Ver evento/ })).not.toBeInTheDocument();
  });

  test("una portada de la API que no se puede mostrar se quita y deja el fondo de reserva", () => {
    const { container } = render(
      <EventDetail evento={fromApi({ idEvento: 79, imagenCobertura: "rota.png" })} />,
    );
    const hero = container.querySelector("article > header");
    const cover = hero?.querySelector("img");
    expect(cover).toHaveAttribute("src", expect.stringContaining("fileName=rota.png"));
    fireEvent.error(cover!);
    expect(hero?.querySelector("img")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Título del evento" })).toBeVisible();
  });

  test("una fecha ilegible muestra 'Fecha inválida'", () => {
    render(
      <EventDetail
        evento={fromApi({ idEvento: 78, fechas: { fechaInicio: "el martes que viene" } })}
      />,
    );
    expect(fact("Fecha")).toHaveTextContent("Fecha inválida");
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
  });

  test("un evento completo: modalidad, precio en euros, acceso, enlace e imágenes", () => {
    render(
      <EventDetail
        evento={fromApi({
          idEvento: 41,
          resumen: "Instructorado de Yoga IKY – enero",
          descripcion: "Formación intensiva de 21 días.",
          ubicacionDada: "Centro IKY, Cali, Colombia",
          presencial: false,
          url: "https://meet.example.org/abc",
          precio: "350",
          acceso: ["Estudiantes Premium", "Profesores"],
          imagenes: { 1: "a.jpg", 2: "b.jpg" },
          fechas: { fechaInicio: "2027-01-12T09:00:00-05:00", hourInicio: 9, hourFin: 11 },
        })}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Instructorado de Yoga IKY – enero" }),
    ).toBeVisible();
    expect(facts().getByText("En línea")).toBeVisible();
    expect(facts().getByText("350 €")).toBeVisible();
    expect(facts().getByText("Estudiantes Premium, Profesores")).toBeVisible();
    expect(facts().getByText("martes, 12 de enero de 2027")).toBeVisible();
    expect(facts().getByText("09:00 – 11:00")).toBeVisible();
    expect(facts().getByRole("link", { name: /Ver evento/ })).toHaveAttribute(
      "href",
      "https://meet.example.org/abc",
    );
    expect(screen.getByRole("region", { name: /Imágenes de Instructorado/ })).toBeVisible();
    expect(screen.queryByText("No hay imágenes adicionales")).not.toBeInTheDocument();
  });

  test("'Inscríbete' lleva a iniciar sesión y vuelve al evento (nunca un botón muerto)", () => {
    render(<EventDetail evento={fromApi({ idEvento: 42, resumen: "Retiro" })} />);
    expect(screen.getByRole("link", { name: "Inscríbete" })).toHaveAttribute(
      "href",
      `/login/?next=${encodeURIComponent("/events/42/")}`,
    );
  });

  test("un enlace que no es http(s) no se muestra como enlace", () => {
    render(<EventDetail evento={fromApi({ idEvento: 43, url: "javascript:alert(1)" })} />);
    expect(facts().getByText("Sin enlace disponible")).toBeVisible();
  });

  test("el texto con aspecto de HTML se muestra como texto", () => {
    render(<EventDetail evento={fromApi({ idEvento: 44, descripcion: "<b>negrita</b>" })} />);
    expect(screen.getByText("<b>negrita</b>")).toBeVisible();
  });
});
