// Shared by the accounts browser tests (e2e/accounts*.spec.ts): the stand-in API's controls
// (it is reset before every test by the fixtures), the two sample accounts and the login steps.
import type { Locator, Page } from "@playwright/test";
import { e2eSite } from "../scripts/lib/e2e-site.cjs";
import { expect, waitForHydration, workerStub } from "./fixtures";

/** The API origin the site was built against: what the browser sees. */
const API = e2eSite().apiUrl;

/** A call to this worker's stand-in API (its /__stub controls, or the API itself), as JSON. */
export async function stub(path: string, method = "GET", body?: unknown): Promise<unknown> {
  const response = await fetch(`${workerStub()}${path}`, {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

export type StubCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
};

/** The calls the site made to the stand-in whose path starts with `path`, oldest first. */
export const calls = async (path: string) =>
  (await stub(`/__stub/calls?path=${encodeURIComponent(path)}`)) as StubCall[];

export const ANA = { mail: "ana@example.org", password: "yoga1234" };
export const PROFE = { mail: "profe@example.org", password: "yoga1234" };

/** A page of the site, once React has taken over the prebuilt HTML. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

export async function fillLogin(
  scope: Page | Locator,
  { mail, password }: { mail: string; password: string },
) {
  await scope.getByLabel("Correo electrónico").fill(mail);
  await scope.getByLabel("Contraseña", { exact: true }).fill(password);
}

/** Logs in on /login/ and lands on the (stand-in) platform. */
export async function login(page: Page, who = ANA, { remember = true } = {}) {
  await open(page, "/login/");
  await fillLogin(page, who);
  if (!remember) await page.getByRole("checkbox", { name: "Mantenerme conectado" }).uncheck();
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page).toHaveURL(`${API}/plataforma`);
  await expect(page.getByRole("heading", { name: "Plataforma IKY (simulada)" })).toBeVisible();
}

/**
 * Fills the sign-up fields (labels in the page's language) and ticks the data-processing
 * authorisation (Ley 1581 de 2012), named by `consent` (the Spanish label by default).
 */
export async function fillSignup(
  page: Page,
  values: Record<string, string>,
  consent: RegExp = /^Autorizo el tratamiento de mis datos/,
) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  // Without it nothing is sent: e2e/privacy.spec.ts tests that.
  await page.getByRole("checkbox", { name: consent }).check();
}
