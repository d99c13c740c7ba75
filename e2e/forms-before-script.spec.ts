// The forms that hold a password or personal data, before their script runs: with JavaScript
// off, and with the page's scripts held back. Whatever the visitor types, Enter in a field or a
// click on the submit sends nothing: no value appears in any URL the browser asks for (a form
// the browser sent by itself would put every field in the address, the history and the access
// log). The submit says why it waits; once the script comes, everything typed is still there.
import type { BrowserContext, Locator, Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** Every page with such a form in its prebuilt HTML, and its note in the page's language. */
const FORMS = [
  { path: "/login/", note: /El botón se activa al terminar de cargar la página/ },
  { path: "/login-subscription/", note: /El botón se activa/ },
  { path: "/signup/", note: /El botón se activa/ },
  { path: "/signup-teacher/", note: /El botón se activa/ },
  { path: "/en/login/", note: /The button turns on once the page has loaded/ },
  { path: "/en/signup/", note: /The button turns on/ },
];

/** Every URL the context asks for, main frame and subresources alike. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request: Request) => urls.push(request.url()));
  return urls;
}

/** Fills every field of the form with a value of its own; returns the values typed. */
async function fillEverything(form: Locator): Promise<string[]> {
  const values: string[] = [];
  const inputs = form.locator("input:not([type=hidden])");
  for (let i = 0; i < (await inputs.count()); i += 1) {
    const input = inputs.nth(i);
    const type = (await input.getAttribute("type")) ?? "text";
    if (type === "checkbox") {
      await input.click();
      continue;
    }
    const value =
      type === "email"
        ? `zq7k${i}@example.org`
        : type === "date"
          ? "1990-05-17"
          : `zq7k${i}-Secret pass`;
    await input.fill(value);
    values.push(value);
  }
  return values;
}

/** The ways a value could appear in a URL: as typed, percent-encoded, a form's `+` for spaces. */
const spellings = (value: string) => [
  value,
  encodeURIComponent(value),
  encodeURIComponent(value).replace(/%20/g, "+"),
];

function leaks(urls: readonly string[], values: readonly string[]): string[] {
  return urls.filter((url) =>
    values.some((value) => spellings(value).some((spelling) => url.includes(spelling))),
  );
}

/**
 * Enter in every field, then a click on the submit (forced: it is disabled, and a click on it
 * must do nothing). A form the browser sent would navigate: its request is waited for a while,
 * and any request that carries a value fails below.
 */
async function trySending(page: Page, form: Locator) {
  const fields = form.locator("input:not([type=hidden]):not([type=checkbox])");
  for (let i = 0; i < (await fields.count()); i += 1) await fields.nth(i).press("Enter");
  await form.locator("button[type=submit]").click({ force: true });
  await page
    .waitForRequest((request) => request.isNavigationRequest(), { timeout: 2_000 })
    .catch(() => undefined);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, note } of FORMS) {
    test(`${path}: Enter and the submit send nothing, and the page says why`, async ({
      page,
      context,
    }) => {
      const urls = recordRequests(context);
      await page.goto(path);
      const form = page.locator("main form").first();
      await expect(form).toHaveAttribute("method", "post");
      await expect(form.locator("button[type=submit]")).toBeDisabled();
      await expect(page.getByText(note)).toBeVisible();
      const values = await fillEverything(form);
      expect(values.length).toBeGreaterThan(1);
      await trySending(page, form);
      expect(leaks(urls, values), "URLs that carry a typed value").toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});

test.describe("with the page's scripts held back", () => {
  for (const { path, note } of FORMS) {
    test(`${path}: nothing is sent before the script, nothing typed is lost after it`, async ({
      page,
      context,
    }) => {
      const urls = recordRequests(context);
      // The site's scripts wait here until the test lets them go.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await context.route(/\.js(\?.*)?$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const form = page.locator("main form").first();
      const submit = form.locator("button[type=submit]");
      await expect(submit).toBeDisabled();
      const values = await fillEverything(form);
      await trySending(page, form);
      // Scripts that do not come: the note appears under the submit.
      await expect(page.getByText(note)).toBeVisible();
      expect(leaks(urls, values), "URLs that carry a typed value").toEqual([]);

      const boxes = form.locator("input[type=checkbox]");
      const ticked = await boxes.evaluateAll((all) =>
        all.map((box) => (box as HTMLInputElement).checked),
      );

      release();
      await waitForHydration(page);
      await expect(submit).toBeEnabled();
      await expect(page.getByText(note)).toHaveCount(0);
      const kept = await form
        .locator("input:not([type=hidden]):not([type=checkbox])")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(kept, "what was typed before the script came").toEqual(values);
      // React owns the values now: a re-render (the password shown) keeps them.
      const reveal = form.getByRole("button", { name: /^(Mostrar|Show) / }).first();
      await reveal.click();
      const after = await form
        .locator("input:not([type=hidden]):not([type=checkbox])")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(after).toEqual(values);
      expect(
        await boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked)),
        "boxes ticked or unticked before the script came",
      ).toEqual(ticked);
      expect(leaks(urls, values), "URLs that carry a typed value").toEqual([]);
    });
  }
});
