// Accounts against the stand-in API: login (both roles, with and without 'Mantenerme
// conectado', wrong password, server down, forgot password), sign-up and teacher registration,
// the profile panel and its sliding panels, logout. Checkout: e2e/accounts-checkout.test.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { screenshot } from "./browser.mjs";
import { apiUrl, siteUrl } from "./env.mjs";
import { axeViolations } from "./a11y.mjs";
import {
  ANA,
  PROFE,
  calls,
  fillLogin,
  login,
  open,
  stub,
  useAccountsBrowser,
  withPage,
} from "./accounts-helpers.mjs";

useAccountsBrowser();

const storage = (page) =>
  page.evaluate(() => ({
    localToken: localStorage.getItem("authToken"),
    sessionToken: sessionStorage.getItem("authToken"),
    user: JSON.parse(sessionStorage.getItem("user") ?? "null"),
    idEstudiante: localStorage.getItem("idEstudiante") ?? sessionStorage.getItem("idEstudiante"),
  }));

test("login de alumna con 'Mantenerme conectado': token en localStorage y a la plataforma", async () => {
  await withPage(async (page) => {
    await open(page, "/login/");
    assert.deepEqual(await axeViolations(page), [], "/login/ sin violaciones de axe");
    await login(page, ANA);
    await page.goBack();
    await page.getByRole("link", { name: "Acceder a la plataforma" }).first().waitFor();
    const stored = await storage(page);
    assert.ok(stored.localToken?.startsWith("tok-est"), "token en localStorage authToken");
    assert.equal(stored.user.username, "ana.garcia");
    assert.equal(stored.idEstudiante, "7");
    const logins = await calls("/api/profesores/login");
    assert.equal(logins.length, 0, "con token de alumna no se llama al login de profesores");
  });
});

test("login sin 'Mantenerme conectado': nada en localStorage, sesión solo en esta pestaña", async () => {
  await withPage(async (page) => {
    await login(page, ANA, { remember: false });
    await page.goBack();
    await page.getByRole("link", { name: "Acceder a la plataforma" }).first().waitFor();
    const stored = await storage(page);
    assert.equal(stored.localToken, null);
    assert.ok(stored.sessionToken, "el token vive en sessionStorage");
    assert.equal(stored.user.user, "Ana García");
  });
});

test("login de profesor: primero el de alumnos, después el de profesores", async () => {
  await withPage(async (page) => {
    await login(page, PROFE);
    const made = (await calls("/api/")).filter((c) => c.path.endsWith("/login"));
    assert.deepEqual(
      made.map((c) => c.path),
      ["/api/estudiantes/login", "/api/profesores/login"],
    );
    assert.deepEqual(made[1].body, PROFE);
  });
});

test("contraseña incorrecta: mensaje en español con el foco, y lo escrito se conserva", async () => {
  await withPage(
    async (page) => {
      await open(page, "/login/");
      await fillLogin(page, { mail: "ana@example.org", password: "mala" });
      await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
      const alert = page.getByRole("alert");
      await alert.getByText("Correo o contraseña incorrectos.").waitFor();
      assert.ok(
        await alert.evaluate((el) => el === el.ownerDocument.activeElement),
        "foco en el mensaje",
      );
      assert.equal(await page.getByLabel("Correo electrónico").inputValue(), "ana@example.org");
      assert.equal(await page.getByLabel("Contraseña", { exact: true }).inputValue(), "mala");
      assert.equal(page.url(), siteUrl("/login/"));
      await screenshot(page, "accounts-login-error-375");
    },
    { width: 375 },
  );
});

test("servidor caído en el login: se dice, no se queda en blanco", async () => {
  await stub("/__stub/fail", "POST", { status: 0, path: "/api/" });
  await withPage(async (page) => {
    await open(page, "/login/");
    await fillLogin(page, ANA);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page
      .getByRole("alert")
      .getByText(/No pudimos conectar con el servidor/)
      .waitFor();
  });
});

test("olvidé mi contraseña: envía {forgotEmail} y siempre confirma", async () => {
  await withPage(async (page) => {
    await open(page, "/login/");
    await page.getByLabel("Correo electrónico").fill("quien@example.org");
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    await page.getByRole("heading", { name: "Recuperar contraseña" }).waitFor();
    assert.equal(await page.getByLabel("Correo electrónico").inputValue(), "quien@example.org");
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await page
      .getByText(
        "Se ha enviado un correo electrónico de recuperación de contraseña a quien@example.org",
      )
      .waitFor();
    const [sent] = await calls("/api/estudiantes/password_forgot");
    assert.deepEqual(sent.body, { forgotEmail: "quien@example.org" });
    await page.getByRole("button", { name: "Volver a Iniciar sesión" }).click();
    await page.getByRole("heading", { name: "Iniciar sesión" }).waitFor();
  });
});

const NEW_STUDENT = {
  Nombre: "Lina",
  Apellido: "Ortiz",
  "Nombre de usuario": "lina.ortiz",
  "Correo electrónico": "lina@example.org",
  Contraseña: "respira123",
  "Confirmar contraseña": "respira123",
  "Fecha de nacimiento": "1992-06-15",
  "Dirección postal": "Carrera 10 # 4-20, Cali",
};

