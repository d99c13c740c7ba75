// The built site answers at all: the home page renders in Spanish without errors, and an
// unknown address gets the 404 page with a real 404 status.
import { test, expect, waitForHydration } from "./fixtures";

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test(`the home page loads in Spanish, with a main heading and without errors (${width} px)`, async ({
      page,
    }) => {
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // Hydration problems surface shortly after load (the fixture fails on any error).
      await waitForHydration(page);
    });
  });
}

test("an unknown address shows the 404 page with status 404", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 404/, "the address does not exist: the document answers 404");
  const response = await page.goto("/esta-pagina-no-existe/");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
});
