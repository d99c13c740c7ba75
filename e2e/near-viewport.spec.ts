// Parts of a page below the fold whose code loads as they come near the viewport
// (src/components/ui/hydrate-near-viewport.tsx): the home page's planning, events and plans,
// the registry, every page's footer, and the section pages' island, whose code comes with the
// first scroll.
// What that must keep: the prebuilt HTML shown and never redrawn (an update that reached the
// waiting part would make React drop it and log error 421, which fails every test here), the
// code not fetched with the page, and the part working once there, also after an in-app
// navigation, where it has no prebuilt HTML.
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration, waitForNetworkQuiet } from "./fixtures";
import { removedElements, watchRemovedElements } from "./removed-elements";

/** The URLs the page requests that match `pattern`, filled in as it requests them. */
function requestsFor(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const PART_CHUNK = /\/home-more-[0-9a-f]+\.js$/;
const PART_CSS = /\/home-more\.[0-9a-f]+\.css$/;

test.describe("the home page below the fold", () => {
  for (const path of ["/", "/en/"]) {
    test(`${path}: the part's classes have their CSS in the page's HTML`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
      const part = html.slice(html.indexOf('<div data-part="home-more"'));
      const classes = new Set(
        [...part.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(/\s+/)),
      );
      // Classes that only compose others (EventCard's badge) have no rule of their own.
      const unstyled = [...classes].filter(
        (name) =>
          name.includes("-module--") && !name.includes("--badge--") && !css.includes(`.${name}`),
      );
      expect(classes.size).toBeGreaterThan(20);
      expect(unstyled, "classes of the part without their CSS in the HTML").toEqual([]);
    });
  }

  test.use({ viewport: { width: 375, height: 812 } });

  test("its code waits until it comes near; its HTML stays through hash links and the login check", async ({
    page,
  }) => {
    const fetched = requestsFor(page, PART_CHUNK);
    const stylesheets = requestsFor(page, PART_CSS);
    await watchRemovedElements(page, "main");
    await page.goto("/");
    await waitForHydration(page);
    expect(fetched, "the part's code, fetched with the page").toEqual([]);
    const plans = page.getByRole("region", { name: "Programas" }).first();
    await expect(page.locator("#planning")).toBeAttached();

    // The hero's link to the planning changes the location (a hash): the router's context
    // updates above the waiting part.
    await page.getByRole("link", { name: "Planning de la semana", exact: true }).click();
    await expect(page).toHaveURL(/#planning$/);
    await expect(page.locator("#planning")).toBeInViewport();
    await expect.poll(() => fetched.length, { message: "the part's code, near it" }).toBe(1);
    await waitForNetworkQuiet(page);
    expect(await removedElements(page), "prebuilt elements removed from <main>").toEqual([]);
    expect(stylesheets, "the part's CSS, fetched again though it is in the page").toEqual([]);

    // Hydrated: a plan's button answers (without a login it leads to the login for plans).
    await plans.scrollIntoViewIfNeeded();
    await page
      .getByRole("button", { name: /Inscribirse/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login-subscription\/\?plan=/);
  });

  test("a click on it before its code came is not lost: it is made again once hydrated", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Straight to a plan's button and a click, before the part's code can be there.
    const button = page.getByRole("button", { name: /Inscribirse/ }).first();
    await button.evaluate((element) => {
      element.scrollIntoView({ block: "center", behavior: "instant" });
      (element as HTMLElement).click();
    });
    await expect(page).toHaveURL(/\/login-subscription\/\?plan=/);
  });

  test("after an in-app navigation it loads at once and shows", async ({ page }) => {
    await page.goto("/yoga/");
    await waitForHydration(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /IKY Yoga|Inicio/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Próximos eventos" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Inscribirse/ }).first()).toBeVisible();
  });
});

test.describe("the registry on /ripey/", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  const REGISTRY = /\/registry-[0-9a-f]+\.js$/;

  test("its code waits until it comes near, then it answers a search", async ({ page }) => {
    const fetched = requestsFor(page, REGISTRY);
    await watchRemovedElements(page, "main");
    await page.goto("/ripey/");
    await waitForHydration(page);
    expect(fetched, "the registry's code, fetched with the page").toEqual([]);
    const search = page.getByLabel("Nombre y apellido");
    await search.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.length).toBe(1);
    await waitForNetworkQuiet(page);
    // Hydrated in place; the search below then removes the rows it filters out, as it should.
    expect(await removedElements(page), "prebuilt elements removed from <main>").toEqual([]);
    await search.fill("lucia restrepo");
    await expect(page.getByText("1 profesor coincide con la búsqueda.")).toBeVisible();
  });

  test("a click on it while the page is still loading is kept, and made once it is there", async ({
    page,
  }) => {
    // The page's data is held back: the site's script runs, the page does not hydrate yet.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => undefined as void;
    const pageDataAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route("**/page-data/ripey/page-data.json", async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto("/ripey/", { waitUntil: "commit" });
    await pageDataAsked;
    const table = page.getByRole("table", { name: /Profesores graduados del registro/ });
    await page.getByRole("button", { name: "Mostrar 20 profesores más" }).click();
    release();
    await expect(table.getByRole("rowheader")).toHaveCount(30);
    await expect(page.getByRole("button", { name: "Mostrar menos" })).toBeVisible();
  });

  test("a link with a search loads it at once and shows the results", async ({ page }) => {
    await page.goto("/ripey/?lugar=jamundi");
    await expect(page.getByText("1 profesor coincide con la búsqueda.")).toBeVisible();
  });
});

test.describe("the section pages' island", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  const FLOATING = /\/section-floating-[0-9a-f]+\.js$/;

  test("is prebuilt at section 01, 0 %; its code comes with the first scroll, then it follows", async ({
    page,
  }) => {
    const fetched = requestsFor(page, FLOATING);
    await watchRemovedElements(page, "#___gatsby");
    await page.goto("/yoga/");
    await waitForHydration(page);
    const island = page.getByTestId("isla-seccion");
    await expect(island).toHaveText(/^\s*(Sección\s*)?01/);
    await expect(page.getByTestId("isla-porcentaje")).toHaveText(/^0\s*%/);
    await waitForNetworkQuiet(page);
    expect(fetched, "the island's code, fetched before a scroll").toEqual([]);

    await page.evaluate(() => globalThis.scrollTo({ top: 600, behavior: "instant" }));
    await expect.poll(() => fetched.length, { message: "the island's code, on a scroll" }).toBe(1);
    await expect
      .poll(async () =>
        Number((await page.getByTestId("isla-porcentaje").innerText()).replace(/\D+/g, "")),
      )
      .toBeGreaterThan(0);
    expect(await removedElements(page), "prebuilt elements removed").toEqual([]);
    await expect(page.getByRole("button", { name: "Volver arriba" })).toBeVisible();
  });

  test("a link to a section loads it at once: the island names that section", async ({ page }) => {
    await page.goto("/yoga/#sistema-iky");
    await waitForHydration(page);
    await expect(page.getByTestId("isla-porcentaje")).not.toHaveText(/^0\s*%/);
  });
});

