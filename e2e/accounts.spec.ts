// Accounts against the stand-in API: login (both roles, with and without 'Mantenerme
// conectado', wrong password, server down, forgot password), sign-up and teacher registration,
// the profile panel and its sliding panels, logout. Checkout: e2e/accounts-checkout.spec.ts.
import type { Page } from "@playwright/test";
import { axeViolations } from "../scripts/lib/a11y.mjs";
import { ANA, PROFE, calls, fillLogin, fillSignup, login, open, stub } from "./accounts-helpers";
import { test, expect, screenshot, waitForHydration } from "./fixtures";

const PHONE = { width: 375, height: 800 };

const storage = (page: Page) =>
  page.evaluate(() => {
    const local = globalThis.localStorage;
    const session = globalThis.sessionStorage;
    return {
      localToken: local.getItem("authToken"),
      sessionToken: session.getItem("authToken"),
      user: JSON.parse(session.getItem("user") ?? "null") as {
        username?: string;
        user?: string;
      } | null,
      idEstudiante: local.getItem("idEstudiante") ?? session.getItem("idEstudiante"),
    };
  });

test("student login with 'Mantenerme conectado': token in localStorage and on to the platform", async ({
  page,
}) => {
  await open(page, "/login/");
  expect(await axeViolations(page), "/login/ without axe violations").toEqual([]);
  await login(page, ANA);
  await page.goBack();
  await expect(page.getByRole("link", { name: "Acceder a la plataforma" }).first()).toBeVisible();
  const stored = await storage(page);
  expect(stored.localToken, "token in localStorage authToken").toMatch(/^tok-est/);
  expect(stored.user?.username).toBe("ana.garcia");
  expect(stored.idEstudiante).toBe("7");
  expect(
    await calls("/api/profesores/login"),
    "with a student's token the teachers' login is not called",
  ).toHaveLength(0);
});

test("login without 'Mantenerme conectado': nothing in localStorage, session only in this tab", async ({
  page,
}) => {
  await login(page, ANA, { remember: false });
  await page.goBack();
  await expect(page.getByRole("link", { name: "Acceder a la plataforma" }).first()).toBeVisible();
  const stored = await storage(page);
  expect(stored.localToken).toBeNull();
  expect(stored.sessionToken, "the token lives in sessionStorage").toBeTruthy();
  expect(stored.user?.user).toBe("Ana García");
});

test("teacher login: the students' endpoint first, then the teachers'", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(
    /status of 401.*\/api\/estudiantes\/login/,
    "docs/product.md §4: the students' login goes first and refuses the teacher",
  );
  await login(page, PROFE);
  const made = (await calls("/api/")).filter((c) => c.path.endsWith("/login"));
  expect(made.map((c) => c.path)).toEqual(["/api/estudiantes/login", "/api/profesores/login"]);
  expect(made[1]?.body).toEqual(PROFE);
});

