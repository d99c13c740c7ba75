// The English edition (/en/): the legal texts' <html lang> and Spanish words (every other
// route's are checked on the accessibility sweep's visit, e2e/a11y.spec.ts), hreflang
// alternates that point at each other, the language switch that keeps the page, English dates, each page's strings in its own page-data (its language's only, none in its
// scripts, an in-app navigation bringing the next page's), and the offer to read a Spanish
// page in English.
import type { Locator } from "@playwright/test";
import es from "../src/i18n/es";
import en from "../src/i18n/en";
import { test, expect, waitForHydration, waitForNetworkQuiet } from "./fixtures";
import { spanishInterfaceWords } from "./page-checks";

/**
 * English pages that the accessibility sweep (e2e/a11y.spec.ts), which checks every English
 * route of docs/product.md §2 for Spanish interface words, does not visit: the legal texts.
 */
const LEGAL_PAGES = ["/en/privacy/", "/en/terms/"];

/** The hreflang alternates in a page's prebuilt HTML, by language. */
async function alternatesOf(url: string): Promise<Record<string, string>> {
  const html = await (await fetch(url)).text();
  const links = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map(([tag]) => tag);
  return Object.fromEntries(
    links.map((tag) => [
      /hreflang="([^"]+)"/i.exec(tag)?.[1] ?? "",
      /href="([^"]+)"/.exec(tag)?.[1] ?? "",
    ]),
  );
}

