// The nginx configuration of docs/deploy.md, tested as a host would run it: Debian's nginx
// (as the current user, everything under a temp folder) serves the e2e build through a
// `current` symlink, with the config rendered from deploy/nginx/iky-yoga.conf.template (the
// `nginx` fixture). The smoke test passes through it: headers, caching, client-only routes,
// 404, and pages in Chromium without a single Content-Security-Policy violation.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PUBLIC_DIR, ROOT } from "../scripts/lib/e2e-site.cjs";
import { decodeHtml, sampleEvent } from "./content";
import {
  test,
  expect,
  cspViolations,
  expectNoCspViolations,
  screenshot,
  waitForHydration,
  waitForNetworkQuiet,
} from "./fixtures";

const prebuilt = sampleEvent(41);
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** A request straight to nginx, redirects not followed. */
const get = (base: string, pathname: string, init: RequestInit = {}) =>
  fetch(`${base}${pathname}`, { redirect: "manual", ...init });

/**
 * nginx answers `pathname` with `status` and, as it is, the build's file `built` (a path under
 * public/). Returns the response, for its headers.
 */
async function expectBuiltFile(base: string, pathname: string, built: string, status = 200) {
  const response = await get(base, pathname);
  expect(response.status, pathname).toBe(status);
  expect(await response.text(), `${pathname} serves ${built} of the build`).toBe(
    readFileSync(path.join(PUBLIC_DIR, built), "utf8"),
  );
  return response;
}

/**
 * The page shows its h1 `heading`, settles (lazy images, fonts), is kept as a screenshot to look
 * at, and met no Content-Security-Policy violation on the way.
 */
async function expectSettledUnderCsp(page: Page, heading: string, shot: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // The scripts start after the main image has painted: what they load is checked too.
  await waitForHydration(page);
  await screenshot(page, shot);
  await expectNoCspViolations(page);
}

test("the home page: 200, CSP with the origin of the API, Stripe and the maps, HTML not cached", async ({
  nginx,
  apiURL,
}) => {
  const response = await get(nginx.url, "/");
  expect(response.status).toBe(200);
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(new RegExp(`connect-src 'self' ${apiURL} https://api.stripe.com`));
  expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
  expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
  // The recommendations flagged `allowed` in content/ open in a frame (deploy/policy.mjs).
  expect(csp).toMatch(/frame-src [^;]*https:\/\/es\.wikipedia\.org/);
  expect(csp).toMatch(new RegExp(`img-src [^;]*${apiURL}`));
  // The Eco-Living brochure is a PDF <object> of the site.
  expect(csp).toMatch(/object-src 'self'/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("cache-control")).toBe(REVALIDATE);
  expect(response.headers.get("server"), "no nginx version").toBe("nginx");
});

