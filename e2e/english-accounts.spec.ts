// The accounts and checkout of the English edition (the English edition, docs/product.md §10) against the stand-in API: the
// same payloads as e2e/accounts.spec.ts and e2e/accounts-checkout.spec.ts, told in English;
// the API's own words stay Spanish and are marked lang="es". Both widths are looked at.
import type { Page } from "@playwright/test";
import { axeViolations } from "../scripts/lib/a11y.mjs";
import { ANA, calls, fillSignup, login, open } from "./accounts-helpers";
import { test, expect, screenshot } from "./fixtures";

const PHONE = { width: 375, height: 800 };

const NEW_STUDENT: Record<string, string> = {
  "First name": "Lina",
  "Last name": "Ortiz",
  Username: "lina.ortiz",
  Email: "lina@example.org",
  Password: "respira123",
  "Confirm password": "respira123",
  "Date of birth": "1992-06-15",
  "Postal address": "Carrera 10 # 4-20, Cali",
};

const fillEnglishSignup = (page: Page, values: Record<string, string>) =>
  fillSignup(page, values, /^I authorise the processing of my personal data/);

/** Nothing on the page scrolls sideways: no English word pushes the layout out. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "no horizontal overflow").toBeLessThanOrEqual(0);
}

for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test("English login: wrong credentials in English, with focus, what was typed kept", async ({
      page,
      expectConsoleError,
    }) => {
      expectConsoleError(
        /status of 401.*\/api\/(estudiantes|profesores)\/login/,
        "the password is wrong: both logins refuse it",
      );
      await open(page, "/en/login/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.getByLabel("Email").fill("ana@example.org");
      await page.getByLabel("Password", { exact: true }).fill("wrong");
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      const alert = page.getByRole("alert");
      await expect(alert.getByText("Incorrect email or password.")).toBeVisible();
      await expect(alert).toBeFocused();
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("wrong");
      await expectNoSidewaysScroll(page);
      await screenshot(page, `english-login-error-${viewport.width}`);
    });

    test("English sign-up: mismatched passwords, then an e-mail already taken, in English", async ({
      page,
      expectConsoleError,
    }) => {
      expectConsoleError(
        /status of 409.*\/api\/estudiantes\/registrar/,
        "the e-mail already has an account: the API refuses the sign-up",
      );
      await open(page, "/en/signup/");
      expect(await axeViolations(page), "/en/signup/ without axe violations").toEqual([]);
      await fillEnglishSignup(page, { ...NEW_STUDENT, "Confirm password": "something-else" });
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Passwords do not match.")).toBeVisible();
      await expect(page.getByLabel("Confirm password", { exact: true })).toBeFocused();
      expect(await calls("/api/estudiantes/registrar")).toHaveLength(0);

      await page.getByLabel("Confirm password", { exact: true }).fill("respira123");
      await page.getByLabel("Email").fill("ana@example.org");
      await page.getByRole("button", { name: "Create account" }).click();
      const alert = page.getByRole("alert");
      await expect(alert.getByText("The sign-up could not be completed.")).toBeVisible();
      await expect(alert.getByText("An account with this email already exists.")).toBeVisible();
      await expect(alert.getByText("Ya existe una cuenta con ese correo.")).toHaveAttribute(
        "lang",
        "es",
      );
      await expectNoSidewaysScroll(page);
      await screenshot(page, `english-signup-error-${viewport.width}`);
    });

    test("English teacher registration: every field required, in English", async ({ page }) => {
      await open(page, "/en/signup-teacher/");
      await page.getByRole("button", { name: "Send application" }).click();
      await expect(page.getByText("This field is required.")).toHaveCount(9);
      await expect(page.getByLabel("First name", { exact: true })).toBeFocused();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `english-teacher-signup-${viewport.width}`);
    });

    test("English profile panel, logged in: the summary lines in English", async ({ page }) => {
      await login(page, ANA);
      await open(page, "/en/");
      await page.getByRole("button", { name: /^My account/ }).click();
      const panel = page.getByRole("dialog", { name: "My account" });
      await expect(panel.getByRole("heading", { name: /^Hello, / })).toBeVisible();
      const lines = panel.getByRole("list", { name: "Your account at a glance" });
      await expect(lines.getByText(/^You have (no|\d+) unread notifications?$/)).toBeVisible();
      await expect(lines.getByText(/since your last visit$/)).toBeVisible();
      await expect(panel.getByRole("button", { name: "Log out" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `english-profile-panel-${viewport.width}`);
    });
  });
}

test("English plans: a price in English, and the subscription dialog in English", async ({
  page,
}) => {
  await login(page, ANA);
  await open(page, "/en/#programas");
  const premium = page.getByRole("article", { name: "Premium presencial" });
  await expect(premium.getByText(/^€\d+(\.\d\d)?$/)).toBeVisible();
  await expect(premium.getByText("/ month")).toBeVisible();
  await premium.getByRole("button", { name: "Enrol" }).click();
  const modal = page.getByRole("dialog", { name: "Enrol: Premium presencial" });
  await expect(modal.getByText("What is IKYnesis?")).toBeVisible();
  await expect(modal.getByRole("button", { name: "Enrol in the plan + IKYnesis" })).toBeVisible();
  expect(await axeViolations(page), "English subscription dialog without axe violations").toEqual(
    [],
  );
  await screenshot(page, "english-subscription-1280");
});