test.describe("375 px", () => {
  test.use({ viewport: PHONE });

  test("wrong password: a Spanish message with focus, and what was typed is kept", async ({
    page,
    baseURL,
    expectConsoleError,
  }) => {
    expectConsoleError(
      /status of 401.*\/api\/(estudiantes|profesores)\/login/,
      "the password is wrong: both logins refuse it",
    );
    await open(page, "/login/");
    await fillLogin(page, { mail: "ana@example.org", password: "mala" });
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert.getByText("Correo o contraseña incorrectos.")).toBeVisible();
    await expect(alert, "focus on the message").toBeFocused();
    await expect(page.getByLabel("Correo electrónico")).toHaveValue("ana@example.org");
    await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("mala");
    expect(page.url()).toBe(`${baseURL}/login/`);
    await screenshot(page, "accounts-login-error-375");
  });

  test("student sign-up: the payload of docs/product.md §3, the modal with the e-mail and 'Cerrar' to /", async ({
    page,
  }) => {
    await open(page, "/signup/");
    expect(await axeViolations(page), "/signup/ without axe violations").toEqual([]);
    await fillSignup(page, NEW_STUDENT);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    const dialog = page.getByRole("dialog", { name: "¡Registro completado!" });
    await expect(dialog.getByText("lina@example.org")).toBeVisible();
    const [sent] = await calls("/api/estudiantes/registrar");
    expect(sent?.body).toEqual({
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
    await expect(page).toHaveURL("/");
  });

  test("logged out: the panel opens the login and sign-up panels, exclusive with the menu", async ({
    page,
    apiURL,
  }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /Mi cuenta/ }).click();
    const profile = page.getByRole("dialog", { name: "Mi cuenta" });
    await profile.getByRole("button", { name: "Iniciar sesión" }).click();
    const loginPanel = page.getByRole("dialog", { name: "Iniciar sesión" });
    await expect(loginPanel.getByLabel("Correo electrónico")).toBeVisible();
    await expect(profile, "a single panel open").toBeHidden();
    await screenshot(page, "accounts-login-panel-375");
    await loginPanel.getByRole("button", { name: "Regístrate" }).click();
    const signupPanel = page.getByRole("dialog", { name: "Crear una cuenta" });
    await expect(signupPanel.getByLabel("Nombre de usuario")).toBeVisible();
    expect(await axeViolations(page), "sign-up panel without axe violations").toEqual([]);
    await expect(loginPanel).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(signupPanel).toBeHidden();

    // The side menu and the panels share one state: a panel opened (here from the keyboard,
    // the overlay covering the button) closes the menu.
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toBeVisible();
    await page.getByRole("button", { name: /Mi cuenta/ }).focus();
    await page.keyboard.press("Enter");
    await expect(profile).toBeVisible();
    await expect(
      page.locator("[aria-controls=menu-principal]"),
      "opening the panel closes the side menu",
    ).toHaveAttribute("aria-expanded", "false");
    // A login from the panel goes to the platform too.
    await profile.getByRole("button", { name: "Iniciar sesión" }).click();
    await fillLogin(loginPanel, ANA);
    await loginPanel.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(page).toHaveURL(`${apiURL}/plataforma`);
  });
});

test("server down at login: says so, does not go blank", async ({ page, expectConsoleError }) => {
  expectConsoleError(/net::ERR_\w+.*\/api\//, "the test makes the API not answer");
  await stub("/__stub/fail", "POST", { status: 0, path: "/api/" });
  await open(page, "/login/");
  await fillLogin(page, ANA);
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(
    page.getByRole("alert").getByText(/No pudimos conectar con el servidor/),
  ).toBeVisible();
});

test("forgotten password: sends {forgotEmail} and always confirms", async ({ page }) => {
  await open(page, "/login/");
  await page.getByLabel("Correo electrónico").fill("quien@example.org");
  await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page.getByRole("heading", { name: "Recuperar contraseña" })).toBeVisible();
  await expect(page.getByLabel("Correo electrónico")).toHaveValue("quien@example.org");
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(
    page.getByText(
      "Se ha enviado un correo electrónico de recuperación de contraseña a quien@example.org",
    ),
  ).toBeVisible();
  const [sent] = await calls("/api/estudiantes/password_forgot");
  expect(sent?.body).toEqual({ forgotEmail: "quien@example.org" });
  await page.getByRole("button", { name: "Volver a Iniciar sesión" }).click();
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
});

const NEW_STUDENT: Record<string, string> = {
  Nombre: "Lina",
  Apellido: "Ortiz",
  "Nombre de usuario": "lina.ortiz",
  "Correo electrónico": "lina@example.org",
  Contraseña: "respira123",
  "Confirmar contraseña": "respira123",
  "Fecha de nacimiento": "1992-06-15",
  "Dirección postal": "Carrera 10 # 4-20, Cali",
};

