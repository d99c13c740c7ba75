// Shared by the accounts browser tests (e2e/accounts*.test.mjs): one browser per file, the
// stand-in API reset before each test, and pages whose console errors fail the test.
import assert from "node:assert/strict";
import { after, before, beforeEach } from "node:test";
import { launch, newPage } from "./browser.mjs";
import { apiUrl, siteUrl } from "./env.mjs";

/** @type {import("playwright-core").Browser} */
let browser;

/** Registers the hooks of one test file. */
export function useAccountsBrowser() {
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await stub("/__stub/reset", "POST");
  });
  beforeEach(async () => {
    await stub("/__stub/reset", "POST");
  });
}

export async function stub(path, method = "GET", body) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

/** The calls the site made to the stand-in, oldest first. */
export const calls = (path) => stub(`/__stub/calls?path=${encodeURIComponent(path)}`);

export const ANA = { mail: "ana@example.org", password: "yoga1234" };
export const PROFE = { mail: "profe@example.org", password: "yoga1234" };

/**
 * Chrome logs every non-OK answer as a console error. The scenarios here provoke refusals on
 * purpose (and a student's token is refused by the teachers' profile call, spec §4), and the
 * header prefetches section pages other branches build; none of those is a fault of the page.
 */
const expectedNoise = (line) =>
  line.includes("Failed to load resource") &&
  (line.includes(apiUrl("/api/")) || /\/page-data\/[a-z-]+\/page-data\.json/.test(line));

/** Opens a fresh page; `fn` gets it; unexpected console errors fail the test. */
export async function withPage(fn, { width = 1280 } = {}) {
  const { page, errors, close } = await newPage(browser, { width });
  page.setDefaultTimeout(10_000);
  try {
    await fn(page);
    assert.deepEqual(
      errors.filter((line) => !expectedNoise(line)),
      [],
      "sin errores en la consola",
    );
  } finally {
    await close();
  }
}

/** A page of the site, once React has taken over the prebuilt HTML. */
export async function open(page, path) {
  await page.goto(siteUrl(path), { waitUntil: "networkidle" });
}

export async function fillLogin(page, { mail, password }) {
  await page.getByLabel("Correo electrónico").fill(mail);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
}

export async function login(page, who = ANA, { remember = true } = {}) {
  await open(page, "/login/");
  await fillLogin(page, who);
  if (!remember) await page.getByRole("checkbox", { name: "Mantenerme conectado" }).uncheck();
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await page.waitForURL(apiUrl("/plataforma"));
  await page.getByRole("heading", { name: "Plataforma IKY (simulada)" }).waitFor();
}
