// The six section pages (issue 5): the sticky menu in the markdown's order, the dynamic island
// (section number, growing percentage, recommendations for 1.5 s, frame or new tab), and the
// interactive pieces: accordion, teacher modal, element mandala, YES letters, diplomas slider
// and the scroll-to-top button. Each page is also checked with axe at both widths.
/* global document, window, getComputedStyle -- the callbacks of evaluate() run in the page */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { axeViolations } from "./a11y.mjs";
import { launch, newPage } from "./browser.mjs";
import { siteUrl } from "./env.mjs";

const PAGES = ["about", "yoga", "iky", "kankueb", "ripey", "ishka"];

/** The section names of a page, in front-matter order, read from content/sections/<page>/. */
function sectionNames(page) {
  const dir = new URL(`../content/sections/${page}/`, import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const text = readFileSync(new URL(file, dir), "utf8");
      return {
        name: /^name:\s*(.+)$/m.exec(text)[1].trim(),
        order: Number(/^order:\s*(\d+)$/m.exec(text)[1]),
      };
    })
    .sort((a, b) => a.order - b.order)
    .map((s) => s.name);
}

/** @type {import("playwright-core").Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Opens a page and waits for React to take over (the island only exists after hydration). */
async function open(path, width = 1280) {
  const handle = await newPage(browser, { width });
  await handle.page.goto(siteUrl(path), { waitUntil: "networkidle" });
  await handle.page.getByRole("region", { name: "Isla de navegación" }).waitFor();
  await handle.page.mouse.move(2, 2);
  return handle;
}

/** Scrolls so that the page is at `percent` % of its scrollable height. */
async function scrollToPercent(page, percent) {
  await page.evaluate((p) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: (max * p) / 100, behavior: "instant" });
  }, percent);
}

/**
 * Page errors, without the 404s of page-data for routes other branches add (/signup, /login…):
 * Gatsby prefetches every link in view, the header's included.
 */
const ownErrors = (errors) =>
  errors.filter((e) => !/404.*\/page-data\/(?!about|yoga|iky|kankueb|ripey|ishka)/.test(e));

const islandPercent = async (page) =>
  Number((await page.getByTestId("isla-porcentaje").innerText()).replace(/\D+/g, ""));

for (const path of PAGES) {
  test(`/${path}/ lista sus secciones en el menú fijo, en orden, sin errores ni fallos de axe`, async () => {
    const expected = sectionNames(path);
    for (const width of [375, 1280]) {
      const { page, errors, close } = await open(`/${path}/`, width);
      try {
        const menu = page.getByRole("navigation", { name: "Secciones de la página" });
        const names = await menu
          .getByRole("link")
          .evaluateAll((links) => links.map((a) => a.lastChild.textContent.trim()));
        assert.deepEqual(names, expected);
        const headings = await page.getByRole("heading", { level: 2 }).allInnerTexts();
        for (const name of expected) assert.ok(headings.includes(name), `falta la sección ${name}`);
        const overflow = await page.evaluate(
          () => document.querySelector("main").scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 0, `el contenido no desborda a lo ancho (${overflow} px)`);
        const sticky = await menu.evaluate((nav) => getComputedStyle(nav).position);
        assert.equal(sticky, "sticky");
        // axe once per page, on the phone width that Lighthouse measures.
        if (width === 375) {
          assert.deepEqual(await axeViolations(page), [], `axe en /${path}/ a ${width} px`);
        }
        assert.deepEqual(ownErrors(errors), []);
      } finally {
        await close();
      }
    }
  });
}

test("el menú marca la sección actual y la isla muestra su número y un porcentaje que crece", async () => {
  const { page, close } = await open("/yoga/");
  try {
    const island = page.getByTestId("isla-seccion");
    assert.match(await island.innerText(), /^\s*(Sección\s*)?01/);
    assert.equal(await islandPercent(page), 0);

    await page
      .locator("#profesorado-e-instructorado")
      .evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="isla-seccion"]').textContent.includes("03"),
    );
    const current = page
      .getByRole("navigation", { name: "Secciones de la página" })
      .locator('[aria-current="location"]');
    assert.match(await current.innerText(), /Profesorado e instructorado/);
    const middle = await islandPercent(page);
    assert.ok(middle > 0 && middle < 100, `porcentaje intermedio: ${middle}`);

    await scrollToPercent(page, 100);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="isla-porcentaje"]').textContent.includes("100"),
    );
    assert.ok((await islandPercent(page)) > middle);
    assert.match(await island.innerText(), /05/);
  } finally {
    await close();
  }
});

