// What is served is what is tested: the features that load embedded or outside content, once
// in Chromium behind nginx with the production config rendered from deploy/ (the one policy of
// deploy/policy.mjs). Any `securitypolicyviolation` fails. Outside origins (es.wikipedia.org,
// js.stripe.com, tile.openstreetmap.org) do not exist here: each test serves them with
// page.route, so the browser still applies the CSP to the real origin name before asking.
import path from "node:path";
import type { Page } from "@playwright/test";
import { allowedRecommendations } from "../deploy/site-content.mjs";
import english from "../src/i18n/en";
import spanish from "../src/i18n/es";
import { expect, expectNoCspViolations, test, waitForHydration, screenshot } from "./fixtures";
import { serveStripe } from "./stripe-stand-in";

const SECTIONS = path.resolve(__dirname, "..", "content", "sections");
/**
 * Every recommendation flagged `allowed` in content/, grouped by the page that shows it: the
 * Spanish page for a section's file, the English one (`en/<section>`) for its `.en.md` twin.
 */
const byPage = new Map<string, { title: string; url: string; porcentaje: number }[]>();
for (const rec of allowedRecommendations(SECTIONS)) {
  const section = path.relative(SECTIONS, rec.file).split(path.sep)[0] ?? "";
  const page = /\.en\.md$/.test(rec.file) ? `en/${section}` : section;
  byPage.set(page, [...(byPage.get(page) ?? []), rec]);
}