test.describe("the English edition", () => {
  // Every route of docs/product.md §2 in both languages: e2e/a11y.spec.ts, on its visit.
  test("the legal texts are lang=en in English, lang=es in Spanish", async ({ page }) => {
    for (const path of LEGAL_PAGES) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    for (const path of ["/privacidad/", "/terminos/"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    }
  });

  test("the social card is in the page's language: og:image English on /en/, Spanish on /", async ({
    baseURL,
  }) => {
    const ogImage = async (path: string) =>
      /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/.exec(
        await (await fetch(`${baseURL}${path}`)).text(),
      )?.[1];
    for (const path of ["/en/", "/en/yoga/", "/en/privacy/"]) {
      expect(await ogImage(path), path).toBe(`${baseURL}/og-image-en.jpg`);
    }
    for (const path of ["/", "/yoga/", "/privacidad/"]) {
      expect(await ogImage(path), path).toBe(`${baseURL}/og-image.jpg`);
    }
    const card = await fetch(`${baseURL}/og-image-en.jpg`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toMatch(/^image\/jpeg/);
  });

  test("hreflang alternates are reciprocal: es, en and x-default point at pages that point back", async ({
    baseURL,
  }) => {
    for (const path of ["/en/", "/yoga/", "/en/events/38/", "/privacidad/", "/en/terms/"]) {
      const own = await alternatesOf(`${baseURL}${path}`);
      expect(Object.keys(own).sort(), path).toEqual(["en", "es", "x-default"]);
      expect(own["x-default"], path).toBe(own.es);
      for (const href of [own.es!, own.en!]) {
        expect(href, path).toMatch(/^https?:\/\//);
        // The build's site URL is this server's origin: each alternate is a real page.
        expect(await alternatesOf(href), `${path} → ${href}`).toEqual(own);
      }
    }
  });

  test("canonical in the page's language, og:locale, JSON-LD inLanguage, sitemap alternates", async ({
    baseURL,
  }) => {
    const html = await (await fetch(`${baseURL}/en/`)).text();
    expect(html).toMatch(new RegExp(`<link[^>]*rel="canonical"[^>]*href="${baseURL}/en/"`));
    expect(html).toMatch(/<meta[^>]*property="og:locale"[^>]*content="en_GB"/);
    expect(html).toMatch(/<meta[^>]*property="og:locale:alternate"[^>]*content="es_CO"/);
    const blocks = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/g)];
    expect(blocks.length).toBeGreaterThan(0);
    for (const [, json] of blocks) expect(JSON.parse(json!).inLanguage).toBe("en");
    const sitemap = await (await fetch(`${baseURL}/sitemap-0.xml`)).text();
    const entry = /<url><loc>[^<]*\/en\/yoga\/<\/loc>.*?<\/url>/.exec(sitemap)?.[0] ?? "";
    expect(entry).toContain(`hreflang="es" href="${baseURL}/yoga/"`);
    expect(entry).toContain(`hreflang="en" href="${baseURL}/en/yoga/"`);
    expect(entry).toContain(`hreflang="x-default" href="${baseURL}/yoga/"`);
    expect(sitemap).toContain(`<loc>${baseURL}/yoga/</loc>`);
    expect(sitemap).not.toContain("/en/paiement/");
  });

  test("the switch keeps the page both ways: a section, an event, a legal text", async ({
    page,
  }) => {
    const pairs = [
      ["/en/yoga/", "/yoga/"],
      ["/en/events/38/", "/events/38/"],
      ["/en/privacy/", "/privacidad/"],
    ];
    for (const [english, spanish] of pairs) {
      await page.goto(english!);
      await waitForHydration(page);
      await page.getByRole("contentinfo").getByRole("link", { name: "Español" }).click();
      await expect(page).toHaveURL(new RegExp(`${spanish}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await waitForHydration(page);
      // By keyboard, from the header this time.
      const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
      await expect(toEnglish).toHaveAttribute("hreflang", "en");
      await toEnglish.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${english}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
  });

  test("the head follows each route change: the switch (a full load), then in-app links in English", async ({
    page,
  }) => {
    const headOf = () =>
      page.evaluate(() => {
        const doc = globalThis.document;
        const attr = (selector: string, name: string) =>
          [...doc.querySelectorAll(selector)].map((el) => el.getAttribute(name));
        return {
          lang: doc.documentElement.lang,
          titles: [...doc.querySelectorAll("title")].map((t) => t.textContent),
          canonical: attr('link[rel="canonical"]', "href"),
          alternates: attr('link[rel="alternate"][hreflang]', "hreflang"),
          ogLocale: attr('meta[property="og:locale"]', "content"),
        };
      });
    await page.goto("/");
    await waitForHydration(page);
    expect(await headOf()).toMatchObject({ lang: "es", titles: ["IKY Yoga"], ogLocale: ["es_CO"] });
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await waitForHydration(page);
    expect(await headOf()).toMatchObject({ lang: "en", titles: ["IKY Yoga"], ogLocale: ["en_GB"] });

    // Within English the router stays in charge: no reload, and Gatsby's Head replaces the
    // whole head, <html lang> kept English.
    await page.evaluate(() => {
      (globalThis as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByRole("banner").locator('a[href="/en/about/"]').first().click();
    await expect(page).toHaveURL(/\/en\/about\/$/);
    const title = `${en.sections.pages.about.title} | IKY Yoga`;
    await expect(page).toHaveTitle(title);
    expect(
      await page.evaluate(() => (globalThis as unknown as { __samePage?: boolean }).__samePage),
      "no reload",
    ).toBe(true);
    const head = await headOf();
    expect(head).toMatchObject({
      lang: "en",
      titles: [title],
      alternates: ["es", "en", "x-default"],
      ogLocale: ["en_GB"],
    });
    expect(head.canonical).toEqual([expect.stringMatching(/\/en\/about\/$/)]);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  for (const path of LEGAL_PAGES) {
    test(`${path} shows no Spanish interface word outside the API's text`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await spanishInterfaceWords(page), `Spanish words on ${path}`).toEqual([]);
    });
  }

  test("event dates in English: '5 Feb 2027' on the cards", async ({ page }) => {
    await page.goto("/en/events/");
    await waitForHydration(page);
    const dates = await page
      .locator("article p")
      .evaluateAll((nodes) =>
        nodes.map((node) => node.textContent ?? "").filter((text) => /\d{4}$/.test(text)),
      );
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  test("a page's strings come in its page-data, its language's only, and no script carries any", async ({
    page,
    request,
  }) => {
    for (const [path, own, other] of [
      ["/en/yoga/", en, es],
      ["/yoga/", es, en],
      ["/en/ripey/", en, es],
    ] as const) {
      const urls: string[] = [];
      const listener = (response: { url: () => string }) => {
        if (/\.(js|json)$/.test(new URL(response.url()).pathname)) urls.push(response.url());
      };
      page.on("response", listener);
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await waitForNetworkQuiet(page);
      page.off("response", listener);
      // What the browser fetched, read again from the server once the page is done with it.
      const fetched = await Promise.all(
        [...new Set(urls)].map(async (url) => ({
          url,
          text: await (await request.get(url)).text(),
        })),
      );
      const pageData = fetched.find(({ url }) => url.endsWith(`/page-data${path}page-data.json`));
      expect(pageData, `${path}: its page-data`).toBeDefined();
      const context = (JSON.parse(pageData!.text) as { result: { pageContext: unknown } }).result
        .pageContext;
      expect(context, path).toMatchObject({ messages: { layout: own.layout } });
      for (const { url, text } of fetched) {
        const scriptText = url.endsWith(".js");
        for (const catalog of scriptText ? [own, other] : [other]) {
          const sample = catalog.layout.notFoundText;
          expect(text.includes(sample), `${path}: ${url} carries "${sample}"`).toBe(false);
        }
      }
    }
  });

  test("an in-app navigation brings the next page's strings in its page-data: no reload, no Spanish", async ({
    page,
  }) => {
    await page.goto("/en/yoga/");
    await waitForHydration(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.evaluate(() => {
      (globalThis as unknown as { __samePage: boolean }).__samePage = true;
    });
    // A link of the footer (Gatsby's Link): in-app, through the router.
    await page.getByRole("contentinfo").locator('a[href="/en/events/"]').first().click();
    await expect(page).toHaveURL(/\/en\/events\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.eventList.listTitle);
    expect(
      await page.evaluate(() => (globalThis as unknown as { __samePage?: boolean }).__samePage),
      "no reload",
    ).toBe(true);
    expect(
      requested.filter((url) => url.endsWith("/page-data/en/events/page-data.json")),
    ).toHaveLength(1);
    expect(
      requested.filter(
        (url) => /\/page-data\/(?!en\/)/.test(url) && !/\/(app-data|sq)\b/.test(url),
      ),
    ).toEqual([]);
    // The profile panel speaks the page's language with the messages the page brought.
    await page.getByRole("button", { name: en.layout.profileButton.loggedOut }).click();
    await expect(page.getByRole("button", { name: en.account.login }).first()).toBeVisible();
  });

  test("/en/ishka/ offers the English Eco-Living brochure, with English link texts", async ({
    page,
    request,
  }) => {
    await page.goto("/en/ishka/");
    await waitForHydration(page);
    await page.locator("#eco-living").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "See more" }).click();
    const dialog = page.getByRole("dialog", { name: "Eco-Living brochure" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('object[type="application/pdf"]')).toHaveAttribute(
      "data",
      "/eco-living-brochure.pdf",
    );
    await expect(
      dialog.getByRole("link", { name: "Open the brochure (PDF) in a new tab" }),
    ).toHaveAttribute("href", "/eco-living-brochure.pdf");
    // The <object>'s fallback link (hidden while the browser shows the PDF).
    const download = dialog.locator("a[download]");
    await expect(download).toHaveAttribute("href", "/eco-living-brochure.pdf");
    await expect(download).toHaveText("Download the brochure as a PDF");
    await expect(dialog.locator('a[href="/eco-living-folleto.pdf"]')).toHaveCount(0);
    // The PDF itself is in English, with the school's facts (scripts/make-brochure.mjs).
    const response = await request.get("/eco-living-brochure.pdf");
    expect(response.status()).toBe(200);
    const pdf = (await response.body()).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toContain("(Your stay) Tj");
    expect(pdf).toContain("contacto@ikyyoga.com");
    expect(pdf).not.toContain("Tu estancia");
  });

  test("behind nginx, an unknown path under /en/ gets the English 404, others the Spanish one", async ({
    page,
    nginx,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 404/, "the missing pages answer 404 on purpose");
    for (const [path, lang, title] of [
      ["/en/no-such-page/", "en", "Page not found"],
      ["/no-existe/", "es", "Página no encontrada"],
    ] as const) {
      const response = await page.goto(`${nginx.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
    }
  });
});

/** Fails when the English offer's box overlaps any of `elements` (their first match each). */
async function expectOfferClearOf(offer: Locator, elements: Locator[]) {
  const box = (await offer.boundingBox())!;
  for (const element of elements) {
    const other = (await element.first().boundingBox())!;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(overlaps, `the offer ${JSON.stringify(box)} over ${element}`).toBe(false);
  }
}

test.describe("a browser that prefers English, on a Spanish page", () => {
  test.use({ locale: "en-GB" });

  for (const width of [375, 1280]) {
    test(`at ${width} px the offer covers none of the home hero, the header or the profile button, and comes first by keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      await page.goto("/");
      await waitForHydration(page);
      const offer = page.locator("[data-english-offer]");
      await expect(offer).toBeVisible();
      const box = (await offer.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectOfferClearOf(offer, [
        page.getByRole("banner"),
        page.getByText(es.home.kicker),
        page.getByRole("heading", { level: 1 }),
        page.getByRole("link", { name: es.home.discover }),
        page.getByRole("link", { name: es.home.planning }),
        page.getByRole("button", { name: es.layout.profileButton.loggedOut }),
      ]);
      // After the skip link, Tab reaches the offer before the header's links.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(offer.getByRole("link", { name: "Read this page in English" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(offer.getByRole("button", { name: /No thanks/ })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(offer).toHaveCount(0);
      await expect(page.getByRole("main")).toBeFocused();
    });
  }

  test.describe("on a first visit, with the cookie banner open", () => {
    test.use({ consent: null, viewport: { width: 1280, height: 900 } });

    test("the offer waits for the banner, then covers none of an event's hero", async ({
      page,
    }) => {
      await page.goto("/events/31/");
      await waitForHydration(page);
      const banner = page.getByRole("region", { name: es.consent.title });
      await expect(banner).toBeVisible();
      const offer = page.locator("[data-english-offer]");
      await expect(offer).toBeAttached();
      await expect(offer).toBeHidden();
      await banner.getByRole("button", { name: es.consent.reject }).click();
      await expect(offer).toBeVisible();
      await expectOfferClearOf(offer, [
        page.getByRole("heading", { level: 1 }),
        page.getByText(es.events.ended, { exact: true }),
        page.locator("header p").filter({ hasText: /\d{4}/ }),
      ]);
    });
  });

  test("gets one discreet offer, client-only, fixed (no layout shift), remembered once dismissed", async ({
    page,
    baseURL,
  }) => {
    // Never in the prebuilt HTML that crawlers read.
    const html = await (await fetch(`${baseURL}/yoga/`)).text();
    expect(html).not.toContain("data-english-offer");

    await page.goto("/yoga/");
    await waitForHydration(page);
    const offer = page.locator("[data-english-offer]");
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "en");
    expect(await offer.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await expect(offer.getByRole("link", { name: "Read this page in English" })).toHaveAttribute(
      "href",
      "/en/yoga/",
    );
    await offer.getByRole("button", { name: /No thanks/ }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("[data-english-offer]")).toHaveCount(0);
  });
});

test("a browser that prefers Spanish is offered nothing", async ({ page }) => {
  await page.goto("/yoga/");
  await waitForHydration(page);
  await expect(page.locator("[data-english-offer]")).toHaveCount(0);
});
