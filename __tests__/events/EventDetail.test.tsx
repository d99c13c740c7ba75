import * as React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EventDetailInBrowser } from "../../src/components/events/EventDetailInBrowser";
import EventTemplate from "../../src/templates/event";
import { eventNode } from "../../src/node/source-nodes";
import { eventPageProps } from "../fixtures/event-page";
import { useAuth, type AuthState } from "../../src/components/auth/AuthContext";
import { normaliseEvento } from "../../src/school-api/normalize";
import type { Evento } from "../../src/school-api/types";
import { inSpanish } from "../fixtures/spanish";

/** An event as the API might send it, through the one normaliser the site uses. */
function fromApi(raw: Record<string, unknown>) {
  const evento = normaliseEvento(raw);
  if (typeof evento === "string") throw new Error(evento);
  return evento as Evento;
}

jest.mock("../../src/components/auth/AuthContext", () => ({
  ...jest.requireActual("../../src/components/auth/AuthContext"),
  useAuth: jest.fn(),
}));
const signedIn = (loggedIn: boolean) =>
  jest.mocked(useAuth).mockReturnValue({ loggedIn } as AuthState);
beforeEach(() => signedIn(false));

const DAY = 86_400_000;
/** An ISO instant `days` from now (negative: in the past). */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * Renders the page and lets its parts (the photos, 'Compartir') fetch their code, as they do in
 * the browser (src/components/ui/hydrate-near-viewport.tsx; jsdom has no IntersectionObserver,
 * so they load at once).
 */
async function renderPage(ui: React.ReactElement) {
  const result = render(ui);
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return result;
}

const facts = () => within(screen.getByRole("complementary", { name: "Datos del evento" }));
/** The value shown next to one label of the facts list ('Fecha', 'Precio'…). */
const fact = (term: string) => facts().getByText(term, { selector: "dt" }).nextElementSibling;

