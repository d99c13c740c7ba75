// Subscriptions and checkout against the stand-in API: the subscription modal with and
// without a token, the checkout origin check, /success-subscription, /confirm and /paiement.
import type { Page } from "@playwright/test";
import { axeViolations } from "../scripts/lib/a11y.mjs";
import { ANA, calls, fillLogin, login, open, stub } from "./accounts-helpers";
import { test, expect, screenshot } from "./fixtures";

/** Logged in, on the home's plans: the subscription dialog of "Premium presencial". */
async function openPremiumSubscription(page: Page) {
  await open(page, "/#programas");
  await expect(page.getByRole("link", { name: "Acceder a la plataforma" }).first()).toBeVisible();
  await page
    .getByRole("article", { name: "Premium presencial" })
    .getByRole("button", { name: "Inscribirse" })
    .click();
  return page.getByRole("dialog", { name: "Inscribirse: Premium presencial" });
}

test("subscription without a token: to /login-subscription and, after the login, back to the chosen plan", async ({
  page,
}) => {
  await open(page, "/");
  const premium = page.getByRole("article", { name: "Premium presencial" });
  await premium.getByRole("button", { name: "Inscribirse" }).click();
  await expect(page).toHaveURL("/login-subscription/?plan=2");
  await expect(page.getByText("Has elegido el plan")).toBeVisible();
  await fillLogin(page, ANA);
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Inscribirse: Premium presencial" });
  await expect(modal.getByRole("button", { name: "Inscribirse al plan + IKYnesis" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("subscription with a token: to the stand-in API's payment page, and back with success", async ({
  page,
  apiURL,
}) => {
  await login(page, ANA);
  const modal = await openPremiumSubscription(page);
  await expect(modal.getByText("¿Qué es IKYnesis?")).toBeVisible();
  expect(await axeViolations(page), "subscription modal without axe violations").toEqual([]);
  await screenshot(page, "accounts-subscription-1280");
  await modal.getByRole("button", { name: "Inscribirse al plan + IKYnesis" }).click();
  await expect(page.getByRole("heading", { name: "Pago de prueba — IKY Yoga" })).toBeVisible();
  expect(page.url().startsWith(`${apiURL}/checkout/`)).toBe(true);
  const [link] = await calls("/api/stripe/generarEnlaceSuscripcion/");
  expect(link?.path).toBe("/api/stripe/generarEnlaceSuscripcion/2");
  expect(link?.query.incluirSuplemento).toBe("true");
  expect(link?.headers.authorization, "raw token in Authorization").toMatch(/^tok-est/);

  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "¡Bienvenido a IKY Yoga!" })).toBeVisible();
  await expect(page.getByText("Tu suscripción se ha completado con éxito.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
});

test("a checkout_url on another origin is refused; without checkout_url, the message of docs/product.md §8", async ({
  page,
  baseURL,
  expectConsoleError,
}) => {
  expectConsoleError(
    /status of 500.*\/api\/stripe\//,
    "the test makes the API's Stripe route fail with a 500",
  );
  await login(page, ANA);
  await stub("/__stub/raw", "POST", {
    path: "/api/stripe/generarEnlaceSuscripcion/2",
    body: { checkout_url: "https://evil.example.com/phish" },
  });
  const modal = await openPremiumSubscription(page);
  const alert = modal.getByRole("alert");
  await modal.getByRole("button", { name: "Inscribirse al plan normal" }).click();
  await expect(
    alert.getByText("No se pudo generar el enlace de pago. Intenta de nuevo."),
  ).toBeVisible();
  expect(new URL(page.url()).origin, "stays on the site").toBe(baseURL);

  await stub("/__stub/fail", "POST", { status: 500, path: "/api/stripe/" });
  await modal.getByRole("button", { name: "Inscribirse al plan normal" }).click();
  await expect(alert.getByText("Error al conectar con Stripe. Intenta de nuevo.")).toBeVisible();

  await stub("/__stub/fail", "DELETE");
  await stub("/__stub/raw", "POST", { path: "/api/stripe/generarEnlaceSuscripcion/2", body: {} });
  await modal.getByRole("button", { name: "Inscribirse al plan normal" }).click();
  await expect(
    alert.getByText("No se pudo generar el enlace de pago. Intenta de nuevo."),
  ).toBeVisible();
});

test("/success-subscription: confirmation failure and unreachable server", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(
    /status of 4\d\d.*\/api\/stripe\/success-subscription/,
    "the payment session cs_falso does not exist: the API refuses it",
  );
  expectConsoleError(
    /net::ERR_\w+.*\/api\/stripe\/success-subscription/,
    "the test makes the API not answer",
  );
  await page.goto(
    "/success-subscription/?session_id=cs_falso&estudiante_id=7&plan=2&incluir_suplemento=false",
  );
  await expect(
    page.getByText("No se pudo confirmar la suscripción. Intenta de nuevo o contacta soporte."),
  ).toBeVisible();
  const [sent] = await calls("/api/stripe/success-subscription");
  expect(sent?.query).toEqual({
    session_id: "cs_falso",
    estudiante_id: "7",
    plan: "2",
    incluir_suplemento: "false",
  });
  await stub("/__stub/fail", "POST", { status: 0, path: "/api/stripe/" });
  await page.reload();
  await expect(
    page.getByText("Error al conectar con el servidor. Intenta de nuevo."),
  ).toBeVisible();
});

test("/confirm: the server's text, 'Confirmation successful!' when empty, 'Confirmation failed.'", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(
    /status of 4\d\d.*\/api\/estudiantes\/confirmer\/otro%20token/,
    "the token is not valid: the API refuses the confirmation",
  );
  await open(page, "/confirm/?token=ok-abc123");
  await expect(
    page.getByText("Tu cuenta ha sido confirmada. ¡Bienvenida a IKY Yoga!"),
  ).toBeVisible();
  await open(page, "/confirm/?token=vacio");
  await expect(page.getByText("Confirmation successful!")).toBeVisible();
  expect(await axeViolations(page), "/confirm/ without axe violations").toEqual([]);
  await open(page, "/confirm/correo/?token=otro%20token");
  await expect(page.getByText("Confirmation failed.")).toBeVisible();
  // The outcome's heading takes the focus, so a screen reader reads it, and it draws no ring: it
  // is not a control the visitor can act on.
  const outcome = page.getByRole("heading", { level: 1, name: "No se pudo confirmar la cuenta" });
  await expect(outcome).toBeFocused();
  expect(await outcome.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe("none");
  const confirmer = (await calls("/api/estudiantes/confirmer/")).map((c) => c.path);
  expect(confirmer).toEqual([
    "/api/estudiantes/confirmer/ok-abc123",
    "/api/estudiantes/confirmer/vacio",
    "/api/estudiantes/confirmer/otro%20token",
  ]);
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("/paiement: Stripe.js fails to load and says so, with no card field of the site's own; cancel asks (No returns, Sí closes)", async ({
    page,
    context,
    expectConsoleError,
  }) => {
    // Stripe.js is never fetched from the internet: here its host refuses the connection.
    await context.route("https://js.stripe.com/**", (route) => route.abort("connectionrefused"));
    expectConsoleError(/js\.stripe\.com/, "the test keeps Stripe.js from loading");
    await open(page, "/paiement/");
    const modal = page.getByRole("dialog", { name: "Pago con tarjeta" });
    await expect(modal.getByText(/No se pudo cargar Stripe/)).toBeVisible();
    await expect(modal.getByRole("button", { name: "Reintentar la conexión" })).toBeVisible();
    expect(await axeViolations(page), "payment modal without axe violations").toEqual([]);
    // The card fields are Stripe's (e2e/production.spec.ts): without Stripe.js there are none.
    await expect(modal.locator("input, iframe")).toHaveCount(0);
    await screenshot(page, "accounts-paiement-375");
    await modal.getByRole("button", { name: "Cancelar", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "¿Cancelar el pago?" });
    await confirm.getByRole("button", { name: "No, volver al pago" }).click();
    await expect(modal.getByRole("button", { name: "Reintentar la conexión" })).toBeVisible();
    await modal.getByRole("button", { name: "Cancelar", exact: true }).click();
    await confirm.getByRole("button", { name: "Sí, cancelar" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.getByText("Has cancelado el pago. No se ha hecho ningún cargo."),
    ).toBeVisible();
  });
});
