// Subscriptions and checkout against the stand-in API: the subscription modal with and
// without a token, the checkout origin check, /success-subscription, /confirm and /paiement.
// (Split from e2e/accounts.test.mjs so each file stays well within the per-file time limit.)
import assert from "node:assert/strict";
import { test } from "node:test";
import { screenshot } from "./browser.mjs";
import { apiUrl, siteUrl } from "./env.mjs";
import { axeViolations } from "./a11y.mjs";
import {
  ANA,
  calls,
  fillLogin,
  login,
  open,
  stub,
  useAccountsBrowser,
  withPage,
} from "./accounts-helpers.mjs";

useAccountsBrowser();

test("suscripción sin token: a /login-subscription y, tras el login, de vuelta al plan elegido", async () => {
  await withPage(async (page) => {
    await open(page, "/");
    const premium = page.getByRole("article", { name: "Premium presencial" });
    await premium.getByRole("button", { name: "Inscribirse" }).click();
    await page.waitForURL(siteUrl("/login-subscription/?plan=2"));
    await page.getByText("Has elegido el plan").waitFor();
    await fillLogin(page, ANA);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    const modal = page.getByRole("dialog", { name: "Inscribirse: Premium presencial" });
    await modal.getByRole("button", { name: "Inscribirse al plan + IKYnesis" }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/");
  });
});

test("suscripción con token: a la página de pago de la API de prueba, y vuelta con éxito", async () => {
  await withPage(async (page) => {
    await login(page, ANA);
    await open(page, "/#programas");
    await page.getByRole("link", { name: "Acceder a la plataforma" }).first().waitFor();
    await page
      .getByRole("article", { name: "Premium presencial" })
      .getByRole("button", { name: "Inscribirse" })
      .click();
    const modal = page.getByRole("dialog", { name: "Inscribirse: Premium presencial" });
    await modal.getByText("¿Qué es IKYnesis?").waitFor();
    assert.deepEqual(await axeViolations(page), [], "modal de suscripción sin violaciones de axe");
    await screenshot(page, "accounts-subscription-1280");
    await modal.getByRole("button", { name: "Inscribirse al plan + IKYnesis" }).click();
    await page.getByRole("heading", { name: "Pago de prueba — IKY Yoga" }).waitFor();
    assert.ok(page.url().startsWith(apiUrl("/checkout/")));
    const [link] = await calls("/api/stripe/generarEnlaceSuscripcion/");
    assert.equal(link.path, "/api/stripe/generarEnlaceSuscripcion/2");
    assert.equal(link.query.incluirSuplemento, "true");
    assert.ok(link.headers.authorization.startsWith("tok-est"), "token crudo en Authorization");

    await page.getByRole("button", { name: "Pagar" }).click();
    await page.getByRole("heading", { name: "¡Bienvenido a IKY Yoga!" }).waitFor();
    await page.getByText("Tu suscripción se ha completado con éxito.").waitFor();
    await page.getByRole("link", { name: "Volver al inicio" }).waitFor();
  });
});

test("un checkout_url de otro origen se rechaza; sin checkout_url, el aviso de spec §8", async () => {
  await withPage(async (page) => {
    await login(page, ANA);
    await stub("/__stub/raw", "POST", {
      path: "/api/stripe/generarEnlaceSuscripcion/2",
      body: { checkout_url: "https://evil.example.com/phish" },
    });
    await open(page, "/#programas");
    await page.getByRole("link", { name: "Acceder a la plataforma" }).first().waitFor();
    await page
      .getByRole("article", { name: "Premium presencial" })
      .getByRole("button", { name: "Inscribirse" })
      .click();
    const modal = page.getByRole("dialog", { name: "Inscribirse: Premium presencial" });
    await modal.getByRole("button", { name: "Inscribirse al plan normal" }).click();
    await modal
      .getByRole("alert")
      .getByText("No se pudo generar el enlace de pago. Intenta de nuevo.")
      .waitFor();
    assert.equal(new URL(page.url()).origin, new URL(siteUrl("/")).origin, "sigue en el sitio");

    await stub("/__stub/fail", "POST", { status: 500, path: "/api/stripe/" });
    await modal.getByRole("button", { name: "Inscribirse al plan normal" }).click();
    await modal
      .getByRole("alert")
      .getByText("Error al conectar con Stripe. Intenta de nuevo.")
      .waitFor();

    await stub("/__stub/fail", "DELETE");
    await stub("/__stub/raw", "POST", {
      path: "/api/stripe/generarEnlaceSuscripcion/2",
      body: {},
    });
    await modal.getByRole("button", { name: "Inscribirse al plan normal" }).click();
    await modal
      .getByRole("alert")
      .getByText("No se pudo generar el enlace de pago. Intenta de nuevo.")
      .waitFor();
  });
});

test("/success-subscription: fallo de confirmación y servidor inalcanzable", async () => {
  await withPage(async (page) => {
    await page.goto(
      siteUrl(
        "/success-subscription/?session_id=cs_falso&estudiante_id=7&plan=2&incluir_suplemento=false",
      ),
    );
    await page
      .getByText("No se pudo confirmar la suscripción. Intenta de nuevo o contacta soporte.")
      .waitFor();
    const [sent] = await calls("/api/stripe/success-subscription");
    assert.deepEqual(sent.query, {
      session_id: "cs_falso",
      estudiante_id: "7",
      plan: "2",
      incluir_suplemento: "false",
    });
    await stub("/__stub/fail", "POST", { status: 0, path: "/api/stripe/" });
    await page.reload();
    await page.getByText("Error al conectar con el servidor. Intenta de nuevo.").waitFor();
  });
});

test("/confirm: texto del servidor, 'Confirmation successful!' si viene vacío, 'Confirmation failed.'", async () => {
  await withPage(async (page) => {
    await open(page, "/confirm/?token=ok-abc123");
    await page.getByText("Tu cuenta ha sido confirmada. ¡Bienvenida a IKY Yoga!").waitFor();
    await open(page, "/confirm/?token=vacio");
    await page.getByText("Confirmation successful!").waitFor();
    assert.deepEqual(await axeViolations(page), [], "/confirm/ sin violaciones de axe");
    await open(page, "/confirm/correo/?token=otro%20token");
    await page.getByText("Confirmation failed.").waitFor();
    const confirmer = (await calls("/api/estudiantes/confirmer/")).map((c) => c.path);
    assert.deepEqual(confirmer, [
      "/api/estudiantes/confirmer/ok-abc123",
      "/api/estudiantes/confirmer/vacio",
      "/api/estudiantes/confirmer/otro%20token",
    ]);
  });
});

test("/paiement: Stripe.js no carga y se dice; cancelar pregunta (No vuelve, Sí cierra)", async () => {
  await withPage(
    async (page) => {
      await open(page, "/paiement/");
      const modal = page.getByRole("dialog", { name: "Pago con tarjeta" });
      await modal.getByText(/No se pudo cargar Stripe/).waitFor();
      await modal.getByRole("button", { name: "Reintentar la conexión" }).waitFor();
      assert.deepEqual(await axeViolations(page), [], "modal de pago sin violaciones de axe");
      await modal.getByLabel("Número de tarjeta").fill("4242424242424242");
      await modal.getByLabel("Caducidad (MM/AA)").fill("1228");
      await modal.getByLabel("CVV").fill("123");
      await screenshot(page, "accounts-paiement-375");
      await modal.getByRole("button", { name: "Cancelar", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "¿Cancelar el pago?" });
      await confirm.getByRole("button", { name: "No, volver al pago" }).click();
      assert.equal(await modal.getByLabel("Número de tarjeta").inputValue(), "4242 4242 4242 4242");
      await modal.getByRole("button", { name: "Cancelar", exact: true }).click();
      await confirm.getByRole("button", { name: "Sí, cancelar" }).click();
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      await page.getByText("Has cancelado el pago. No se ha hecho ningún cargo.").waitFor();
    },
    { width: 375 },
  );
});