test("sign-up with different passwords: the message next to the field and no call", async ({
  page,
}) => {
  await open(page, "/signup/");
  await fillSignup(page, { ...NEW_STUDENT, "Confirmar contraseña": "otra-cosa" });
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  const confirm = page.getByLabel("Confirmar contraseña", { exact: true });
  await expect(page.getByText("Las contraseñas no coinciden.")).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toBeFocused();
  expect(await calls("/api/estudiantes/registrar")).toHaveLength(0);
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("Lina");
});

test("sign-up refused by the server: shown as a failure, with its reason, losing nothing", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(
    /status of 4\d\d.*\/api\/estudiantes\/registrar/,
    "the e-mail already has an account: the API refuses the sign-up",
  );
  await open(page, "/signup/");
  await fillSignup(page, { ...NEW_STUDENT, "Correo electrónico": "ana@example.org" });
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  const alert = page.getByRole("alert");
  await expect(alert.getByText("Ya existe una cuenta con ese correo.")).toBeVisible();
  await expect(alert.getByText("No se pudo completar el registro.")).toBeVisible();
  await expect(page.getByRole("dialog"), "no success modal").toHaveCount(0);
  await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("respira123");
});

test("teacher sign-up: a short password makes no call; then the code in body and header", async ({
  page,
}) => {
  await open(page, "/signup-teacher/");
  expect(await axeViolations(page), "/signup-teacher/ without axe violations").toEqual([]);
  await fillSignup(page, {
    ...NEW_STUDENT,
    "Correo electrónico": "nuevo.profe@example.org",
    Contraseña: "corta",
    "Confirmar contraseña": "corta",
    "Código de inscripción": "IKY-PROF-2026",
  });
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("La contraseña debe tener al menos 8 caracteres.")).toBeVisible();
  expect(await calls("/api/profesores/registrar")).toHaveLength(0);

  await page.getByLabel("Contraseña", { exact: true }).fill("larga-y-segura");
  await page.getByLabel("Confirmar contraseña", { exact: true }).fill("larga-y-segura");
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  const dialog = page.getByRole("dialog", { name: "¡Registro exitoso!" });
  await expect(dialog).toBeVisible();
  const [sent] = await calls("/api/profesores/registrar");
  expect(sent?.headers.codigoinscripcion).toBe("IKY-PROF-2026");
  expect((sent?.body as { codigoInscripcion?: string }).codigoInscripcion).toBe("IKY-PROF-2026");
  await dialog.getByRole("button", { name: "Cerrar", exact: true }).click();
  await expect(page).toHaveURL("/");
});

test("teacher sign-up with an invalid code: modal 'Error en el registro' and the form intact", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(
    /status of 4\d\d.*\/api\/profesores\/registrar/,
    "the enrolment code is not valid: the API refuses the sign-up",
  );
  await open(page, "/signup-teacher/");
  await fillSignup(page, { ...NEW_STUDENT, "Código de inscripción": "CODIGO-MALO" });
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  const dialog = page.getByRole("dialog", { name: "Error en el registro" });
  await expect(dialog.getByText(/Ha ocurrido un error al procesar su registro/)).toBeVisible();
  await dialog.getByRole("button", { name: "Volver al formulario" }).click();
  await expect(page.getByLabel("Código de inscripción")).toHaveValue("CODIGO-MALO");
});

test("teacher sign-up at 1280 px: fields side by side stay level when one has a hint below", async ({
  page,
}) => {
  await open(page, "/signup-teacher/");
  const password = await page.getByLabel("Contraseña", { exact: true }).boundingBox();
  const confirm = await page.getByLabel("Confirmar contraseña", { exact: true }).boundingBox();
  expect(password && confirm, "both fields have a box").toBeTruthy();
  // Side by side, in the same row, and level with each other.
  expect(confirm!.x).toBeGreaterThan(password!.x + password!.width);
  expect(Math.abs(confirm!.y - password!.y)).toBeLessThan(1);
});

