import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { layoutShift, watchLayoutShifts } from "./layout-shift";

// The stand-in API serves event 49's cover broken (200, image/png, bytes that are
// not an image; stub-api CORRUPT_IMAGE). The build skipped it with a warning naming the file
// and still built the event's page, which shows the cover's fallback in the same box as an
// event with its cover, with nothing moving while the page loads.
const BROKEN = { path: "/events/49/", title: "Taller en línea de Método Feldenkrais" };
const WITH_COVER = { path: "/events/41/", title: "Taller de IKYnesis: columna libre" };

/** Waits until the page, its images and its fonts are loaded. */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
    );
  });
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`Event with a broken cover, ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the page was built and shows the fallback header, without a broken image", async ({
      page,
    }) => {
      await page.goto(BROKEN.path);
      await expect(page.getByRole("heading", { level: 1, name: BROKEN.title })).toBeVisible();
      const hero = page.locator("article > header").first();
      await expect(hero).toBeVisible();
      // No cover element at all (a broken <img> would show the browser's broken icon).
      await expect(hero.locator("img, picture")).toHaveCount(0);
      // The fallback is the hero's own gradient, behind readable white text.
      const background = await hero.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(background).toContain("linear-gradient");
      // The rest of the page is intact: facts and the gallery of the event.
      await expect(page.getByRole("complementary", { name: "Datos del evento" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Imágenes" })).toBeVisible();
    });

    test("the fallback header takes the same room as a cover, and nothing moves", async ({
      page,
    }) => {
      // The cover of another event, as the build made it, to put in this hero afterwards.
      await page.goto(WITH_COVER.path);
      await expect(page.getByRole("heading", { level: 1, name: WITH_COVER.title })).toBeVisible();
      const cover = page.locator("article > header").first().locator("picture");
      await expect(cover).toHaveCount(1);
      const coverHtml = await cover.evaluate((el) => el.outerHTML);

      await watchLayoutShifts(page);
      await page.goto(BROKEN.path);
      const hero = page.locator("article > header").first();
      await expect(page.getByRole("heading", { level: 1, name: BROKEN.title })).toBeVisible();
      const early = await hero.boundingBox();
      await settled(page);
      // Loading ends with React's hydration; the cover below is put in after it (a DOM changed
      // before it makes React throw #418 and render the page again, without the cover).
      await waitForHydration(page);
      const late = await hero.boundingBox();
      expect(early).not.toBeNull();
      // Nothing moved from the first paint to the end of loading…
      expect(late).toEqual(early);
      const shift = await layoutShift(page);
      expect(shift).toBeLessThan(0.01);

      // …and with a cover in it, the hero would have had exactly the same box.
      await hero.evaluate((el, html) => el.insertAdjacentHTML("afterbegin", html), coverHtml);
      await expect(hero.locator("picture img")).toBeVisible();
      await settled(page);
      expect(await hero.boundingBox()).toEqual(late);
    });

    test("in the event list its card has the fallback background of the same size", async ({
      page,
    }) => {
      await page.goto("/events/");
      const card = page.getByRole("article").filter({
        has: page.getByRole("link", { name: BROKEN.title }),
      });
      const other = page.getByRole("article").filter({
        has: page.getByRole("link", { name: WITH_COVER.title }),
      });
      await expect(card).toBeVisible();
      await expect(card.locator("img")).toHaveCount(0);
      const mediaOf = (article: typeof card) => article.locator("> div").first();
      const [a, b] = [await mediaOf(card).boundingBox(), await mediaOf(other).boundingBox()];
      expect(a).not.toBeNull();
      expect(Math.abs((a?.height ?? 0) - (b?.height ?? 0))).toBeLessThanOrEqual(1);
      expect(Math.abs((a?.width ?? 0) - (b?.width ?? 0))).toBeLessThanOrEqual(1);
    });
  });
}