/** A stand-in page for an outside origin, which says where it claims to be. */
function outsidePage(url: string) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Fuera</title></head><body><h1>Página de ${new URL(url).host}</h1><p>${url}</p></body></html>`;
}

/** Serves every request to these outside origins from the test itself. */
async function serveOutside(page: Page, origins: string[]) {
  for (const origin of origins) {
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: outsidePage(route.request().url()),
      }),
    );
  }
}

/**
 * Scrolls the window to a percentage of its scrollable height (the island's measure). Content
 * that arrives as it comes into view (images, a widget) can still change the page's height
 * after the scroll: then the scroll is made again, on the new height.
 */
async function scrollToPercent(page: Page, percent: number) {
  await expect(async () => {
    await page.evaluate((p) => {
      const doc = globalThis.document.documentElement;
      const top = ((doc.scrollHeight - globalThis.innerHeight) * p) / 100;
      globalThis.scrollTo({ top, behavior: "instant" });
    }, percent);
    await expect(page.getByTestId("isla-porcentaje")).toContainText(`${percent} %`, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
}

test.describe("behind nginx with the production configuration", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Chromium's PDF viewer is part of the full browser, not of its headless shell.
  test(
    "the Eco-Living brochure shows in the window (object-src 'self'), with its link to a new tab",
    {
      tag: "@full-browser",
    },
    async ({ page, nginx }) => {
      await page.goto(`${nginx.url}/ishka/`);
      await waitForHydration(page);
      await page.locator("#eco-living").scrollIntoViewIfNeeded();
      const pdf = page.waitForResponse((r) => r.url().endsWith("/eco-living-folleto.pdf"));
      await page.getByRole("button", { name: "Ver más" }).click();
      const dialog = page.getByRole("dialog", { name: "Folleto de Eco-Living" });
      await expect(dialog.locator('object[type="application/pdf"]')).toBeVisible();
      // Chromium's viewer shows the PDF; the <object>'s fallback text stays hidden.
      await expect(dialog.getByText("Tu navegador no puede mostrar el folleto aquí.")).toBeHidden();
      const response = await pdf;
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      // The PDF carries the school's facts of content/school.yaml (written by the build).
      const file = await (await fetch(`${nginx.url}/eco-living-folleto.pdf`)).arrayBuffer();
      expect(Buffer.from(file).toString("latin1")).toContain("contacto@ikyyoga.com");
      const newTab = dialog.getByRole("link", {
        name: "Abrir el folleto (PDF) en una pestaña nueva",
      });
      await expect(newTab).toHaveAttribute("href", "/eco-living-folleto.pdf");
      await expect(newTab).toHaveAttribute("target", "_blank");
      await screenshot(page, "folleto-nginx-1280", { fullPage: false });
      await expectNoCspViolations(page);
    },
  );

  test(
    "the English Eco-Living brochure shows in the window on /en/ishka/, with its link to a new tab",
    {
      tag: "@full-browser",
    },
    async ({ page, nginx }) => {
      await page.goto(`${nginx.url}/en/ishka/`);
      await waitForHydration(page);
      await page.locator("#eco-living").scrollIntoViewIfNeeded();
      const pdf = page.waitForResponse((r) => r.url().endsWith("/eco-living-brochure.pdf"));
      await page.getByRole("button", { name: "See more" }).click();
      const dialog = page.getByRole("dialog", { name: "Eco-Living brochure" });
      await expect(dialog.locator('object[type="application/pdf"]')).toBeVisible();
      await expect(dialog.getByText("Your browser cannot show the brochure here.")).toBeHidden();
      const response = await pdf;
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const file = await (await fetch(`${nginx.url}/eco-living-brochure.pdf`)).arrayBuffer();
      const text = Buffer.from(file).toString("latin1");
      expect(text).toContain("(Your stay) Tj");
      expect(text).toContain("contacto@ikyyoga.com");
      const newTab = dialog.getByRole("link", { name: "Open the brochure (PDF) in a new tab" });
      await expect(newTab).toHaveAttribute("href", "/eco-living-brochure.pdf");
      await expect(newTab).toHaveAttribute("target", "_blank");
      await expectNoCspViolations(page);
    },
  );

  for (const [section, recommendations] of byPage) {
    test(`/${section}/: each allowed recommendation opens in its frame (${recommendations.length})`, async ({
      page,
      nginx,
    }) => {
      await serveOutside(page, [...new Set(recommendations.map((r) => new URL(r.url).origin))]);
      await page.goto(`${nginx.url}/${section}/`);
      await waitForHydration(page);
      const words = (section.startsWith("en/") ? english : spanish).sections;
      const island = page.getByRole("region", { name: words.island });
      const list = island.getByRole("list", { name: words.recommendations });
      for (const rec of recommendations) {
        // The pointer on the island keeps what it shows (a visitor about to choose). Its
        // porcentaje decides where a recommendation is offered, and the island shows a set when
        // it changes: from the far end of the page (more than 20 points away) to it.
        await island.getByTestId("isla-seccion").hover();
        await scrollToPercent(page, rec.porcentaje < 50 ? 100 : 0);
        await scrollToPercent(page, rec.porcentaje);
        await list.getByRole("button", { name: rec.title }).click();
        const dialog = page.getByRole("dialog", { name: rec.title });
        const frame = dialog.frameLocator(`iframe[title="${rec.title}"]`);
        await expect(
          frame.getByRole("heading", { name: `Página de ${new URL(rec.url).host}` }),
        ).toBeVisible();
        await expect(dialog.getByRole("link", { name: words.frameOpen })).toHaveAttribute(
          "href",
          rec.url,
        );
        await expectNoCspViolations(page);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    });
  }

  test("the /ishka/ map with its tiles, and OpenStreetMap's (production) pass too", async ({
    page,
    nginx,
  }) => {
    await page.route("https://tile.openstreetmap.org/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
    );
    await page.goto(`${nginx.url}/ishka/`);
    await waitForHydration(page);
    // Leaflet and its tiles load when the map nears the viewport.
    await page
      .getByRole("region", { name: "Mapa del centro Ishka en Cali" })
      .scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-tile-loaded").first()).toBeVisible();
    const osm = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const img = new globalThis.Image();
          img.onload = () => resolve(true);
          img.onerror = () => resolve(false);
          img.src = src;
        }),
      "https://tile.openstreetmap.org/3/2/4.png",
    );
    expect(osm, "OpenStreetMap tile under the CSP").toBe(true);
    await expectNoCspViolations(page);
  });

  test("/paiement/: the card fields are Stripe's frames; nothing typed there enters the page; cancel asks", async ({
    page,
    nginx,
  }) => {
    const asked = await serveStripe(page);
    await page.goto(`${nginx.url}/paiement/`);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Pago con tarjeta" });
    await expect(dialog.getByText("Conexión segura con Stripe lista.")).toBeVisible();
    expect(asked).toContain("https://js.stripe.com/basil/stripe.js");
    // Three fields, each one of Stripe's frames, named by the site's labels.
    const number = dialog.getByRole("group", { name: "Número de tarjeta" });
    const expiry = dialog.getByRole("group", { name: "Caducidad (MM/AA)" });
    const cvc = dialog.getByRole("group", { name: "CVV" });
    for (const field of [number, expiry, cvc]) {
      await expect(field.locator("iframe")).toHaveAttribute("src", /^https:\/\/js\.stripe\.com\//);
    }
    await expect(dialog.locator("input")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Pagar" }).click();
    await expect(dialog.getByText(/Completa el número, la caducidad y el CVV/)).toBeVisible();

    const typeInto = async (field: typeof number, text: string) =>
      field.frameLocator("iframe").locator("input").pressSequentially(text);
    await typeInto(number, "4242424242424242");
    await typeInto(expiry, "1228");
    await typeInto(cvc, "123");
    await screenshot(page, "paiement-stripe-fields-1280");
    // The card number is in Stripe's frame, nowhere in the site's own document.
    const inPage = await page.evaluate(() => {
      const document = globalThis.document;
      const values = [...document.querySelectorAll("input, textarea")].map(
        (field) => (field as HTMLInputElement).value,
      );
      return [document.documentElement.outerHTML, ...values].join("\n");
    });
    expect(inPage).not.toMatch(/4242\s?4242/);
    await expect(number.frameLocator("iframe").locator("input")).toHaveValue("4242424242424242");
    await dialog.getByRole("button", { name: "Pagar" }).click();
    await expect(dialog.getByText(/Este formulario no hace cargos/)).toBeVisible();

    await dialog.getByRole("button", { name: "Cancelar", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "¿Cancelar el pago?" });
    await confirm.getByRole("button", { name: "No, volver al pago" }).click();
    await expect(number.frameLocator("iframe").locator("input")).toHaveValue("4242424242424242");
    await dialog.getByRole("button", { name: "Cancelar", exact: true }).click();
    await confirm.getByRole("button", { name: "Sí, cancelar" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.getByText("Has cancelado el pago. No se ha hecho ningún cargo."),
    ).toBeVisible();
    await expectNoCspViolations(page);
  });

  test.describe("on a first visit", () => {
    test.use({ consent: null });

    test("the cookie banner in the page's HTML shows, answers and opens again within the policy", async ({
      page,
      nginx,
    }) => {
      await page.goto(`${nginx.url}/yoga/`);
      const banner = page.getByRole("region", { name: "Cookies de analítica" });
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: "Rechazar" }).click();
      await expect(banner).toBeHidden();
      await waitForHydration(page);
      await page.getByRole("button", { name: "Preferencias de cookies" }).click();
      await expect(banner.getByRole("status")).toHaveText(/rechazada/);
      await page.keyboard.press("Escape");
      await expect(banner).toBeHidden();
      await expectNoCspViolations(page);
    });
  });

  test.describe("with the visitor's consent", () => {
    test.use({ consent: "granted" });

    test("gtag.js loads (inserted by the site's code, trusted through 'strict-dynamic') and sends its hit", async ({
      page,
      nginx,
    }) => {
      const scripts: string[] = [];
      const hits: string[] = [];
      // A stand-in gtag.js that, as Google's, sends its hit to google-analytics.com.
      await page.route("https://www.googletagmanager.com/**", (route) => {
        scripts.push(route.request().url());
        return route.fulfill({
          contentType: "text/javascript",
          body: 'fetch("https://www.google-analytics.com/g/collect?v=2&en=page_view",{method:"POST",mode:"no-cors"});',
        });
      });
      await page.route(/^https:\/\/([a-z0-9-]+\.)*google-analytics\.com\//, (route) => {
        hits.push(route.request().url());
        return route.fulfill({ status: 204, body: "" });
      });
      await page.goto(`${nginx.url}/`);
      await waitForHydration(page);
      await expect.poll(() => scripts.length, "gtag.js asked for").toBeGreaterThan(0);
      await expect.poll(() => hits.length, "its hit sent").toBeGreaterThan(0);
      await expectNoCspViolations(page);
    });
  });

  test("the subscription leads to the API's payment page (checkout redirect)", async ({
    page,
    nginx,
    apiURL,
  }) => {
    await page.goto(`${nginx.url}/login/`);
    await waitForHydration(page);
    await page.getByLabel("Correo electrónico").fill("ana@example.org");
    await page.getByLabel("Contraseña", { exact: true }).fill("yoga1234");
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page.waitForURL(`${apiURL}/plataforma`);
    await page.goto(`${nginx.url}/#programas`);
    await waitForHydration(page);
    await page
      .getByRole("article", { name: "Premium presencial" })
      .getByRole("button", { name: "Inscribirse" })
      .click();
    const modal = page.getByRole("dialog", { name: "Inscribirse: Premium presencial" });
    await expect(
      modal.getByRole("button", { name: "Inscribirse al plan + IKYnesis" }),
    ).toBeVisible();
    await expectNoCspViolations(page);
    await modal.getByRole("button", { name: "Inscribirse al plan + IKYnesis" }).click();
    await expect(page.getByRole("heading", { name: "Pago de prueba — IKY Yoga" })).toBeVisible();
    expect(page.url().startsWith(`${apiURL}/checkout/`)).toBe(true);
  });

  test("a new event (client-only route) brings its images from the API", async ({
    page,
    nginx,
    apiURL,
    stubURL,
  }) => {
    const created = (await (
      await fetch(`${stubURL}/__stub/events`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          resumen: "Círculo de meditación a la luz de la luna",
          descripcion: "Creado después de la compilación; nginx sirve la página de respaldo.",
          imagenCobertura: "evento-31-portada.jpg",
          startInDays: 9,
        }),
      })
    ).json()) as { idEvento: number };
    // The page asks the API origin of the build (the CSP checks that one), which the worker's
    // browser resolves to this worker's stand-in.
    const images = page.waitForResponse(
      (r) => r.url().startsWith(`${apiURL}/api/profesores/public/imagen`) && r.ok(),
    );
    await page.goto(`${nginx.url}/events/${created.idEvento}/`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Círculo de meditación a la luz de la luna" }),
    ).toBeVisible();
    await images;
    await expectNoCspViolations(page);
  });
});

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