test("una recomendación aparece en su ventana de ±20 puntos y se va a los 1,5 s", async () => {
  const { page, close } = await open("/yoga/");
  try {
    const list = page.getByRole("list", { name: "Recomendaciones" });
    // At 0 % no recommendation of /yoga (25, 45, 62, 80, 97) is within 20 points.
    await page.waitForTimeout(300);
    assert.equal(await list.count(), 0);

    await scrollToPercent(page, 25);
    await list.waitFor({ state: "visible", timeout: 2000 });
    const shownAt = Date.now();
    assert.ok(await list.getByText("Los Yoga Sutras de Patañjali").isVisible());
    await page.waitForTimeout(900);
    assert.equal(await list.count(), 1, "sigue visible antes de 1,5 s");
    await list.waitFor({ state: "detached", timeout: 2500 });
    const visibleFor = Date.now() - shownAt;
    assert.ok(visibleFor >= 1000 && visibleFor < 2600, `visible ${visibleFor} ms`);
  } finally {
    await close();
  }
});

test("una recomendación permitida se abre en un marco aislado; otra, en una pestaña nueva", async () => {
  const { page, context, close } = await open("/yoga/");
  try {
    // At 45 %: 25 (not allowed), 45 (allowed) and 62 (not allowed) are in the window.
    await scrollToPercent(page, 45);
    const list = page.getByRole("list", { name: "Recomendaciones" });
    await list.waitFor({ state: "visible" });
    await list.hover(); // hovering keeps them while the visitor chooses

    await list.getByRole("button", { name: /Los cinco elementos/ }).click();
    const dialog = page.getByRole("dialog", { name: "Los cinco elementos en la tradición india" });
    await dialog.waitFor({ state: "visible" });
    const frame = dialog.locator("iframe");
    assert.equal(await frame.getAttribute("src"), "https://es.wikipedia.org/wiki/Pancha_Bhoota");
    assert.match(await frame.getAttribute("sandbox"), /allow-scripts/);
    assert.ok(await frame.getAttribute("title"));
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await dialog.waitFor({ state: "hidden" });

    await list.hover();
    const link = list.getByRole("link", { name: /Los Yoga Sutras de Patañjali/ });
    assert.equal(await link.getAttribute("target"), "_blank");
    assert.equal(await link.getAttribute("rel"), "noopener noreferrer");
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    assert.ok(tab, "se abrió una pestaña nueva");
    await tab.close();
  } finally {
    await close();
  }
});

test("el acordeón abre un elemento a la vez y un segundo clic lo cierra", async () => {
  const { page, close } = await open("/yoga/");
  try {
    const group = page.getByRole("group", { name: "Especializaciones" });
    const first = group.getByRole("button", { name: /Yoga prenatal y posparto/ });
    const second = group.getByRole("button", { name: /Yoga para la espalda/ });
    assert.equal(await first.getAttribute("aria-expanded"), "false");

    await first.click();
    assert.equal(await first.getAttribute("aria-expanded"), "true");
    assert.ok(await group.getByText(/Cambios del cuerpo en cada trimestre/).isVisible());

    await second.click();
    assert.equal(await second.getAttribute("aria-expanded"), "true");
    assert.equal(await first.getAttribute("aria-expanded"), "false");
    assert.equal(await group.getByText(/Cambios del cuerpo en cada trimestre/).isVisible(), false);
    assert.equal(await group.locator('[aria-expanded="true"]').count(), 1);

    await second.click();
    assert.equal(await group.locator('[aria-expanded="true"]').count(), 0);

    // The keyboard opens it too.
    await first.focus();
    await page.keyboard.press("Enter");
    assert.equal(await first.getAttribute("aria-expanded"), "true");
  } finally {
    await close();
  }
});