test("cache: hashed assets forever; page-data and app-data.json always revalidated", async ({
  nginx,
}) => {
  const html = await (await get(nginx.url, "/")).text();
  // Gatsby's scripts are inserted by the loader (src/node/rewrite-built-pages.ts): listed as data.
  const list = html.match(/<script id="iky-scripts" type="application\/json">([^<]+)<\/script>/);
  const { scripts } = JSON.parse(list?.[1] ?? '{"scripts":[]}') as { scripts: string[] };
  expect(scripts.length, "the home page loads Gatsby's scripts").toBeGreaterThanOrEqual(3);
  for (const src of scripts) {
    expect((await get(nginx.url, src)).headers.get("cache-control"), src).toBe(IMMUTABLE);
  }
  const css = readdirSync(PUBLIC_DIR).find((f) => /^styles\.[0-9a-f]+\.css$/.test(f));
  if (css) expect((await get(nginx.url, `/${css}`)).headers.get("cache-control")).toBe(IMMUTABLE);
  const staticFile = readdirSync(path.join(PUBLIC_DIR, "static"), { recursive: true })
    .map(String)
    .find((f) => /\.(woff2|webp|avif|jpg|png)$/.test(f));
  expect(staticFile, "there are files in /static/").toBeTruthy();
  const asset = await get(nginx.url, `/static/${staticFile}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toBe(IMMUTABLE);
  for (const data of ["/page-data/app-data.json", "/page-data/index/page-data.json"]) {
    const res = await get(nginx.url, data);
    expect(res.status, data).toBe(200);
    expect(res.headers.get("cache-control"), data).toBe(REVALIDATE);
    expect(res.headers.get("content-type") ?? "").toMatch(/application\/json/);
  }
});

test("trailing slash as Gatsby wants it: /events → 301 /events/, with the query", async ({
  nginx,
}) => {
  const plain = await get(nginx.url, "/events");
  expect(plain.status).toBe(301);
  expect(plain.headers.get("location")).toBe("/events/");
  const withQuery = await get(nginx.url, `/events/${prebuilt.idEvento}?ref=correo`);
  expect(withQuery.status).toBe(301);
  expect(withQuery.headers.get("location")).toBe(`/events/${prebuilt.idEvento}/?ref=correo`);
  // Files are never redirected.
  expect((await get(nginx.url, "/page-data/app-data.json")).status).toBe(200);
});

test("a built event page is served as it is (/events/<id>/)", async ({ nginx }) => {
  const response = await get(nginx.url, `/events/${prebuilt.idEvento}/`);
  expect(response.status).toBe(200);
  expect(decodeHtml(await response.text())).toContain(prebuilt.resumen);
  expect(response.headers.get("cache-control")).toBe(REVALIDATE);
});

test("an unknown address: the 404 page with status 404 (page-data too)", async ({ nginx }) => {
  const response = await expectBuiltFile(nginx.url, "/esta-pagina-no-existe/", "404.html", 404);
  expect(
    response.headers.get("content-security-policy"),
    "the 404 carries the CSP too",
  ).toBeTruthy();
  expect((await get(nginx.url, "/page-data/no-existe/page-data.json")).status).toBe(404);
  expect((await get(nginx.url, "/static/no-existe.js")).status).toBe(404);
  expect((await get(nginx.url, "/events/1/2/")).status).toBe(404);
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("in Chromium: home page and built event without CSP violations or errors", async ({
    page,
    nginx,
  }) => {
    const response = await page.goto(`${nginx.url}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await waitForHydration(page);
    // To look at: fonts, styles and images all arrive under the CSP.
    await screenshot(page, "nginx-portada-375");
    await page.getByRole("link", { name: prebuilt.resumen }).first().click();
    await expectSettledUnderCsp(page, prebuilt.resumen, "nginx-evento-375");
  });

  test("/confirm/?token=… reaches the build's confirmation page", async ({
    page,
    nginx,
    stubURL,
  }) => {
    // The build must have the confirmation page (src/pages/confirm/): without it this fails.
    const built = path.join("confirm", "[...]", "index.html");
    expect(existsSync(path.join(PUBLIC_DIR, built)), "the build has /confirm/[...]").toBe(true);
    await expectBuiltFile(nginx.url, "/confirm/?token=ok-prueba-nginx", built);
    await expectBuiltFile(nginx.url, "/confirm/ok-prueba-nginx/?token=ok-prueba-nginx", built);

    // In the browser the page reads its token and asks the API, within the CSP.
    await page.goto(`${nginx.url}/confirm/?token=ok-prueba-nginx`);
    await expect(page.getByText("Tu cuenta ha sido confirmada", { exact: false })).toBeVisible();
    const calls = (await (
      await fetch(`${stubURL}/__stub/calls?path=/api/estudiantes/confirmer/ok-prueba-nginx`)
    ).json()) as unknown[];
    expect(calls.length, "the confirmation page called the API with its token").toBeGreaterThan(0);
    await expectNoCspViolations(page);
  });
});