describe("an event's page", () => {
  test("an event without data shows each fallback text of the product rules", async () => {
    await renderPage(<EventDetailInBrowser evento={fromApi({ idEvento: 77 })} />);
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

  test("an API cover that cannot be shown is removed and leaves the fallback background", async () => {
    const { container } = await renderPage(
      <EventDetailInBrowser evento={fromApi({ idEvento: 79, imagenCobertura: "rota.png" })} />,
    );
    const hero = container.querySelector("article > header");
    const cover = hero?.querySelector("img");
    expect(cover).toHaveAttribute("src", expect.stringContaining("fileName=rota.png"));
    fireEvent.error(cover!);
    expect(hero?.querySelector("img")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Título del evento" })).toBeVisible();
  });

  test("an unreadable date shows 'Fecha inválida'", async () => {
    await renderPage(
      <EventDetailInBrowser
        evento={fromApi({ idEvento: 78, fechas: { fechaInicio: "el martes que viene" } })}
      />,
    );
    expect(fact("Fecha")).toHaveTextContent("Fecha inválida");
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
  });

  test("a complete event: mode, price in euros, access, link and images", async () => {
    await renderPage(
      <EventDetailInBrowser
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

  test("'Inscríbete' leads to the login and back to the event (never a dead button)", async () => {
    await renderPage(
      <EventDetailInBrowser evento={fromApi({ idEvento: 42, resumen: "Retiro" })} />,
    );
    expect(screen.getByRole("link", { name: "Inscríbete" })).toHaveAttribute(
      "href",
      `/login/?next=${encodeURIComponent("/events/42/")}`,
    );
  });

  test("when logged in, 'Inscríbete' leads to the platform (its home without an event template)", async () => {
    signedIn(true);
    await renderPage(
      <EventDetailInBrowser evento={fromApi({ idEvento: 42, resumen: "Retiro" })} />,
    );
    expect(screen.getByRole("link", { name: "Inscríbete" })).toHaveAttribute(
      "href",
      "https://plataforma.ikyyoga.com",
    );
    expect(screen.getByText(/Completarás la inscripción en la plataforma/)).toBeVisible();
  });

  test("ask by e-mail and by WhatsApp, with the event's title and date", async () => {
    await renderPage(
      <EventDetailInBrowser
        evento={fromApi({
          idEvento: 42,
          resumen: "Retiro de Kankueb",
          fechas: { fechaInicio: "2027-01-12T09:00:00-05:00" },
        })}
      />,
    );
    const mail = new URL(
      screen.getByRole("link", { name: "Escríbenos un correo" }).getAttribute("href")!,
    );
    expect(mail.protocol).toBe("mailto:");
    expect(decodeURIComponent(mail.search)).toContain(
      "«Retiro de Kankueb» (martes, 12 de enero de 2027",
    );
    const whatsapp = new URL(
      screen.getByRole("link", { name: /pregunta por WhatsApp/ }).getAttribute("href")!,
    );
    expect(whatsapp.hostname).toBe("wa.me");
    expect(whatsapp.searchParams.get("text")).toContain("«Retiro de Kankueb»");
    expect(whatsapp.searchParams.get("text")).toContain("/events/42/");
  });

  test("a finished event says so and offers no sign-up", async () => {
    await renderPage(
      <EventDetailInBrowser
        evento={fromApi({
          idEvento: 31,
          resumen: "Luna llena",
          fechas: { fechaInicio: inDays(-20), fechaFinalTotal: inDays(-19) },
        })}
      />,
    );
    expect(screen.queryByRole("link", { name: "Inscríbete" })).not.toBeInTheDocument();
    expect(screen.getAllByText("Evento finalizado").length).toBeGreaterThan(0);
    expect(screen.getByText("Inscripciones cerradas")).toBeVisible();
    expect(screen.getByRole("link", { name: "Ver los próximos eventos" })).toHaveAttribute(
      "href",
      "/events/",
    );
  });

  test("a running event still offers sign-up and the progress bar of the product rules", async () => {
    await renderPage(
      <EventDetailInBrowser
        evento={fromApi({
          idEvento: 38,
          resumen: "Instructorado",
          fechas: { fechaInicio: inDays(-5), fechaFinalTotal: inDays(15) },
        })}
      />,
    );
    expect(screen.getByRole("link", { name: "Inscríbete" })).toBeVisible();
    expect(screen.getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      "Evento en curso o finalizado",
    );
    expect(screen.queryByText("Evento finalizado")).not.toBeInTheDocument();
  });

  test("the prebuilt page decides with the build's time before reading the clock", async () => {
    // Rendered to HTML as the build does: no effects, so no clock. (react-dom/server needs
    // TextEncoder, which jsdom lacks.)
    Object.assign(globalThis, {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      TextEncoder: (require("node:util") as typeof import("node:util")).TextEncoder,
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const evento = fromApi({
      idEvento: 31,
      fechas: {
        fechaInicio: "2027-01-01T09:00:00-05:00",
        fechaFinalTotal: "2027-01-01T11:00:00-05:00",
      },
    });
    const page = async (builtAt: string) => {
      const node = eventNode(
        evento,
        () => null,
        { createNodeId: String, createContentDigest: String },
        Date.parse(builtAt),
      );
      return renderToString(inSpanish(<EventTemplate {...await eventPageProps(node)} />));
    };
    const before = await page("2026-12-01T00:00:00Z");
    const after = await page("2027-02-01T00:00:00Z");
    expect(before).toContain("Inscríbete");
    expect(after).not.toContain("Inscríbete");
    expect(after).toContain("Inscripciones cerradas");
  });

  test("'Añadir al calendario': the build's file and Google Calendar", async () => {
    const evento = fromApi({
      idEvento: 42,
      resumen: "Retiro",
      fechas: { fechaInicio: inDays(10) },
    });
    await renderPage(<EventTemplate {...await eventPageProps(evento)} />);
    const box = within(screen.getByRole("region", { name: "Añadir al calendario" }));
    expect(box.getByRole("link", { name: /Archivo \.ics/ })).toHaveAttribute(
      "href",
      "/calendario/evento-42.ics",
    );
    const google = box.getByRole("link", { name: /Google Calendar/ });
    expect(google.getAttribute("href")).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?/,
    );
    expect(google).toHaveAttribute("target", "_blank");
  });

  test("an event without a readable date offers no calendar", async () => {
    await renderPage(
      <EventDetailInBrowser
        evento={fromApi({ idEvento: 78, fechas: { fechaInicio: "pronto" } })}
      />,
    );
    expect(screen.queryByRole("region", { name: "Añadir al calendario" })).not.toBeInTheDocument();
  });

  test("an event newer than the build: the file is made in the browser", async () => {
    // jsdom lacks crypto.randomUUID, which every browser has on an https page.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { randomUUID } = require("node:crypto") as typeof import("node:crypto");
    Object.defineProperty(globalThis.crypto, "randomUUID", {
      value: randomUUID,
      configurable: true,
    });
    const created: Blob[] = [];
    const clicked: HTMLAnchorElement[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return "blob:evento";
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await renderPage(
      <EventDetailInBrowser
        evento={fromApi({
          idEvento: 99,
          resumen: "Nuevo taller",
          fechas: { fechaInicio: "2027-05-04T18:00:00-05:00" },
        })}
      />,
    );
    const box = within(screen.getByRole("region", { name: "Añadir al calendario" }));
    await userEvent.click(box.getByRole("button", { name: /Archivo \.ics/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const [link] = clicked;
    const [blob] = created;
    if (!link || !blob) throw new Error("nothing was downloaded");
    expect(link.download).toBe("evento-99.ics");
    expect(blob.type).toBe("text/calendar;charset=utf-8");
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toContain("SUMMARY:Nuevo taller");
    expect(text).toContain("DTSTART:20270504T230000Z");
    click.mockRestore();
  });

  test("a link that is not http(s) is not shown as a link", async () => {
    await renderPage(
      <EventDetailInBrowser evento={fromApi({ idEvento: 43, url: "javascript:alert(1)" })} />,
    );
    expect(facts().getByText("Sin enlace disponible")).toBeVisible();
  });

  test("HTML-looking text is shown as text", async () => {
    await renderPage(
      <EventDetailInBrowser evento={fromApi({ idEvento: 44, descripcion: "<b>negrita</b>" })} />,
    );
    expect(screen.getByText("<b>negrita</b>")).toBeVisible();
  });
});