test("la tarjeta de profesor abre su biografía, que se cierra con la X, el fondo o Escape", async () => {
  const { page, close } = await open("/ishka/");
  try {
    const card = page.getByRole("button", { name: /Mariana Ocampo/ });
    const dialog = page.getByRole("dialog", { name: "Mariana Ocampo" });
    const isFocused = () => card.evaluate((el) => el === document.activeElement);

    await card.click();
    await dialog.waitFor({ state: "visible" });
    assert.ok(await dialog.getByText(/coordina las formaciones/).isVisible());
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await dialog.waitFor({ state: "hidden" });
    assert.ok(await isFocused(), "el foco vuelve a la tarjeta tras la X");

    await card.focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    assert.ok(await isFocused(), "el foco vuelve a la tarjeta tras Escape");

    await card.click();
    await dialog.waitFor({ state: "visible" });
    await page.mouse.click(4, 300); // the backdrop, outside the panel
    await dialog.waitFor({ state: "hidden" });
    assert.ok(await isFocused(), "el foco vuelve a la tarjeta tras el fondo");
  } finally {
    await close();
  }
});

for (const width of [375, 1280]) {
  test(`el mandala y las letras YES responden al cursor y al teclado (${width} px)`, async () => {
    const { page, close } = await open("/yoga/", width);
    try {
      const mandala = page.getByRole("list", { name: "Los cinco elementos" });
      await mandala.scrollIntoViewIfNeeded();
      await mandala.getByRole("button", { name: "Fuego" }).hover();
      await page.getByText("Energía, voluntad y transformación.").waitFor();

      await mandala.getByRole("button", { name: "Tierra" }).focus();
      await page.keyboard.press("Tab"); // Tierra → Agua
      await page.getByText("Fluidez, adaptación y sensibilidad.").waitFor();
      assert.equal(
        await mandala.getByRole("button", { name: "Agua" }).getAttribute("aria-pressed"),
        "true",
      );

      const letters = page.getByRole("list", { name: /Programa YES/ });
      await letters.scrollIntoViewIfNeeded();
      await letters.getByRole("button", { name: "Yoga", exact: true }).hover();
      const yoga = page.getByRole("group", { name: "Detalle: Yoga" });
      await yoga.waitFor();
      assert.ok(await yoga.getByText("3 sesiones de IKY Yoga").isVisible());
      assert.ok(await yoga.getByText(/unos 90 minutos/).isVisible());
      await yoga.getByRole("button", { name: /Cerrar/ }).click();
      await yoga.waitFor({ state: "detached" });

      await page.keyboard.press("Tab"); // Yoga → Español
      const espanol = page.getByRole("group", { name: "Detalle: Español" });
      await espanol.waitFor();
      assert.ok(await espanol.getByText(/8 sesiones de 60 minutos/).isVisible());
      await page.keyboard.press("Escape");
      await espanol.waitFor({ state: "detached" });
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      assert.match(focused ?? "", /Español/);

      await letters.getByRole("button", { name: "Salsa", exact: true }).focus();
      await page
        .getByRole("group", { name: "Detalle: Salsa" })
        .getByText(/9 clases/)
        .waitFor();
    } finally {
      await close();
    }
  });
}

for (const [width, visible] of [
  [1280, 3],
  [375, 1],
]) {
  test(`el carrusel de diplomas muestra ${visible} a ${width} px`, async () => {
    const { page, errors, close } = await open("/about/", width);
    try {
      const region = page.getByRole("region", { name: "Carrusel de diplomas" });
      await region.scrollIntoViewIfNeeded();
      await region.locator(".slick-initialized").waitFor();
      await page.waitForFunction(
        (n) => document.querySelectorAll(".slick-slide.slick-active").length === n,
        visible,
      );
      const next = region.getByRole("button", { name: "Diplomas siguientes" });
      await next.click();
      await page.waitForFunction(
        () =>
          document.querySelector(".slick-slide.slick-active")?.getAttribute("data-index") === "1",
      );
      assert.equal(await page.locator(".slick-slide.slick-active").count(), visible);
      const slideWidth = await page
        .locator(".slick-slide.slick-active")
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
      assert.ok(slideWidth * visible <= width, `las diapositivas caben: ${slideWidth} px`);
      // With the keyboard on the arrows, the current diploma shows its story.
      await next.focus();
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector(".slick-current [data-diploma-story]"))
            .opacity === "1",
      );
      assert.deepEqual(ownErrors(errors), []);
    } finally {
      await close();
    }
  });
}