test.describe("the forms' code that waits for the visitor", () => {
  const CLIENT_CHUNK = /\/school-api-[0-9a-f]+\.js$/;
  const MODAL_CHUNK = /\/modal-[0-9a-f]+\.js$/;

  test("the API client and the answer's dialog come with the first focus, not with the page", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (CLIENT_CHUNK.test(request.url()) || MODAL_CHUNK.test(request.url())) {
        fetched.push(new URL(request.url()).pathname.replace(/-[0-9a-f]+\.js$/, ""));
      }
    });
    await open(page, "/signup/");
    expect(fetched, "fetched with the page").toEqual([]);
    await page.getByLabel("Nombre", { exact: true }).focus();
    await expect.poll(() => [...fetched].sort()).toEqual(["/modal", "/school-api"]);
    await fillSignup(page, NEW_STUDENT);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("dialog", { name: "¡Registro completado!" })).toBeVisible();
    expect(await calls("/api/estudiantes/registrar")).toHaveLength(1);
  });

  test("a dialog whose code cannot load shows its answer in the page instead", async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(
      /\[modal\] The dialog's code failed to load/,
      "the dialog's chunk is refused",
    );
    expectConsoleError(/Failed to load resource: net::ERR_FAILED/, "the refused chunk");
    expectConsoleError(
      /status of 4\d\d.*\/api\/profesores\/registrar/,
      "the enrolment code is not valid: the API refuses the sign-up",
    );
    await page.route(MODAL_CHUNK, (route) => route.abort());
    await open(page, "/signup-teacher/");
    await fillSignup(page, { ...NEW_STUDENT, "Código de inscripción": "CODIGO-MALO" });
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const answer = page.getByRole("alert").filter({ hasText: "Error en el registro" });
    await expect(answer.getByText(/Ha ocurrido un error al procesar su registro/)).toBeVisible();
    await expect(answer).toBeFocused();
    await answer.getByRole("button", { name: "Volver al formulario" }).click();
    await expect(answer).toBeHidden();
    await expect(page.getByLabel("Código de inscripción")).toHaveValue("CODIGO-MALO");
  });
});

test("logged in: menu 'Acceder a la plataforma' and profile panel with the three lines", async ({
  page,
  apiURL,
}) => {
  await login(page, ANA);
  await open(page, "/");
  await expect(page.getByRole("link", { name: "Acceder a la plataforma" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Iniciar sesión" })).toHaveCount(0);
  // The stored token is checked at start with the raw token, on the endpoint of the stored
  // user's role (a student's: /api/estudiantes); the teachers' one only if that one fails.
  const profiles = (await calls("/api/")).filter((c) =>
    /^\/api\/(estudiantes|profesores)$/.test(c.path),
  );
  expect(profiles.map((c) => c.path)).toEqual(["/api/estudiantes"]);
  for (const call of profiles) expect(call.headers.authorization).toMatch(/^tok-est/);

  await page.getByRole("button", { name: /Mi cuenta/ }).click();
  const panel = page.getByRole("dialog", { name: "Mi cuenta" });
  await expect(panel.getByRole("heading", { name: "Hola, Ana García" })).toBeVisible();
  await expect(panel.getByText("@ana.garcia")).toBeVisible();
  await expect(panel.getByText("Tienes 2 notificaciones sin leer")).toBeVisible();
  await expect(panel.getByText(/desde tu última visita/)).toBeVisible();
  await expect(panel.getByText(/Tu próximo curso empieza en \d+ horas?/)).toBeVisible();
  await expect(panel.getByRole("link", { name: "Ir a la plataforma" })).toHaveAttribute(
    "href",
    `${apiURL}/plataforma`,
  );
  expect(await axeViolations(page), "profile panel without axe violations").toEqual([]);
  await screenshot(page, "accounts-profile-1280");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: /Mi cuenta/ }).click();
  await expect(panel).toBeVisible();
  await page.mouse.click(20, 400); // the overlay, left of the panel
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: /Mi cuenta/ }).click();
  await expect(panel).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect(panel).toBeHidden();
});

