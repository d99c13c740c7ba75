import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlanCard } from "../../src/components/plans/PlanCard";
import { SubscriptionContextProvider } from "../../src/components/subscription/SubscriptionContext";
import { normalisePlan } from "../../src/school-api/normalize";
import { plansOrFallback } from "../../src/lib/plans";
import type { Plan } from "../../src/school-api/types";

function plan(raw: Record<string, unknown>): Plan {
  const result = normalisePlan(raw);
  if (typeof result === "string") throw new Error(result);
  return result;
}

const featuresOf = () =>
  screen.queryAllByRole("listitem").map((item) => item.textContent?.trim() ?? "");

describe("las características de un plan", () => {
  test("de una lista: cada elemento no vacío", () => {
    render(
      <PlanCard
        plan={plan({
          idPlan: 3,
          nombre: "Premium en línea",
          costoMensualEur: 25,
          descripcion: ["Clases en vivo", "", "Biblioteca de clases grabadas"],
        })}
      />,
    );
    expect(featuresOf()).toEqual(["Clases en vivo", "Biblioteca de clases grabadas"]);
  });

  test("de un texto: solo las líneas que empiezan con guion, sin él", () => {
    render(
      <PlanCard
        plan={plan({
          idPlan: 2,
          nombre: "Premium presencial",
          costoMensualEur: 40,
          descripcion:
            "- Clases presenciales ilimitadas\n- Acceso a la plataforma\nNota interna: revisar",
        })}
      />,
    );
    expect(featuresOf()).toEqual(["Clases presenciales ilimitadas", "Acceso a la plataforma"]);
  });

  test("sin descripción: ninguna lista vacía", () => {
    render(<PlanCard plan={plan({ idPlan: 9, nombre: "Básico", costoMensualEur: 10 })} />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});

describe("la tarjeta de un plan", () => {
  test("precio por mes en euros con formato español e 'Inscribirse' que abre la suscripción", async () => {
    const subscribe = jest.fn();
    const premium = plan({ idPlan: 4, nombre: "Profesorado Presencial", costoMensualEur: 99.5 });
    render(
      <SubscriptionContextProvider value={{ subscribe }}>
        <PlanCard plan={premium} />
      </SubscriptionContextProvider>,
    );
    expect(screen.getByRole("heading", { name: "Profesorado Presencial" })).toBeVisible();
    expect(screen.getByText("99,50 €")).toBeVisible();
    expect(screen.getByText("/ mes")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Inscribirse" }));
    expect(subscribe).toHaveBeenCalledWith(premium);
  });

  test("un plan gratuito no tiene botón 'Inscribirse'", () => {
    render(<PlanCard plan={plan({ idPlan: 1, nombre: "Free", costoMensualEur: 0 })} />);
    expect(screen.getByText("Gratis")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Inscribirse" })).not.toBeInTheDocument();
  });

  test("sin planes de la API se muestran los de respaldo: Free, Premium presencial y Profesorado Presencial", () => {
    const fallback = plansOrFallback([]);
    expect(fallback.map((p) => [p.nombre, p.costoMensualEur])).toEqual([
      ["Free", 0],
      ["Premium presencial", 40],
      ["Profesorado Presencial", 99],
    ]);
    const fromApi = [plan({ idPlan: 7, nombre: "Único", costoMensualEur: 5 })];
    expect(plansOrFallback(fromApi)).toBe(fromApi);
  });
});
