// The home page as a first-time visitor sees it: the title at once, the photo carousel that
// starts moving without shifting anything, the vision, the weekly timetable, the two event
// lists and the plan cards.
import { axeViolations } from "../scripts/lib/a11y.mjs";
import { samplePlans } from "./content";
import { test, expect, waitForHydration } from "./fixtures";

type ShiftWindow = { __shifts: number };

// The carousel moves: as most visitors see the page (the tests' default is reduced motion).
test.use({ reducedMotion: "no-preference" });

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test(`${width} px: the title comes in the HTML and the carousel starts without moving anything`, async ({
      page,
      request,
    }) => {
      // Sums layout shifts from the very start of the page (CLS without the session windows).
      await page.addInitScript(() => {
        const w = globalThis as unknown as ShiftWindow;
        w.__shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            hadRecentInput: boolean;
            value: number;
          })[]) {
            if (!entry.hadRecentInput) w.__shifts += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const html = await (await request.get("/")).text();
      expect(html, "the title does not wait for JavaScript").toMatch(/<h1[^>]*>IKY Yoga<\/h1>/);
      const carouselHtml = html.match(/aria-roledescription="carrusel"[\s\S]*?<\/section>/)?.[0];
      const photos = new Set(
        [...(carouselHtml ?? "").matchAll(/<img[^>]* alt="([^"]+)"/g)].map((m) => m[1]),
      );
      expect(photos.size, "the HTML carries the first photo alone").toBe(1);

      // The page's timers run on Playwright's clock: time flows, and can be jumped ahead.
      await page.clock.install();
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "IKY Yoga" })).toBeVisible();
      const carousel = page.getByRole("region", { name: "Fotos de la escuela" });
      await expect(carousel).toHaveAttribute("aria-roledescription", "carrusel");
      const firstBox = await carousel.boundingBox();

      await expect(page.locator('[data-slider-state="ready"]')).toBeAttached();
      const activeAlt = carousel.locator("[data-current] img[alt]").first();
      const first = await activeAlt.getAttribute("alt");
      expect(first, "a current photo with alternative text").toBeTruthy();
      // Autoplay every 3000 ms with a 1000 ms transition: a new photo within ~4.5 s of page time,
      // however long a busy machine takes; only a stopped slider waits out the assertion's limit.
      await expect(activeAlt).not.toHaveAttribute("alt", first ?? "");
      expect(await carousel.boundingBox(), "the carousel keeps its size").toEqual(firstBox);
      const cls = await page.evaluate(() => (globalThis as unknown as ShiftWindow).__shifts);
      expect(cls, `CLS ${cls}`).toBeLessThanOrEqual(0.01);
      await expect(carousel.getByRole("button"), "no arrows: the pause button alone").toHaveCount(
        1,
      );

      // The pause button stops the movement (WCAG 2.2.2): ten seconds later, the same photo.
      await page.getByRole("button", { name: "Pausar el carrusel" }).click();
      const paused = await activeAlt.getAttribute("alt");
      await page.clock.runFor(10_000);
      await expect(activeAlt).toHaveAttribute("alt", paused ?? "");
    });
  });
}

test("vision, the week's planning, upcoming events in two lists, and programmes", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { level: 2, name: "Un camino de regreso a uno mismo" }),
  ).toBeVisible();

  const planning = page.getByRole("region", { name: "Planning de la semana" });
  for (const day of ["Martes", "Jueves", "Sábado"]) {
    await expect(planning.getByRole("heading", { level: 3, name: day })).toBeVisible();
  }
  for (const time of ["9:00", "19:20", "20:45", "8:00", "11:00", "13:00"]) {
    await expect(planning).toContainText(time);
  }

  const events = page.getByRole("region", { name: "Próximos eventos" });
  await expect(
    events.getByRole("heading", { level: 3, name: "Instructorado y profesorado" }),
  ).toBeVisible();
  await expect(events.getByRole("heading", { level: 3, name: "Otros eventos" })).toBeVisible();
  const [instructorado, otros] = await events.getByRole("list").all();
  if (!instructorado || !otros) throw new Error("the two event lists are missing");
  const instructoradoTitles = await instructorado.getByRole("heading").allInnerTexts();
  const otrosTitles = await otros.getByRole("heading").allInnerTexts();
  expect(instructoradoTitles.length).toBeGreaterThan(0);
  expect(otrosTitles.length).toBeGreaterThan(0);
  for (const title of instructoradoTitles) expect(title).toMatch(/instructorado|profesorado/i);
  for (const title of otrosTitles) expect(title).not.toMatch(/instructorado|profesorado/i);
  expect(otrosTitles, "no past events").not.toContain("Meditación en línea de luna llena");
  await expect(
    instructorado.getByRole("link", { name: "Instructorado de Yoga IKY – 21 días" }),
  ).toHaveAttribute("href", "/events/38/");
  await expect(events.getByRole("link", { name: /Ver todos los eventos/ })).toBeVisible();

  const programas = page.getByRole("region", { name: "Programas" });
  for (const plan of samplePlans) {
    const article = programas.getByRole("article", { name: plan.nombre });
    await expect(article).toBeVisible();
    const button = article.getByRole("button", { name: "Inscribirse" });
    if (plan.costoMensualEur > 0) {
      await expect(article, `${plan.nombre}: price in euros per month`).toContainText(
        new RegExp(`${plan.costoMensualEur}\\s€\\s*/ mes`),
      );
      await expect(button, `${plan.nombre}: Inscribirse`).toHaveCount(1);
    } else {
      await expect(button, `${plan.nombre}: free, without Inscribirse`).toHaveCount(0);
    }
  }
  const premium = programas.getByRole("article", { name: "Premium presencial" });
  await expect(premium).toContainText("Clases presenciales ilimitadas");
  await expect(premium, "only the lines with a dash").not.toContainText("Nota interna");

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const school = jsonLd
    .map((t) => JSON.parse(t) as { "@type"?: unknown; address?: { addressLocality?: string } })
    .find((d) => Array.isArray(d["@type"]) && d["@type"].includes("LocalBusiness"));
  expect(school, "JSON-LD LocalBusiness/Organization").toBeTruthy();
  expect(school?.address?.addressLocality).toBe("Cali");

  expect(await axeViolations(page)).toEqual([]);
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("'Inscribirse' when logged out leads to logging in to subscribe", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("article", { name: "Premium presencial" })
      .getByRole("button", { name: "Inscribirse" })
      .click();
    await expect(page).toHaveURL(/\/login-subscription\//);
  });

  test("/videos: five announced categories, with a way out to the plans and the calendar", async ({
    page,
  }) => {
    await page.goto("/videos/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const categories = page
      .getByRole("main")
      .getByRole("list")
      .first()
      .getByRole("heading", { level: 2 });
    await expect(categories).toHaveCount(5);
    await expect(page.getByText("Próximamente")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Ver los planes" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