test.describe("the footer", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  const FOOTER = /\/footer-[0-9a-f]+\.js$/;

  test("its code waits until it comes near; then its links and buttons work", async ({ page }) => {
    const fetched = requestsFor(page, FOOTER);
    await watchRemovedElements(page, "#___gatsby");
    await page.goto("/yoga/");
    await waitForHydration(page);
    await waitForNetworkQuiet(page);
    expect(fetched, "the footer's code, fetched with the page").toEqual([]);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.length, { message: "the footer's code, near it" }).toBe(1);
    await waitForNetworkQuiet(page);
    expect(await removedElements(page), "prebuilt elements removed").toEqual([]);
    // An in-app link of the footer: the next page's footer loads at once and shows.
    await footer.getByRole("link", { name: "Eventos" }).click();
    await expect(page).toHaveURL(/\/events\/$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Vídeos" })).toBeVisible();
  });
});

test.describe("a part whose code cannot load", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("keeps its prebuilt HTML on the page, and says so in the console", async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/\[parts\] A part's code failed to load/, "the part's chunk is refused");
    expectConsoleError(/Failed to load resource/, "the refused chunk");
    await page.route(PART_CHUNK, (route) => route.abort());
    await watchRemovedElements(page, "main");
    await page.goto("/");
    await waitForHydration(page);
    // The part's code is asked for as it comes near, and refused: the page says so, then the
    // prebuilt HTML is still there (read after the refusal, not before it).
    const refused = page.waitForEvent("console", (message) =>
      message.text().includes("[parts] A part's code failed to load"),
    );
    await page.locator("#programas").scrollIntoViewIfNeeded();
    await refused;
    await expect(page.getByRole("heading", { name: "Programas" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Inscribirse/ }).first()).toBeVisible();
    expect(await removedElements(page), "prebuilt elements removed from <main>").toEqual([]);
  });
});
