// The six section pages (docs/product.md §2): the sticky menu in the markdown's order, the dynamic island
// (section number, growing percentage, recommendations for 1.5 s, frame or new tab), and the
// interactive pieces: accordion, teacher modal, element mandala, YES letters, diplomas slider
// and the scroll-to-top button. The menu's names, the sections' headings and axe are checked on
// every section page, in both languages and at both widths, by the accessibility sweep's visit
// (e2e/a11y.spec.ts, e2e/page-checks.ts).
import type { Locator, Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";

const WIDTHS = { 375: { width: 375, height: 800 }, 1280: { width: 1280, height: 900 } } as const;

/** Opens a page and waits for React to take over (the island only exists after hydration). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Isla de navegación" })).toBeVisible();
  await page.mouse.move(2, 2);
}

/** Scrolls so that the page is at `percent` % of its scrollable height. */
async function scrollToPercent(page: Page, percent: number) {
  await page.evaluate((p) => {
    const max = globalThis.document.documentElement.scrollHeight - globalThis.innerHeight;
    globalThis.scrollTo({ top: (max * p) / 100, behavior: "instant" });
  }, percent);
}

/** Two animation frames: scroll handlers (throttled to frames) have run. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => resolve())),
      ),
  );

/** Stops the page's (installed) clock where it is; `page.clock.runFor` moves it on. */
async function pauseClock(page: Page) {
  // A second ahead of the page's own time, which keeps running until the pause lands.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * With the clock paused, lets the page's animation frames run (the island measures the scroll
 * on the next frame) until `locator` shows: page time moves in steps of one frame.
 */
async function frameUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return locator.isVisible();
    })
    .toBe(true);
}

const islandPercent = async (page: Page) =>
  Number((await page.getByTestId("isla-porcentaje").innerText()).replace(/\D+/g, ""));

test("the menu marks the current section and the island shows its number and a growing percentage", async ({
  page,
}) => {
  await open(page, "/yoga/");
  const island = page.getByTestId("isla-seccion");
  await expect(island).toHaveText(/^\s*(Sección\s*)?01/);
  expect(await islandPercent(page)).toBe(0);

  await page
    .locator("#profesorado-e-instructorado")
    .evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
  await expect(island).toContainText("03");
  const current = page
    .getByRole("navigation", { name: "Secciones de la página" })
    .locator('[aria-current="location"]');
  await expect(current).toContainText(/Profesorado e instructorado/);
  const middle = await islandPercent(page);
  expect(middle, `percentage midway: ${middle}`).toBeGreaterThan(0);
  expect(middle).toBeLessThan(100);

  await scrollToPercent(page, 100);
  await expect(page.getByTestId("isla-porcentaje")).toContainText("100");
  expect(await islandPercent(page)).toBeGreaterThan(middle);
  await expect(island).toContainText("05");
});

test("a recommendation appears within its ±20-point window and leaves after 1.5 s", async ({
  page,
}) => {
  // The island's timer runs on Playwright's clock, paused once the page is up: the 1.5 s are
  // page time, however busy the machine is.
  await page.clock.install();
  await open(page, "/yoga/");
  const list = page.getByRole("list", { name: "Recomendaciones" });
  // At 0 % no recommendation of /yoga (25, 45, 62, 80, 97) is within 20 points.
  await nextFrames(page);
  await expect(list).toHaveCount(0);

  await pauseClock(page);
  await scrollToPercent(page, 25);
  await frameUntilVisible(page, list);
  const shownAt = await page.evaluate(() => Date.now());
  await expect(list.getByText("Los Yoga Sutras de Patañjali")).toBeVisible();
  await page.clock.runFor(900);
  await expect(list, "still visible before 1.5 s").toHaveCount(1);
  await page.clock.runFor(700);
  await expect(list).toHaveCount(0);
  const visibleFor = (await page.evaluate(() => Date.now())) - shownAt;
  expect(visibleFor, `visible ${visibleFor} ms`).toBeGreaterThanOrEqual(1000);
  expect(visibleFor).toBeLessThan(2600);
});

