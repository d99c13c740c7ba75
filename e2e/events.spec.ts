// /events with its live progress bars, and an event page with every field, its fallbacks,
// the image slider and an 'Inscríbete' that leads somewhere.
import type { Page } from "@playwright/test";
import { axeViolations } from "../scripts/lib/a11y.mjs";
import { sampleEvents } from "./content";
import { test, expect, waitForHydration } from "./fixtures";

const barOf = (page: Page, resumen: string) =>
  page.getByRole("progressbar", { name: `Tiempo restante: ${resumen}`, exact: true });

test("/events: each event is a card with its time-left bar", async ({ page }) => {
  await page.goto("/events/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
  for (const evento of sampleEvents) {
    await expect(
      page.getByRole("link", { name: evento.resumen, exact: true }),
      evento.resumen,
    ).toHaveAttribute("href", `/events/${evento.idEvento}/`);
    await expect(barOf(page, evento.resumen)).toBeVisible();
  }

  const texts = async (resumen: string) => ({
    now: Number(await barOf(page, resumen).getAttribute("aria-valuenow")),
    text: await barOf(page, resumen).getAttribute("aria-valuetext"),
  });
  // 31 is over ('Evento finalizado'), 38 running ('Evento en curso o finalizado'), 36 in 3
  // days, 42 in 10, 44 in 45, 45 in 70 (stub-api/README.md).
  expect(await texts("Meditación en línea de luna llena")).toEqual({
    now: 0,
    text: "Evento finalizado",
  });
  expect(await texts("Instructorado de Yoga IKY – 21 días")).toEqual({
    now: 0,
    text: "Evento en curso o finalizado",
  });
  const tenDays = await texts("Profesorado de Yoga IKY – 6 meses");
  expect(tenDays.text).toMatch(/^Faltan (9|10) días$/);
  expect(tenDays.now, `10 days ≈ 33 %: ${tenDays.now}`).toBeGreaterThan(28);
  expect(tenDays.now).toBeLessThanOrEqual(37);
  await expect(barOf(page, "Meditación en línea: respiración y silencio")).toHaveAttribute(
    "aria-valuetext",
    /^Faltan (2|3) días$|^Faltan \d+ horas$/,
  );
  const far = barOf(page, "Retiro de Kankueb en la montaña");
  await expect(far).toHaveAttribute("aria-valuenow", "100");
  await expect(far).toHaveAttribute("aria-valuetext", /^Faltan 4[45] días$/);
  await expect(
    barOf(page, "Instructorado de Yoga IKY – 21 días (edición de verano)"),
  ).toHaveAttribute("aria-valuetext", "Faltan 2 meses");

  const past = page.getByRole("region", { name: "Eventos pasados" });
  await expect(past.getByRole("link", { name: "Meditación en línea de luna llena" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the bars update while the page is open", async ({ page }) => {
    await page.clock.install({ time: Date.now() });
    await page.goto("/events/");
    await waitForHydration(page);
    const bar = page.getByRole("progressbar", {
      name: "Tiempo restante: Taller de IKYnesis: columna libre",
      exact: true,
    });
    await expect(bar).toHaveAttribute("aria-valuetext", /^Falta/);
    const before = (await bar.getAttribute("aria-valuetext")) ?? "";
    const percent = Number(await bar.getAttribute("aria-valuenow"));
    await page.clock.fastForward("03:00:00");
    await expect(bar).not.toHaveAttribute("aria-valuetext", before);
    expect(Number(await bar.getAttribute("aria-valuenow")), "the bar goes down").toBeLessThan(
      percent,
    );
  });

  test("an event's page: all the data, the automatic gallery and 'Inscríbete'", async ({
    page,
  }) => {
    // The gallery turns by itself only for visitors who do not ask for reduced motion.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/events/41/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Taller de IKYnesis: columna libre" }),
    ).toBeVisible();
    const facts = page.getByRole("complementary", { name: "Datos del evento" });
    for (const expected of [
      "Centro IKY, Barrio San Antonio, Cali, Colombia",
      "Presencial",
      /25\s€/,
      "Estudiantes Free, Estudiantes Premium",
      "10:00 – 13:00",
      "Sin enlace disponible",
    ]) {
      await expect(facts).toContainText(expected);
    }
    await expect(facts).toContainText(
      /(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de \w+ de \d{4}/,
    );
    await expect(page.getByText(/Un taller de tres horas/)).toBeVisible();

    const gallery = page.getByRole("region", {
      name: "Imágenes de Taller de IKYnesis: columna libre",
    });
    await expect(
      page.locator('[aria-roledescription="carrusel"][data-slider-state="ready"]'),
    ).toBeAttached();
    const activeAlt = gallery.locator("[data-current] img[alt]").first();
    const first = (await activeAlt.getAttribute("alt")) ?? "";
    // Autoplay moves on after its interval; only a stopped slider waits out the assertion's limit.
    await expect(activeAlt).not.toHaveAttribute("alt", first);

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as { "@type"?: string; name?: string; startDate?: string },
    );
    const event = jsonLd.find((d) => d["@type"] === "Event");
    expect(event?.name).toBe("Taller de IKYnesis: columna libre");
    expect(event?.startDate ?? "").toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await expect(page.getByRole("link", { name: "Inscríbete" })).toHaveAttribute(
      "href",
      `/login/?next=${encodeURIComponent("/events/41/")}`,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("an event without images or price shows the fallback texts; with a link, 'Ver evento'", async ({
  page,
}) => {
  await page.goto("/events/31/");
  await waitForHydration(page);
  await expect(page.getByText("No hay imágenes adicionales")).toBeVisible();
  const facts = page.getByRole("complementary", { name: "Datos del evento" });
  for (const expected of ["En línea", "Gratis", "Acceso libre"]) {
    await expect(facts).toContainText(expected);
  }
  const link = facts.getByRole("link", { name: /Ver evento/ });
  await expect(link).toHaveAttribute("href", "https://meet.example.org/iky-luna-llena");
  await expect(link).toHaveAttribute("target", "_blank");
});

test("an imperfect API record (price as text, images as a list) shows fine", async ({ page }) => {
  await page.goto("/events/50/");
  await waitForHydration(page);
  const facts = page.getByRole("complementary", { name: "Datos del evento" });
  await expect(facts).toContainText(/180\s€/);
  await expect(page.getByRole("region", { name: /^Imágenes de / })).toBeVisible();
});
