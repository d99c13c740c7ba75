// Privacy and consent (docs/privacy.md): the analytics provider is served locally (page.route), so
// every request the site would make to it is seen; nothing may reach it before "Aceptar", and
// what reaches it never carries a token or a payment id.
import type { Page, Route } from "@playwright/test";
import { axeViolations } from "../scripts/lib/a11y.mjs";
import { test, expect, waitForHydration, waitForNetworkQuiet } from "./fixtures";
import { POLICY_RIGHTS } from "../__tests__/fixtures/legal";

const GTAG_HOST = "https://www.googletagmanager.com/";
const COLLECT = /^https:\/\/([a-z0-9-]+\.)*google-analytics\.com\//;
const SECRETS = ["ok-secreto-e2e", "cs_test_privacidad", "estudiante_id", "session_id", "token"];

/**
 * A small stand-in for gtag.js: it reads the dataLayer as gtag.js does (consent, set, config,
 * event) and sends one hit per page view to /g/collect, with dl = the page_location it was
 * given or, like gtag.js, location.href when none; and it sets a _ga cookie once granted.
 */
const FAKE_GTAG = `(function () {
  var consent = {}, fields = {}, ids = [];
  function send(params) {
    ids.forEach(function (id) {
      if (window["ga-disable-" + id] === true || consent.analytics_storage !== "granted") return;
      document.cookie = "_ga=GA1.1.e2e." + Date.now() + "; path=/";
      var q = new URLSearchParams({
        v: "2", tid: id, en: params.en,
        dl: params.page_location || fields.page_location || location.href,
        dr: params.page_referrer != null ? params.page_referrer
          : fields.page_referrer != null ? fields.page_referrer : document.referrer,
        dt: params.page_title || document.title,
      });
      fetch("https://www.google-analytics.com/g/collect?" + q, { method: "POST", mode: "no-cors", keepalive: true });
    });
  }
  function handle(a) {
    if (a[0] === "consent") Object.assign(consent, a[2]);
    else if (a[0] === "set") Object.assign(fields, typeof a[1] === "object" ? a[1] : { [a[1]]: a[2] });
    else if (a[0] === "config") {
      ids.push(a[1]);
      if (!a[2] || a[2].send_page_view !== false) send({ en: "page_view" });
    } else if (a[0] === "event") send(Object.assign({ en: a[1] }, a[2] || {}));
  }
  var dl = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return Array.prototype.push.apply(dl, arguments);
  };
})();`;

/** Serves the analytics hosts locally and records every request made to them. */
async function fakeAnalytics(page: Page) {
  const scripts: string[] = [];
  const hits: URL[] = [];
  await page.route(`${GTAG_HOST}**`, (route: Route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: FAKE_GTAG });
  });
  await page.route(COLLECT, (route: Route) => {
    hits.push(new URL(route.request().url()));
    return route.fulfill({ status: 204, body: "" });
  });
  const pageViews = () => hits.filter((hit) => hit.searchParams.get("en") === "page_view");
  return { scripts, hits, pageViews };
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies de analítica" });

