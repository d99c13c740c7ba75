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

describe("a plan's features", () => {
  test("from a list: each non-empty item", () => {
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

  test("from a text: only the lines starting with a dash, without it", () => {
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

  test("without a description: no empty list", () => {
    render(<PlanCard plan={plan({ idPlan: 9, nombre: "Básico", costoMensualEur: 10 })} />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});

describe("a plan's card", () => {
  test("monthly price in euros in Spanish format and 'Inscribirse' opening the subscription", async () => {
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
    expect(subscribe).toHaveBeenCalledWith(premium, expect.objectContaining({ locale: "es" }));
  });

  test("a free plan has no 'Inscribirse' button", () => {
    render(<PlanCard plan={plan({ idPlan: 1, nombre: "Free", costoMensualEur: 0 })} />);
    expect(screen.getByText("Gratis")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Inscribirse" })).not.toBeInTheDocument();
  });

  test("without plans from the API the fallback ones are shown: Free, Premium presencial and Profesorado Presencial", () => {
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
