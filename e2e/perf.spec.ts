// What the performance work must not break in the browser: each page's head (server tags, then
// the right tags, once each, after client-side navigation), and the teacher record of /ripey/
// is fetched only when first opened, yet opens, closes and returns focus as before.
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";

/** The head as the page's own prebuilt HTML has it. */
async function prebuiltHead(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const pick = (re: RegExp) => html.match(re)?.[1];
  return {
    // Gatsby's Head API adds data-gatsby-head to each tag it writes.
    title: pick(/<title[^>]*>([^<]*)<\/title>/),
    description: pick(/<meta[^>]*name="description" content="([^"]*)"/),
    canonical: pick(/<link[^>]*rel="canonical" href="([^"]*)"/),
  };
}

const head = (page: Page) =>
  page.evaluate(() => {
    const document = globalThis.document;
    return {
      title: document.title,
      descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
        m.getAttribute("content"),
      ),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
        l.getAttribute("href"),
      ),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
    };
  });

test("each page carries its header in the HTML and in-site navigation replaces it whole", async ({
  page,
  request,
}) => {
  const home = await prebuiltHead(request, "/");
  const yoga = await prebuiltHead(request, "/yoga/");
  expect(home.title).toBe("IKY Yoga");
  expect(yoga.title).toBe("Yoga IKY | IKY Yoga");
  expect(yoga.description).toBeTruthy();
  expect(yoga.description).not.toBe(home.description);
  expect(yoga.canonical ?? "").toMatch(/\/yoga\/$/);

  await page.goto("/");
  await waitForHydration(page);
  expect(await head(page)).toEqual({
    title: home.title,
    descriptions: [home.description],
    canonicals: [home.canonical],
    ogTitle: home.title,
  });

  // A client-side route change: no reload, the head follows.
  await page.evaluate(() => {
    (globalThis as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: "Yoga", exact: true })
    .click();
  await expect(page).toHaveURL(/\/yoga\/$/);
  await expect(page).toHaveTitle(yoga.title ?? "");
  expect(
    await page.evaluate(() => (globalThis as unknown as { __samePage?: boolean }).__samePage),
    "no reload",
  ).toBe(true);
  expect(await head(page)).toEqual({
    title: yoga.title,
    descriptions: [yoga.description],
    canonicals: [yoga.canonical],
    ogTitle: yoga.title,
  });
  await expect(
    page.locator('script[type="application/ld+json"]'),
    "the home page's JSON-LD left with it",
  ).toHaveCount(0);
});

test("a teacher's card loads when opened, and opens, closes and returns focus", async ({
  page,
}) => {
  await page.goto("/ripey/");
  await waitForHydration(page);
  await expect(page.locator("dialog"), "no dialog before one is opened").toHaveCount(0);

  const row = page
    .getByRole("table", { name: /profesores/i })
    .getByRole("rowheader")
    .first();
  const name = (await row.textContent())?.trim() ?? "";
  const opener = row.getByRole("button");
  await opener.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