test("an allowed recommendation opens in a sandboxed frame; another, in a new tab", async ({
  page,
  context,
}) => {
  // Wikipedia, served here: the tests never leave this machine.
  const opened: string[] = [];
  await context.route("https://es.wikipedia.org/**", (route) => {
    opened.push(route.request().url());
    return route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><html lang=es><title>Wikipedia (simulada)</title><p>Artículo</p>",
    });
  });
  // The page's clock stands still: the recommendations stay while the test picks them.
  await page.clock.install();
  await open(page, "/yoga/");
  await pauseClock(page);
  // At 45 %: 25 (not allowed), 45 (allowed) and 62 (not allowed) are in the window.
  await scrollToPercent(page, 45);
  const list = page.getByRole("list", { name: "Recomendaciones" });
  await frameUntilVisible(page, list);
  await list.hover(); // hovering keeps them while the visitor chooses

  await list.getByRole("button", { name: /Los cinco elementos/ }).click();
  const dialog = page.getByRole("dialog", { name: "Los cinco elementos en la tradición india" });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("src", "https://es.wikipedia.org/wiki/Pancha_Bhoota");
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(frame).toHaveAttribute("title", /\S/);
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();

  await list.hover();
  const link = list.getByRole("link", { name: /Los Yoga Sutras de Patañjali/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe("https://es.wikipedia.org/wiki/Yoga_sutras");
  await tab.close();
  expect(opened).toContain("https://es.wikipedia.org/wiki/Yoga_sutras");
});

test("the accordion opens one item at a time and a second click closes it", async ({ page }) => {
  await open(page, "/yoga/");
  const group = page.getByRole("group", { name: "Especializaciones" });
  const first = group.getByRole("button", { name: /Yoga prenatal y posparto/ });
  const second = group.getByRole("button", { name: /Yoga para la espalda/ });
  await expect(first).toHaveAttribute("aria-expanded", "false");

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(group.getByText(/Cambios del cuerpo en cada trimestre/)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(group.getByText(/Cambios del cuerpo en cada trimestre/)).toBeHidden();
  await expect(group.locator('[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(group.locator('[aria-expanded="true"]')).toHaveCount(0);

  // The keyboard opens it too.
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
});

test("the teacher card opens its biography, which closes with the X, the overlay or Escape", async ({
  page,
}) => {
  await open(page, "/ishka/");
  const card = page.getByRole("button", { name: /Mariana Ocampo/ });
  const dialog = page.getByRole("dialog", { name: "Mariana Ocampo" });

  await card.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/coordina las formaciones/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();
  await expect(card, "focus returns to the card after the X").toBeFocused();

  await card.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card, "focus returns to the card after Escape").toBeFocused();

  await card.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 300); // the backdrop, outside the panel
  await expect(dialog).toBeHidden();
  await expect(card, "focus returns to the card after the backdrop").toBeFocused();
});

for (const width of [375, 1280] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: WIDTHS[width] });

    test(`the mandala and the YES letters respond to the pointer and the keyboard (${width} px)`, async ({
      page,
    }) => {
      await open(page, "/yoga/");
      const mandala = page.getByRole("list", { name: "Los cinco elementos" });
      await mandala.scrollIntoViewIfNeeded();
      await mandala.getByRole("button", { name: "Fuego" }).hover();
      await expect(page.getByText("Energía, voluntad y transformación.")).toBeVisible();

      await mandala.getByRole("button", { name: "Tierra" }).focus();
      await page.keyboard.press("Tab"); // Tierra → Agua
      await expect(page.getByText("Fluidez, adaptación y sensibilidad.")).toBeVisible();
      const agua = mandala.getByRole("button", { name: "Agua" });
      await expect(agua).toHaveAttribute("aria-pressed", "true");
      // The pressed element wears a ring of its own colour around its sphere.
      await expect
        .poll(() =>
          agua.evaluate((button) => {
            const sphere = button.querySelector("span[aria-hidden]")!;
            const probe = globalThis.document.createElement("i");
            probe.style.color = getComputedStyle(sphere).getPropertyValue("--tone");
            sphere.append(probe);
            const tone = getComputedStyle(probe).color;
            probe.remove();
            return getComputedStyle(sphere).boxShadow.includes(`${tone} 0px 0px 0px 9px`);
          }),
        )
        .toBe(true);

      const letters = page.getByRole("list", { name: /Programa YES/ });
      await letters.scrollIntoViewIfNeeded();
      await letters.getByRole("button", { name: "Yoga", exact: true }).hover();
      const yoga = page.getByRole("group", { name: "Detalle: Yoga" });
      await expect(yoga).toBeVisible();
      await expect(yoga.getByText("3 sesiones de IKY Yoga")).toBeVisible();
      await expect(yoga.getByText(/unos 90 minutos/)).toBeVisible();
      await yoga.getByRole("button", { name: /Cerrar/ }).click();
      await expect(yoga).toHaveCount(0);

      await page.keyboard.press("Tab"); // Yoga → Español
      const espanol = page.getByRole("group", { name: "Detalle: Español" });
      await expect(espanol).toBeVisible();
      await expect(espanol.getByText(/8 sesiones de 60 minutos/)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(espanol).toHaveCount(0);
      expect(
        await page.evaluate(() => globalThis.document.activeElement?.textContent ?? ""),
      ).toMatch(/Español/);

      await letters.getByRole("button", { name: "Salsa", exact: true }).focus();
      await expect(
        page.getByRole("group", { name: "Detalle: Salsa" }).getByText(/9 clases/),
      ).toBeVisible();
    });

    const visible = width === 1280 ? 3 : 1;
    test(`the diplomas carousel shows ${visible} at ${width} px`, async ({ page }) => {
      await open(page, "/about/");
      const region = page.getByRole("region", { name: "Carrusel de diplomas" });
      await region.scrollIntoViewIfNeeded();
      await expect(region.locator(".slick-initialized")).toBeVisible();
      const active = page.locator(".slick-slide.slick-active");
      await expect(active).toHaveCount(visible);
      const next = region.getByRole("button", { name: "Diplomas siguientes" });
      await next.click();
      await expect(active.first()).toHaveAttribute("data-index", "1");
      await expect(active).toHaveCount(visible);
      const slideWidth = await active.first().evaluate((el) => el.getBoundingClientRect().width);
      expect(slideWidth * visible, `the slides fit: ${slideWidth} px`).toBeLessThanOrEqual(width);
      // With the keyboard on the arrows, the current diploma shows its story.
      await next.focus();
      await expect(page.locator(".slick-current [data-diploma-story]")).toHaveCSS("opacity", "1");
    });
  });
}