/** Waits until the site has hydrated and the browser has been idle: when the banner comes. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(
    () =>
      new Promise((resolve) => window.requestIdleCallback(() => resolve(null), { timeout: 3000 })),
  );
}

const gaCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name.startsWith("_ga"));

test.describe("analytics only with consent", () => {
  // A first visit: no choice stored (the other specs start with "Rechazar" stored).
  test.use({ consent: null });

  test("before choosing: the banner, and no analytics script, cookie or request", async ({
    page,
  }) => {
    const analytics = await fakeAnalytics(page);
    // Layout shifts from the moment the banner is shown: it covers, it does not push. With
    // motion, as most visitors see it.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.addInitScript(() => {
      const w = window as unknown as { bannerAt: number | null; shifts: number };
      w.bannerAt = null;
      w.shifts = 0;
      new MutationObserver(() => {
        const shown = document.getElementById("consentimiento");
        if (w.bannerAt === null && shown && !shown.hidden) w.bannerAt = performance.now();
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["hidden"],
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (w.bannerAt !== null && entry.startTime >= w.bannerAt) {
            w.shifts += (entry as unknown as { value: number }).value;
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/yoga/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Rechazar" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Aceptar" })).toBeVisible();
    await settle(page);
    const after = await page.evaluate(() => {
      const w = window as unknown as { bannerAt: number | null; shifts: number };
      return { bannerAt: w.bannerAt, shifts: w.shifts };
    });
    expect(after.bannerAt).not.toBeNull();
    expect(after.shifts).toBe(0);
    expect(analytics.scripts).toEqual([]);
    expect(analytics.hits).toEqual([]);
    expect(await gaCookies(page)).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem("iky-consent"))).toBeNull();
  });

  for (const [path, name, accept] of [
    ["/yoga/", "Cookies de analítica", "Aceptar"],
    ["/en/yoga/", "Analytics cookies", "Accept"],
  ] as const) {
    test(`${path}: the banner is in the page's HTML; showing it fetches no component, words or styles of its own`, async ({
      page,
      request,
    }) => {
      // Built into the page, first in the body, hidden, in the page's language.
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<body[^>]*><section id="consentimiento" hidden=""/);
      expect(html).toContain(`>${name}</h2>`);

      const requested: string[] = [];
      const fetchedCode: { url: string; body: Promise<string> }[] = [];
      page.on("request", (req) => requested.push(new URL(req.url()).pathname));
      page.on("response", (response) => {
        if (!["script", "stylesheet"].includes(response.request().resourceType())) return;
        fetchedCode.push({ url: response.url(), body: response.text().catch(() => "") });
      });
      await page.addInitScript(() =>
        document.addEventListener("DOMContentLoaded", () => {
          const w = window as unknown as { prebuiltBanner: Element | null };
          w.prebuiltBanner = document.getElementById("consentimiento");
        }),
      );
      const analytics = await fakeAnalytics(page);
      await page.goto(path);
      const region = page.getByRole("region", { name });
      await expect(region).toBeVisible();
      expect(
        await region.evaluate(
          (node) => node === (window as unknown as { prebuiltBanner: Element }).prebuiltBanner,
        ),
        "the banner shown is the one in the HTML",
      ).toBe(true);
      // Only what the reopened banner shows stays hidden.
      await expect(region.getByRole("status")).toHaveCount(0);
      await expect(region.locator("[data-consent-close]")).toBeHidden();
      await waitForNetworkQuiet(page);

      for (const { url, body } of fetchedCode) {
        const text = await body;
        expect(text, `${url} holds the banner's words`).not.toContain(name);
        expect(text, `${url} holds the banner's styles`).not.toContain("ConsentBanner-module");
      }

      await region.getByRole("button", { name: accept }).click();
      await expect(region).toBeHidden();
      await expect.poll(() => analytics.pageViews().length).toBe(1);
      expect(await page.evaluate(() => window.localStorage.getItem("iky-consent"))).toContain(
        '"analytics":"granted"',
      );
    });
  }

  test("Aceptar and Rechazar weigh the same and work with the keyboard", async ({ page }) => {
    await fakeAnalytics(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const reject = banner(page).getByRole("button", { name: "Rechazar" });
    const accept = banner(page).getByRole("button", { name: "Aceptar" });
    const look = (button: typeof reject) =>
      button.evaluate((node) => {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        return {
          background: style.backgroundColor,
          color: style.color,
          border: style.borderColor,
          font: `${style.fontSize} ${style.fontWeight}`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      });
    expect(await look(reject)).toEqual(await look(accept));
    // The banner comes first in the keyboard order, before the skip link.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(reject).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(accept).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
  });

  test("Rechazar: remembered; nothing loads when navigating or coming back", async ({ page }) => {
    const analytics = await fakeAnalytics(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Rechazar" }).click();
    await expect(banner(page)).toBeHidden();
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Eventos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
    await page.reload();
    await settle(page);
    await expect(banner(page)).toHaveCount(0);
    expect(analytics.scripts).toEqual([]);
    expect(analytics.hits).toEqual([]);
    expect(await gaCookies(page)).toEqual([]);
  });

  test("Aceptar: Consent Mode, and page views with the bare path, without the token or the payment id", async ({
    page,
    apiURL,
  }) => {
    const analytics = await fakeAnalytics(page);
    await page.route(`${apiURL}/api/stripe/success-subscription**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/plain", body: "Suscripción completada" }),
    );
    await page.goto("/confirm/?token=ok-secreto-e2e");
    await expect(page.getByText("Tu cuenta ha sido confirmada")).toBeVisible();
    await banner(page).getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => analytics.pageViews().length).toBe(1);
    expect(analytics.scripts).toHaveLength(1);
    expect(new URL(analytics.scripts[0] ?? "").searchParams.get("id")).toMatch(/^G-/);
    // Consent Mode: everything denied by default, then analytics granted, before gtag.js runs.
    const commands = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .slice(0, 2)
        .map((args) => JSON.stringify([...args])),
    );
    expect(commands[0]).toContain('"consent","default"');
    expect(commands[0]).toContain('"analytics_storage":"denied"');
    expect(commands[0]).toContain('"ad_storage":"denied"');
    expect(commands[1]).toBe('["consent","update",{"analytics_storage":"granted"}]');

    const origin = new URL(page.url()).origin;
    expect(analytics.pageViews()[0]?.searchParams.get("dl")).toBe(`${origin}/confirm/`);

    // A token written as a path, and a page reached from a URL that carried one.
    await page.goto("/confirm/ok-secreto-e2e/");
    await expect.poll(() => analytics.pageViews().length).toBe(2);
    expect(analytics.pageViews()[1]?.searchParams.get("dl")).toBe(`${origin}/confirm/`);
    await page.goto(
      "/success-subscription/?session_id=cs_test_privacidad&estudiante_id=7&plan=2&incluir_suplemento=false",
      { referer: `${origin}/confirm/?token=ok-secreto-e2e` },
    );
    await expect(page.getByRole("heading", { name: "¡Bienvenido a IKY Yoga!" })).toBeVisible();
    await expect.poll(() => analytics.pageViews().length).toBe(3);
    expect(analytics.pageViews()[2]?.searchParams.get("dl")).toBe(
      `${origin}/success-subscription/`,
    );
    expect(analytics.pageViews()[2]?.searchParams.get("dr")).toBe(`${origin}/confirm/`);

    // A route change inside the site is one more page view, its path only.
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Eventos" }).click();
    await expect.poll(() => analytics.pageViews().length).toBe(4);
    expect(analytics.pageViews()[3]?.searchParams.get("dl")).toBe(`${origin}/events/`);

    for (const hit of analytics.hits) {
      for (const secret of SECRETS) expect(hit.href).not.toContain(secret);
    }
  });

  test("'Preferencias de cookies' in the footer: changing one's mind deletes the cookies and stops sending", async ({
    page,
  }) => {
    const analytics = await fakeAnalytics(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => analytics.pageViews().length).toBe(1);
    await expect.poll(async () => (await gaCookies(page)).length).toBeGreaterThan(0);

    const preferences = page.getByRole("button", { name: "Preferencias de cookies" });
    await preferences.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Cookies de analítica" })).toBeFocused();
    await expect(banner(page).getByRole("status")).toHaveText(/aceptada/);
    await banner(page).getByRole("button", { name: "Rechazar" }).click();
    await expect(banner(page)).toBeHidden();
    await expect(preferences).toBeFocused();
    expect(await gaCookies(page)).toEqual([]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Eventos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
    await page.reload();
    await settle(page);
    expect(analytics.pageViews()).toHaveLength(1);
    expect(analytics.scripts).toHaveLength(1);
  });

  for (const width of [375, 1280]) {
    test(`axe: no violations with the banner open (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
      await fakeAnalytics(page);
      await page.goto("/signup/");
      await expect(banner(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test("the banner does not cover the page's main action", async ({ page }) => {
      await fakeAnalytics(page);
      const uncovered = (role: "button" | "link", name: string) =>
        page.getByRole(role, { name }).evaluate((node) => {
          const box = node.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return node.contains(hit);
        });

      // The home page's first action is on screen beside the banner, not under it.
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      expect((await banner(page).boundingBox())?.height ?? 0).toBeLessThan(667 * 0.32);
      expect(await uncovered("link", "Descubre el sistema IKY")).toBe(true);

      // A form's button further down scrolls clear of it, and so does the page's last line.
      await page.goto("/signup/");
      await expect(banner(page)).toBeVisible();
      await page
        .getByRole("button", { name: "Crear cuenta" })
        .evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));
      expect(await uncovered("button", "Crear cuenta")).toBe(true);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
      expect(await uncovered("button", "Preferencias de cookies")).toBe(true);
    });
  });
});

test.describe("authorisation in the sign-up forms (Colombian Law 1581 of 2012)", () => {
  const student = {
    Nombre: "Ana",
    Apellido: "García",
    "Nombre de usuario": "ana.e2e",
    "Correo electrónico": "ana.e2e@example.org",
    Contraseña: "yoga1234",
    "Confirmar contraseña": "yoga1234",
    "Fecha de nacimiento": "1990-04-05",
    "Dirección postal": "Calle 5, Cali",
  };
  const CONSENT =
    /^Autorizo el tratamiento de mis datos personales según la Política de tratamiento de datos/;

  for (const [path, submit, endpoint, extra] of [
    ["/signup/", "Crear cuenta", "/api/estudiantes/registrar", {}],
    [
      "/signup-teacher/",
      "Enviar solicitud",
      "/api/profesores/registrar",
      { "Código de inscripción": "IKY-PROF-2026" },
    ],
  ] as const) {
    test(`${path}: without the checkbox nothing is sent and nothing typed is lost`, async ({
      page,
    }) => {
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes(endpoint)) sent.push(request.postData() ?? "");
      });
      await page.goto(path);
      await waitForHydration(page);
      for (const [label, value] of Object.entries({ ...student, ...extra })) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      const box = page.getByRole("checkbox", { name: CONSENT });
      await expect(box).not.toBeChecked();
      const policy = page.getByRole("link", { name: /^Política de tratamiento de datos/ });
      await expect(policy.first()).toHaveAttribute("href", "/privacidad/");
      await expect(policy.first()).toHaveAttribute("target", "_blank");

      await page.getByRole("button", { name: submit }).click();
      await expect(page.getByText("Marca la casilla para continuar")).toBeVisible();
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute("aria-invalid", "true");
      expect(sent).toEqual([]);
      await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("Ana");
      await expect(page.getByLabel("Dirección postal")).toHaveValue("Calle 5, Cali");

      await box.check();
      await page.getByRole("button", { name: submit }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(sent).toHaveLength(1);
      // The contract's payload: no consent field added.
      expect(Object.keys(JSON.parse(sent[0] ?? "{}") as object)).not.toContain("autorizacion");
    });
  }
});

test.describe("the policy", () => {
  test("linked from the footer; says who is responsible, the rights and how to exercise them", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Política de tratamiento de datos" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Política de tratamiento de datos personales" }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("Ley Estatutaria 1581 de 2012");
    await expect(main).toContainText("NIT");
    await expect(main.getByRole("link", { name: /^datospersonales@/ }).first()).toHaveAttribute(
      "href",
      /^mailto:datospersonales@/,
    );
    for (const right of POLICY_RIGHTS) {
      await expect(main.getByText(right, { exact: true }).first()).toBeVisible();
    }
    await expect(main).toContainText("Texto para revisar por la escuela");
    await expect(main).not.toContainText("{{");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Términos de la suscripción" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Términos de la suscripción" }),
    ).toBeVisible();
  });
});

test.describe("the legal texts, accessible", () => {
  for (const [path, width] of [
    ["/privacidad/", 375],
    ["/terminos/", 1280],
  ] as const) {
    test(`axe: ${path} a ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