test("an event created after the build arrives through the /events/* rewrite", async ({
  page,
  nginx,
  stubURL,
}) => {
  const created = (await fetch(`${stubURL}/__stub/events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      resumen: "Círculo de meditación a la luz de la luna",
      descripcion: "Creado después de la compilación; nginx sirve la página de respaldo.",
      startInDays: 9,
    }),
  }).then((r) => r.json())) as { idEvento: number };
  const pathname = `/events/${created.idEvento}/`;
  // nginx serves the page of the client-only route /events/:id.
  await expectBuiltFile(nginx.url, pathname, path.join("events", "[id]", "index.html"));
  await page.goto(`${nginx.url}${pathname}`);
  await expectSettledUnderCsp(
    page,
    "Círculo de meditación a la luz de la luna",
    "nginx-evento-nuevo-1280",
  );
});

test("in Chromium: no built page violates the CSP (maps, Stripe, images)", async ({
  page,
  nginx,
  context,
  expectConsoleError,
}) => {
  // /paiement/ asks for Stripe.js, which the CSP allows; here its host refuses the connection.
  await context.route("https://js.stripe.com/**", (route) => route.abort("connectionrefused"));
  expectConsoleError(/js\.stripe\.com/, "/paiement/ asks for Stripe.js, which does not load here");
  // /admin/ is the editors' app, with a policy of its own: e2e/admin.spec.ts opens it behind nginx.
  const skip = new Set([
    "404",
    "admin",
    "dev-404-page",
    "page-data",
    "static",
    "~partytown",
    "_gatsby",
  ]);
  const pages = [
    "/",
    ...readdirSync(PUBLIC_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !skip.has(e.name))
      .filter((e) => existsSync(path.join(PUBLIC_DIR, e.name, "index.html")))
      .map((e) => `/${e.name}/`),
  ];
  expect(pages).toContain("/paiement/");
  /** Opens one page, scrolls it through and checks what its document reported. */
  const visit = async (tab: Page, pathname: string) => {
    await tab.goto(`${nginx.url}${pathname}`);
    // Hydrated first: the scripts start after the main image has painted, and what they load
    // (Stripe.js on /paiement/, the map) must meet the policy too.
    await waitForHydration(tab);
    // Lazy pieces (the Leaflet map and its tiles, images) load when scrolled to.
    await tab.evaluate(async () => {
      for (let y = 0; y < globalThis.document.body.scrollHeight; y += 600) {
        globalThis.scrollTo(0, y);
        await new Promise((resolve) => globalThis.requestAnimationFrame(resolve));
      }
    });
    await waitForNetworkQuiet(tab);
    expect(await cspViolations(tab), `CSP violations on ${pathname}`).toEqual([]);
  };
  // One page after another, as a visitor opens them. (Three tabs at once, tried to save time,
  // once starved a page's lazy widget of its code during hydration on this two-core machine:
  // React reported error 421 and rendered the widget again on the client.)
  for (const pathname of pages) await visit(page, pathname);
});

test("the CSP lets through what the site loads: tiles, images and API calls, Stripe", async ({
  page,
  nginx,
  context,
  apiURL,
  expectConsoleError,
}) => {
  // The outside hosts the CSP allows, served here: the test sees that the browser asked them.
  const outside: string[] = [];
  const tile = readFileSync(path.join(ROOT, "stub-api", "tiles", "tile.png"));
  await context.route(
    /^https:\/\/(tile\.openstreetmap\.org|js\.stripe\.com|es\.wikipedia\.org)\//,
    (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url.includes("tile.openstreetmap.org")) {
        return route.fulfill({ contentType: "image/png", body: tile });
      }
      if (url.includes("js.stripe.com")) {
        return route.fulfill({ contentType: "text/javascript", body: "/* Stripe.js simulado */" });
      }
      return route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Wikipedia</title>",
      });
    },
  );
  expectConsoleError(
    /'https:\/\/ajeno\.example\.org\/pixel\.png' violates the following Content Security Policy/,
    "the test asks for an image from a host the CSP does not allow",
  );
  await page.goto(`${nginx.url}/`);
  const loaded = await page.evaluate(
    async ({ api }) => {
      const document = globalThis.document;
      const image = (src: string) =>
        new Promise<boolean>((resolve) => {
          const img = new globalThis.Image();
          img.onload = () => resolve(true);
          img.onerror = () => resolve(false);
          img.src = src;
        });
      // Frames only: a script's src takes no string under Trusted Types, and the policies are
      // the site's (Stripe.js through the site's own code: e2e/production.spec.ts).
      const element = (tag: "iframe", src: string) =>
        new Promise<string>((resolve) => {
          const el = document.createElement(tag);
          el.src = src;
          el.onload = () => resolve("load");
          el.onerror = () => resolve("error");
          document.body.append(el);
        });
      return {
        tile: await image(`${api}/tiles/3/2/4.png`),
        photo: await image(`${api}/api/profesores/public/imagen?fileName=evento-31-portada.jpg`),
        plans: (await fetch(`${api}/api/profesores/public/planes`)).ok,
        osm: await image("https://tile.openstreetmap.org/3/2/4.png"),
        stripe: await element("iframe", "https://js.stripe.com/v3/"),
        frame: await element("iframe", "https://es.wikipedia.org/wiki/Yoga"),
      };
    },
    { api: apiURL },
  );
  expect(loaded).toEqual({
    tile: true,
    photo: true,
    plans: true,
    osm: true,
    stripe: "load",
    frame: "load",
  });
  await expectNoCspViolations(page);
  // The outside hosts were allowed by the CSP: the browser asked for them.
  expect(outside).toEqual(
    expect.arrayContaining([
      "https://tile.openstreetmap.org/3/2/4.png",
      "https://js.stripe.com/v3/",
      "https://es.wikipedia.org/wiki/Yoga",
    ]),
  );
  // And the policy does bite: an unknown host is refused before any request.
  await page.evaluate(() => {
    const img = new globalThis.Image();
    img.src = "https://ajeno.example.org/pixel.png";
    globalThis.document.body.append(img);
  });
  await expect
    .poll(() => cspViolations(page))
    .toEqual(["img-src https://ajeno.example.org/pixel.png"]);
  expect(outside.some((url) => url.includes("ajeno.example.org"))).toBe(false);
});

test("Trusted Types are enforced: a hostile string given to innerHTML or to a script's src throws", async ({
  page,
  nginx,
  expectConsoleError,
}) => {
  const response = await page.goto(`${nginx.url}/yoga/`);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toMatch(
    /trusted-types iky-loader iky-webpack iky-script-url iky-content default(;|$)/,
  );
  expect(response?.headers()["content-security-policy-report-only"]).toBeUndefined();
  await waitForHydration(page);
  // Each refusal is a violation the browser reports and logs: three are made on purpose here.
  expectConsoleError(/requires 'TrustedHTML' assignment/, "the test assigns markup to innerHTML");
  expectConsoleError(
    /requires 'TrustedScriptURL' assignment/,
    "the test assigns a URL to a script's src",
  );
  expectConsoleError(/Creating a TrustedTypePolicy named 'evil' violates/, "an unknown policy");
  const outcome = await page.evaluate(() => {
    const w = globalThis as unknown as {
      __xss?: number;
      trustedTypes: { createPolicy: (name: string, rules: object) => unknown };
    };
    const attempt = (what: () => void) => {
      try {
        what();
        return "ran";
      } catch (error) {
        return error instanceof TypeError ? "threw" : `other: ${String(error)}`;
      }
    };
    const div = globalThis.document.createElement("div");
    globalThis.document.body.append(div);
    const script = globalThis.document.createElement("script");
    return {
      innerHTML: attempt(() => {
        div.innerHTML = '<img src=x onerror="window.__xss=1">';
      }),
      scriptSrc: attempt(() => {
        script.src = "https://evil.example.org/x.js";
        globalThis.document.body.append(script);
      }),
      policy: attempt(() => w.trustedTypes.createPolicy("evil", { createHTML: (v: string) => v })),
      // The constant markup the `default` policy knows still passes: React's script maker.
      known: attempt(() => {
        div.innerHTML = "<script></script>";
      }),
      markup: div.innerHTML,
      ran: w.__xss ?? null,
    };
  });
  expect(outcome).toEqual({
    innerHTML: "threw",
    scriptSrc: "threw",
    policy: "threw",
    known: "ran",
    markup: "<script></script>",
    ran: null,
  });
  const violations = await cspViolations(page);
  expect(violations).toEqual([
    expect.stringMatching(/^require-trusted-types-for Element innerHTML /),
    expect.stringMatching(/^require-trusted-types-for HTMLScriptElement src /),
    expect.stringMatching(/^trusted-types /),
  ]);
});

test("the webhook behind nginx: /__webhook/rebuild without a secret → 401; /status local", async ({
  nginx,
}) => {
  const rebuild = await get(nginx.url, "/__webhook/rebuild", { method: "POST", body: "{}" });
  expect(rebuild.status).toBe(401);
  expect(((await rebuild.json()) as { error: string }).error).toBe("Wrong signature or token.");
  const big = await get(nginx.url, "/__webhook/rebuild", {
    method: "POST",
    body: "x".repeat(32 * 1024),
  });
  expect(big.status, "nginx cuts large bodies before the receiver").toBe(413);
  const status = await get(nginx.url, "/__webhook/status");
  expect(status.status).toBe(200);
  expect(((await status.json()) as { builds: unknown[] }).builds).toEqual([]);
});