test.describe("375 px", () => {
  test.use({ viewport: WIDTHS[375] });

  test("the back-to-top button appears past 500 px and goes to the top", async ({ page }) => {
    await open(page, "/kankueb/");
    const button = page.getByRole("button", { name: "Volver arriba" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => globalThis.scrollTo({ top: 450, behavior: "instant" }));
    await nextFrames(page);
    await expect(button, "not yet at 450 px").toHaveCount(0);
    await page.evaluate(() => globalThis.scrollTo({ top: 700, behavior: "instant" }));
    await expect(button).toBeVisible();
    // On a phone the island sits between the floating buttons, over neither of them.
    const profile = await page.getByRole("button", { name: /^Mi cuenta/ }).boundingBox();
    const top = await button.boundingBox();
    const island = await page.locator("[class*='Island-module--pill']").boundingBox();
    if (!profile || !island || !top)
      throw new Error("the three floating buttons are not all in view");
    type Box = { x: number; width: number };
    const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x;
    expect(apart(profile, island), "the island does not cover the profile button").toBe(true);
    expect(apart(island, top), "the island does not cover the back-to-top button").toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => globalThis.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

test("the Eco-Living brochure opens in a modal window and exists as a PDF", async ({
  page,
  request,
}) => {
  await open(page, "/ishka/");
  await page.getByRole("button", { name: "Ver más" }).click();
  const dialog = page.getByRole("dialog", { name: "Folleto de Eco-Living" });
  await expect(dialog).toBeVisible();
  const data = (await dialog.locator("object").getAttribute("data")) ?? "";
  const response = await request.get(data);
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the /yoga link scrolls smoothly to the definition of yoga", async ({ page }) => {
  await open(page, "/yoga/");
  await page.getByRole("link", { name: /Empieza por la definición/ }).click();
  // It lands with the section's top just below the header and the section menu.
  await page.waitForFunction(() => {
    const document = globalThis.document;
    const target = document.getElementById("definicion-de-yoga");
    if (!target) return false;
    // scroll-padding-top is "auto" (0) unless the page sets one.
    const margin =
      (parseFloat(globalThis.getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
      parseFloat(globalThis.getComputedStyle(target).scrollMarginTop);
    return globalThis.scrollY > 0 && Math.abs(target.getBoundingClientRect().top - margin) < 4;
  });
  await expect(page.locator("#definicion-de-yoga")).toBeFocused();
});

test("fade-ins wait for their section, images arrive past 1100 px and nothing moves with reduced motion", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await open(page, "/kankueb/");
  const last = page.locator("#mystic-dance");
  const lastImage = last.locator("img");
  await expect(last).toHaveAttribute("data-reveal", "pending");
  await expect(lastImage, "the last section's image is not there yet").toHaveCount(0);

  await page.evaluate(() => globalThis.scrollTo({ top: 1150, behavior: "instant" }));
  await expect(lastImage.first()).toBeAttached();
  await expect(last, "the text waits for its section").toHaveAttribute("data-reveal", "pending");

  await last.evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
  await expect(last).toHaveAttribute("data-reveal", "shown");
  const duration = await last
    .locator("h2")
    .evaluate((h2) => globalThis.getComputedStyle(h2.parentElement ?? h2).transitionDuration);
  expect(duration).toMatch(/^0\.29s/);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/kankueb/");
  await waitForHydration(page);
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
});