test("el botón para volver arriba aparece pasados 500 px y sube al principio", async () => {
  const { page, close } = await open("/kankueb/", 375);
  try {
    const button = page.getByRole("button", { name: "Volver arriba" });
    assert.equal(await button.count(), 0);
    await page.evaluate(() => window.scrollTo({ top: 450, behavior: "instant" }));
    await page.waitForTimeout(200);
    assert.equal(await button.count(), 0, "aún no a 450 px");
    await page.evaluate(() => window.scrollTo({ top: 700, behavior: "instant" }));
    await button.waitFor({ state: "visible" });
    // On a phone the island sits between the floating buttons, over neither of them.
    const profile = await page.getByRole("button", { name: /^Mi cuenta/ }).boundingBox();
    const top = await button.boundingBox();
    const island = await page.locator("[class*='Island-module--pill']").boundingBox();
    const apart = (a, b) => a.x + a.width <= b.x || b.x + b.width <= a.x;
    assert.ok(profile && island && top, "los tres botones flotantes están a la vista");
    assert.ok(apart(profile, island), "la isla no tapa el botón de perfil");
    assert.ok(apart(island, top), "la isla no tapa el botón de volver arriba");
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: "detached" });
  } finally {
    await close();
  }
});

test("el folleto de Eco-Living se abre en una ventana modal y existe como PDF", async () => {
  const { page, close } = await open("/ishka/");
  try {
    await page.getByRole("button", { name: "Ver más" }).click();
    const dialog = page.getByRole("dialog", { name: "Folleto de Eco-Living" });
    await dialog.waitFor({ state: "visible" });
    const data = await dialog.locator("object").getAttribute("data");
    const response = await fetch(siteUrl(data));
    assert.equal(response.status, 200);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString("latin1"), "%PDF-");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  } finally {
    await close();
  }
});

test("el enlace de /yoga lleva con suavidad a la definición de yoga", async () => {
  const { page, close } = await open("/yoga/");
  try {
    await page.getByRole("link", { name: /Empieza por la definición/ }).click();
    // It lands with the section's top just below the header and the section menu.
    await page.waitForFunction(() => {
      const target = document.getElementById("definicion-de-yoga");
      // scroll-padding-top is "auto" (0) unless the page sets one.
      const margin =
        (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
        parseFloat(getComputedStyle(target).scrollMarginTop);
      return window.scrollY > 0 && Math.abs(target.getBoundingClientRect().top - margin) < 4;
    });
    assert.equal(await page.evaluate(() => document.activeElement?.id), "definicion-de-yoga");
  } finally {
    await close();
  }
});

test("los fundidos esperan a su sección, las imágenes llegan pasados 1100 px y nada se mueve con movimiento reducido", async () => {
  const { page, close } = await open("/kankueb/");
  try {
    const last = page.locator("#mystic-dance");
    const lastImage = last.locator("img");
    assert.equal(await last.getAttribute("data-reveal"), "pending");
    assert.equal(await lastImage.count(), 0, "la imagen de la última sección aún no está");

    await page.evaluate(() => window.scrollTo({ top: 1150, behavior: "instant" }));
    await lastImage.first().waitFor({ state: "attached" });
    assert.equal(await last.getAttribute("data-reveal"), "pending", "el texto espera a su sección");

    await last.evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
    await page.waitForFunction(
      () => document.getElementById("mystic-dance").dataset.reveal === "shown",
    );
    const duration = await last
      .locator("h2")
      .evaluate((h2) => getComputedStyle(h2.parentElement).transitionDuration);
    assert.match(duration, /^0\.29s/);
  } finally {
    await close();
  }

  const reduced = await newPage(browser, { width: 1280 });
  try {
    await reduced.page.emulateMedia({ reducedMotion: "reduce" });
    await reduced.page.goto(siteUrl("/kankueb/"), { waitUntil: "networkidle" });
    assert.equal(await reduced.page.locator('[data-reveal="pending"]').count(), 0);
  } finally {
    await reduced.close();
  }
});