test("an event new since the last visit shows in the panel", async ({ page }) => {
  await login(page, ANA);
  await open(page, "/");
  await expect(page.getByRole("link", { name: "Acceder a la plataforma" }).first()).toBeVisible();
  // Once this visit is recorded, make the previous one have seen one event fewer.
  await page.waitForFunction(
    () =>
      Boolean(globalThis.localStorage.getItem("ikyUltimaVisita")) &&
      globalThis.sessionStorage.getItem("ikyVisitaAnterior") !== null,
  );
  await page.evaluate(() => {
    const visit = JSON.parse(globalThis.localStorage.getItem("ikyUltimaVisita") ?? "{}") as {
      ids: unknown[];
    };
    visit.ids = visit.ids.slice(1);
    globalThis.localStorage.setItem("ikyUltimaVisita", JSON.stringify(visit));
    globalThis.sessionStorage.removeItem("ikyVisitaAnterior");
  });
  await page.reload();
  await waitForHydration(page); // a click on the prebuilt button before that is lost
  await page.getByRole("button", { name: /Mi cuenta/ }).click();
  await expect(page.getByText("1 evento nuevo desde tu última visita")).toBeVisible();
});

test("pages do not carry the event list: the panel reads it when logged in, from /eventos/resumen.json", async ({
  page,
}) => {
  // No page's static queries carry the events: a build after an event was added would write
  // every page again.
  const pageData = (await (await page.request.get("/page-data/yoga/page-data.json")).json()) as {
    staticQueryHashes: string[];
  };
  for (const hash of pageData.staticQueryHashes) {
    const result = await (await page.request.get(`/page-data/sq/d/${hash}.json`)).text();
    expect(result, `static query ${hash} of /yoga/`).not.toContain("idEvento");
  }

  const summaries: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/eventos/resumen.json")) summaries.push(request.url());
  });
  await open(page, "/yoga/");
  await page.getByRole("button", { name: /Mi cuenta/ }).click();
  await expect(
    page.getByRole("dialog", { name: "Mi cuenta" }).getByRole("button", { name: "Iniciar sesión" }),
  ).toBeVisible();
  expect(summaries, "logged out, the summary is not requested").toEqual([]);

  await login(page, ANA);
  await open(page, "/yoga/");
  await page.getByRole("button", { name: /Mi cuenta/ }).click();
  const account = page.getByRole("list", { name: "Resumen de tu cuenta" });
  await expect(account.getByText(/desde tu última visita/)).toBeVisible();
  await expect(account.getByText(/próximo curso|No hay cursos programados/)).toBeVisible();
  expect(summaries.length, "logged in, the panel read the event summary").toBeGreaterThan(0);
});

test("if the event summary could not be read, the panel says so and asks again when reopened", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 503/, "the first read of /eventos/resumen.json fails on purpose");
  // The file cannot be read until the visitor has seen the panel say so.
  let failing = true;
  await page.route("**/eventos/resumen.json", (route) =>
    failing ? route.fulfill({ status: 503, body: "" }) : route.fallback(),
  );
  await login(page, ANA);
  await open(page, "/yoga/");
  const button = page.getByRole("button", { name: /Mi cuenta/ });
  await button.click();
  const account = page.getByRole("list", { name: "Resumen de tu cuenta" });
  await expect(account.getByText(/No se pudieron consultar los eventos/)).toBeVisible();
  failing = false;
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Mi cuenta" })).toBeHidden();
  await button.click();
  await expect(account.getByText(/desde tu última visita/)).toBeVisible();
  await expect(account.getByText(/No se pudieron consultar los eventos/)).toBeHidden();
});

test("logging out clears the storage and brings back the login links", async ({ page }) => {
  await login(page, ANA);
  await open(page, "/");
  await page.getByRole("button", { name: /Mi cuenta/ }).click();
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByRole("link", { name: "Iniciar sesión" }).first()).toBeVisible();
  const stored = await storage(page);
  expect(stored.localToken).toBeNull();
  expect(stored.user).toBeNull();
});