async function fillSignup(page, values) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test("registro de alumna: la carga de spec §3, el modal con el correo y 'Cerrar' a /", async () => {
  await withPage(
    async (page) => {
      await open(page, "/signup/");
      assert.deepEqual(await axeViolations(page), [], "/signup/ sin violaciones de axe");
      await fillSignup(page, NEW_STUDENT);
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      const dialog = page.getByRole("dialog", { name: "¡Registro completado!" });
      await dialog.getByText("lina@example.org").waitFor();
      const [sent] = await calls("/api/estudiantes/registrar");
      assert.deepEqual(sent.body, {
        nom: "Lina",
        prenom: "Ortiz",
        user: "lina.ortiz",
        mail: "lina@example.org",
        password: "respira123",
        naissance: "1992-06-15",
        ubicacionDada: "Carrera 10 # 4-20, Cali",
      });
      await screenshot(page, "accounts-signup-ok-375");
      await dialog.getByRole("button", { name: "Cerrar", exact: true }).click();
      await page.waitForURL(siteUrl("/"));
    },
    { width: 375 },
  );
});

test("registro con contraseñas distintas: el mensaje junto al campo y ninguna llamada", async () => {
  await withPage(async (page) => {
    await open(page, "/signup/");
    await fillSignup(page, { ...NEW_STUDENT, "Confirmar contraseña": "otra-cosa" });
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    const confirm = page.getByLabel("Confirmar contraseña", { exact: true });
    await page.getByText("Las contraseñas no coinciden.").waitFor();
    assert.equal(await confirm.getAttribute("aria-invalid"), "true");
    assert.ok(await confirm.evaluate((el) => el === el.ownerDocument.activeElement));
    assert.equal((await calls("/api/estudiantes/registrar")).length, 0);
    assert.equal(await page.getByLabel("Nombre", { exact: true }).inputValue(), "Lina");
  });
});

test("registro rechazado por el servidor: se dice como fallo, con su motivo, sin perder nada", async () => {
  await withPage(async (page) => {
    await open(page, "/signup/");
    await fillSignup(page, { ...NEW_STUDENT, "Correo electrónico": "ana@example.org" });
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    const alert = page.getByRole("alert");
    await alert.getByText("Ya existe una cuenta con ese correo.").waitFor();
    await alert.getByText("No se pudo completar el registro.").waitFor();
    assert.equal(await page.getByRole("dialog").count(), 0, "ningún modal de éxito");
    assert.equal(await page.getByLabel("Contraseña", { exact: true }).inputValue(), "respira123");
  });
});

test("registro de profesor: contraseña corta sin llamada; después el código en cuerpo y cabecera", async () => {
  await withPage(async (page) => {
    await open(page, "/signup-teacher/");
    assert.deepEqual(await axeViolations(page), [], "/signup-teacher/ sin violaciones de axe");
    await fillSignup(page, {
      ...NEW_STUDENT,
      "Correo electrónico": "nuevo.profe@example.org",
      Contraseña: "corta",
      "Confirmar contraseña": "corta",
      "Código de inscripción": "IKY-PROF-2026",
    });
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await page.getByText("La contraseña debe tener al menos 8 caracteres.").waitFor();
    assert.equal((await calls("/api/profesores/registrar")).length, 0);

    await page.getByLabel("Contraseña", { exact: true }).fill("larga-y-segura");
    await page.getByLabel("Confirmar contraseña", { exact: true }).fill("larga-y-segura");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const dialog = page.getByRole("dialog", { name: "¡Registro exitoso!" });
    await dialog.waitFor();
    const [sent] = await calls("/api/profesores/registrar");
    assert.equal(sent.headers.codigoinscripcion, "IKY-PROF-2026");
    assert.equal(sent.body.codigoInscripcion, "IKY-PROF-2026");
    await dialog.getByRole("button", { name: "Cerrar", exact: true }).click();
    await page.waitForURL(siteUrl("/"));
  });
});

test("registro de profesor con código inválido: modal 'Error en el registro' y el formulario intacto", async () => {
  await withPage(async (page) => {
    await open(page, "/signup-teacher/");
    await fillSignup(page, {
      ...NEW_STUDENT,
      "Código de inscripción": "CODIGO-MALO",
    });
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const dialog = page.getByRole("dialog", { name: "Error en el registro" });
    await dialog.getByText(/Ha ocurrido un error al procesar su registro/).waitFor();
    await dialog.getByRole("button", { name: "Volver al formulario" }).click();
    assert.equal(await page.getByLabel("Código de inscripción").inputValue(), "CODIGO-MALO");
  });
});

