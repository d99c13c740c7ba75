import { readFileSync } from "node:fs";
import L from "leaflet";
import { LEAFLET_MARKUP, PIN_MARKUP, TILE_ATTRIBUTION } from "../../src/lib/leaflet-markup";
import { isAllowedScriptURL } from "../../src/lib/script-urls";
import {
  REACT_SCRIPT_MARKUP,
  isAllowedHTML as allowedIn,
  isAllowedScriptText,
} from "../../src/lib/trusted-markup";
import { safeJson } from "../../src/components/layout/Seo";
import { allowMarkup, createDefaultPolicy } from "../../src/components/layout/trusted-types";
import { DEFAULT_POLICY } from "../../deploy/trusted-types.mjs";

/** The known markup of a page with the map: React's, then Leaflet's. */
const KNOWN_MARKUP = new Set([REACT_SCRIPT_MARKUP, ...LEAFLET_MARKUP]);
const isAllowedHTML = (value: string) => allowedIn(value, KNOWN_MARKUP);

const SITE = "https://www.ikyyoga.com";

describe("the default policy's rules (src/lib/trusted-markup.ts, leaflet-markup.ts)", () => {
  it("without the map's code, Leaflet's markup is refused too", () => {
    expect(allowedIn(PIN_MARKUP, new Set([REACT_SCRIPT_MARKUP]))).toBe(false);
    expect(allowedIn(REACT_SCRIPT_MARKUP, new Set([REACT_SCRIPT_MARKUP]))).toBe(true);
  });

  it("lets through markup-free text and the libraries' known markup", () => {
    expect(isAllowedHTML("")).toBe(true);
    expect(isAllowedHTML("Yoga &amp; terapia – IKY Yoga")).toBe(true);
    expect(isAllowedHTML(safeJson({ name: '<img src=x onerror="alert(1)">' }))).toBe(true);
    expect(isAllowedHTML("<script></script>")).toBe(true);
    expect(isAllowedHTML(PIN_MARKUP)).toBe(true);
  });

  it("refuses any other markup", () => {
    for (const hostile of [
      '<img src=x onerror="window.__xss=1">',
      "<script>alert(1)</script>",
      `${PIN_MARKUP}<img src=x onerror=alert(1)>`,
      '<span aria-hidden="true">1<img src=x></span>',
      "<svg onload=alert(1)>",
    ]) {
      expect(isAllowedHTML(hostile)).toBe(false);
    }
  });

  it("knows Leaflet's markup exactly as Leaflet 1.9 writes it", () => {
    const source = readFileSync(require.resolve("leaflet/dist/leaflet-src.js"), "utf8");
    const zoom = L.Control.Zoom.prototype.options as { zoomInText: string; zoomOutText: string };
    expect(KNOWN_MARKUP.has(zoom.zoomInText)).toBe(true);
    expect(KNOWN_MARKUP.has(zoom.zoomOutText)).toBe(true);
    // jsdom draws no inline SVG: the prefix without the flag, the flag's variant from the source.
    const prefix = String(L.Control.Attribution.prototype.options.prefix);
    expect(KNOWN_MARKUP.has(prefix)).toBe(true);
    expect(
      KNOWN_MARKUP.has(`${prefix} <span aria-hidden="true">|</span> ${TILE_ATTRIBUTION}`),
    ).toBe(true);
    const flag = /var ukrainianFlag = '([^']+)';/.exec(source)?.[1] ?? "";
    expect(flag).not.toBe("");
    expect(KNOWN_MARKUP.has(prefix.replace(">Leaflet<", `>${flag} Leaflet<`))).toBe(true);
    expect(source).toContain("closeButton.innerHTML = '<span aria-hidden=\"true\">&#215;</span>'");
    expect(source).toContain("div.innerHTML = '<svg/>'");
  });

  it("script text: JSON only", () => {
    expect(isAllowedScriptText(safeJson({ "@type": "Organization" }))).toBe(true);
    expect(isAllowedScriptText("alert(1)")).toBe(false);
    expect(isAllowedScriptText("window.__xss=1")).toBe(false);
  });

  it("script URLs (src/lib/script-urls.ts): the site's own paths, Stripe.js, gtag.js for an id; nothing else", () => {
    expect(isAllowedScriptURL("/eco-living-folleto.pdf", SITE)).toBe(true);
    expect(isAllowedScriptURL("https://js.stripe.com/basil/stripe.js", SITE)).toBe(true);
    expect(isAllowedScriptURL("https://www.googletagmanager.com/gtag/js?id=G-ABC123", SITE)).toBe(
      true,
    );
    for (const url of [
      "//evil.example.org/x.js",
      "/\\evil.example.org/x.js",
      "https://evil.example.org/x.js",
      "https://js.stripe.com/v3/evil.js",
      "https://www.googletagmanager.com/gtag/js?id=G-1&callback=evil",
      "javascript:alert(1)",
      "data:text/javascript,alert(1)",
      `${SITE}/app.js`,
    ]) {
      expect(isAllowedScriptURL(url, SITE)).toBe(false);
    }
  });
});

describe("the default policy (src/components/layout/trusted-types.ts)", () => {
  it("is created under the name the header lists, and refuses what it does not know", () => {
    const created: { name: string; rules: { createHTML: (v: string) => string | null } }[] = [];
    Object.assign(window, {
      trustedTypes: {
        createPolicy: (name: string, rules: { createHTML: (v: string) => string | null }) => {
          created.push({ name, rules });
          return rules;
        },
      },
    });
    try {
      createDefaultPolicy();
      expect(created.map((policy) => policy.name)).toEqual([DEFAULT_POLICY]);
      const html = created[0]?.rules.createHTML ?? (() => "");
      expect(html("<script></script>")).toBe("<script></script>");
      expect(html(PIN_MARKUP)).toBeNull();
      allowMarkup(LEAFLET_MARKUP);
      expect(html(PIN_MARKUP)).toBe(PIN_MARKUP);
      expect(html('<img src=x onerror="window.__xss=1">')).toBeNull();
    } finally {
      delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
    }
  });
});