test("con sesión: menú 'Acceder a la plataforma' y panel de perfil con las tres líneas", async () => {
  await withPage(async (page) => {
    await login(page, ANA);
    await open(page, "/");
    await page.getByRole("link", { name: "Acceder a la plataforma" }).first().waitFor();
    assert.equal(await page.getByRole("link", { name: "Iniciar sesión" }).count(), 0);
    // Both profile calls at start, with the raw token.
    const profiles = (await calls("/api/")).filter((c) =>
      /^\/api\/(estudiantes|profesores)$/.test(c.path),
    );
    assert.deepEqual(profiles.map((c) => c.path).sort(), ["/api/estudiantes", "/api/profesores"]);
    assert.ok(profiles.every((c) => c.headers.authorization?.startsWith("tok-est")));

    await page.getByRole("button", { name: /Mi cuenta/ }).click();
    const panel = page.getByRole("dialog", { name: "Mi cuenta" });
    await panel.getByRole("heading", { name: "Hola, Ana García" }).waitFor();
    await panel.getByText("@ana.garcia").waitFor();
    await panel.getByText("Tienes 2 notificaciones sin leer").waitFor();
    await panel.getByText(/desde tu última visita/).waitFor();
    await panel.getByText(/Tu próximo curso empieza en \d+ horas?/).waitFor();
    assert.equal(
      await panel.getByRole("link", { name: "Ir a la plataforma" }).getAttribute("href"),
      apiUrl("/plataforma"),
    );
    assert.deepEqual(await axeViolations(page), [], "panel de perfil sin violaciones de axe");
    await screenshot(page, "accounts-profile-1280");

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: /Mi cuenta/ }).click();
    await panel.waitFor();
    await page.mouse.click(20, 400); // the overlay, left of the panel
    await panel.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: /Mi cuenta/ }).click();
    await panel.waitFor();
    await page.mouse.wheel(0, 600);
    await panel.waitFor({ state: "hidden" });
  });
});

test("un evento nuevo desde la última visita aparece en el panel", async () => {
  await withPage(async (page) => {
    await login(page, ANA);
    await open(page, "/");
    await page.getByRole("link", { name: "Acceder a la plataforma" }).first().waitFor();
    // Once this visit is recorded, make the previous one have seen one event fewer.
    await page.waitForFunction(
      () =>
        localStorage.getItem("ikyUltimaVisita") &&
        sessionStorage.getItem("ikyVisitaAnterior") !== null,
    );
    await page.evaluate(() => {
      const visit = JSON.parse(localStorage.getItem("ikyUltimaVisita") ?? "{}");
      visit.ids = visit.ids.slice(1);
      localStorage.setItem("ikyUltimaVisita", JSON.stringify(visit));
      sessionStorage.removeItem("ikyVisitaAnterior");
    });
    await page.reload();
    await page.getByRole("button", { name: /Mi cuenta/ }).click();
    await page.getByText("1 evento nuevo desde tu última visita").waitFor();
  });
});

test("cerrar sesión limpia el almacenamiento y devuelve los enlaces de acceso", async () => {
  await withPage(async (page) => {
    await login(page, ANA);
    await open(page, "/");
    await page.getByRole("button", { name: /Mi cuenta/ }).click();
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.getByRole("link", { name: "Iniciar sesión" }).first().waitFor();
    const stored = await storage(page);
    assert.equal(stored.localToken, null);
    assert.equal(stored.user, null);
  });
});

test("sin sesión: el panel abre los paneles de login y registro, excluyentes con el menú", async () => {
  await withPage(
    async (page) => {
      await open(page, "/");
      await page.getByRole("button", { name: /Mi cuenta/ }).click();
      const profile = page.getByRole("dialog", { name: "Mi cuenta" });
      await profile.getByRole("button", { name: "Iniciar sesión" }).click();
      const loginPanel = page.getByRole("dialog", { name: "Iniciar sesión" });
      await loginPanel.getByLabel("Correo electrónico").waitFor();
      assert.equal(await profile.isVisible(), false, "un solo panel abierto");
      await screenshot(page, "accounts-login-panel-375");
      await loginPanel.getByRole("button", { name: "Regístrate" }).click();
      const signupPanel = page.getByRole("dialog", { name: "Crear una cuenta" });
      await signupPanel.getByLabel("Nombre de usuario").waitFor();
      assert.deepEqual(await axeViolations(page), [], "panel de registro sin violaciones de axe");
      assert.equal(await loginPanel.isVisible(), false);
      await page.keyboard.press("Escape");
      await signupPanel.waitFor({ state: "hidden" });

      // The side menu and the panels share one state: a panel opened (here from the keyboard,
      // the overlay covering the button) closes the menu.
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await page.getByRole("button", { name: "Cerrar menú" }).waitFor();
      await page.getByRole("button", { name: /Mi cuenta/ }).focus();
      await page.keyboard.press("Enter");
      await profile.waitFor();
      assert.equal(
        await page.locator("[aria-controls=menu-principal]").getAttribute("aria-expanded"),
        "false",
        "abrir el panel cierra el menú lateral",
      );
      // A login from the panel goes to the platform too.
      await profile.getByRole("button", { name: "Iniciar sesión" }).click();
      await fillLogin(loginPanel, ANA);
      await loginPanel.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
      await page.waitForURL(apiUrl("/plataforma"));
    },
    { width: 375 },
  );
});
