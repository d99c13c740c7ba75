import es from "../../src/i18n/es";
import en from "../../src/i18n/en";
import { CORE_AREAS } from "../../src/i18n/areas";
import { areasOfPath } from "../../src/i18n/page-areas";
import { listedAreasOnly, pageCatalog } from "../../src/i18n/catalogs";
import * as browser from "../../src/i18n/catalogs.browser";
import { loadAreasBeforeNavigating } from "../../src/i18n/areas-before-navigation";

describe("the areas of each page (src/i18n/page-areas.ts)", () => {
  it("gives every page the core areas, and its own by its Spanish path's first segment", () => {
    expect(areasOfPath("/yoga/")).toEqual([...CORE_AREAS, "sections"]);
    expect(areasOfPath("/en/yoga/")).toEqual(areasOfPath("/yoga/"));
    // /ishka's widgets below the centre's map fetch theirs (widgets, timetable) with their code.
    expect(areasOfPath("/en/ishka/?x=1#mapa")).toEqual([...CORE_AREAS, "sections", "map"]);
    // The registry's part fetches its own (registry, map); /yoga's widgets theirs (widgets).
    expect(areasOfPath("/en/ripey/?nombre=ana#mapa")).toEqual([...CORE_AREAS, "sections", "ripey"]);
    // The home page's part below the fold fetches its own (events, timetable, plans).
    expect(areasOfPath("/")).toEqual([...CORE_AREAS, "home"]);
    expect(areasOfPath("/en/")).toEqual(areasOfPath("/"));
    expect(areasOfPath("/en")).toEqual(areasOfPath("/"));
    expect(areasOfPath("/events/42/")).toEqual([...CORE_AREAS, "events"]);
    expect(areasOfPath("/events/[id]/")).toEqual([...CORE_AREAS, "events"]);
    // The list reads its own words too; an event's page does not load them.
    expect(areasOfPath("/events/")).toEqual([...CORE_AREAS, "events", "eventList"]);
    expect(areasOfPath("/en/events")).toEqual(areasOfPath("/events/"));
    // The account pages' own words are apart from the forms': the sign-up pages load neither
    // the login page's nor the confirmation's; the confirmation has no form.
    expect(areasOfPath("/en/confirm/abc")).toEqual([...CORE_AREAS, "accountPages"]);
    expect(areasOfPath("/login/")).toEqual([...CORE_AREAS, "auth", "accountPages"]);
    expect(areasOfPath("/en/signup/")).toEqual([...CORE_AREAS, "auth"]);
  });

  it("gives pages it does not name (legal pages, 404, unknown paths) the core areas only", () => {
    for (const path of [
      "/privacidad/",
      "/en/terms/",
      "/404.html",
      "/en/404/",
      "/nada/",
      "/constructor/",
    ]) {
      expect(areasOfPath(path)).toEqual([...CORE_AREAS]);
    }
  });

  it("names areas that exist in both catalogs", () => {
    for (const path of ["/", "/ishka/", "/ripey/", "/paiement/", "/videos/", "/signup-teacher/"]) {
      for (const area of areasOfPath(path)) {
        expect(es[area]).toBeDefined();
        expect(en[area]).toBeDefined();
      }
    }
  });
});

describe("the build's check of the table", () => {
  it("throws when a page reads an area its entry lacks, naming the page and the area", () => {
    const yoga = listedAreasOnly(en, "/en/yoga/");
    expect(yoga.sections.pages.yoga.title).toBe(en.sections.pages.yoga.title);
    expect(yoga.layout).toBe(en.layout);
    expect(() => yoga.events).toThrow(/\/en\/yoga\/ reads the "events" messages.*page-areas/);
  });

  it("stops a page that reads the cookie banner's words, which the browser never fetches", () => {
    for (const path of ["/", "/yoga/", "/en/privacy/", "/404.html"]) {
      expect(() => listedAreasOnly(es, path).consent).toThrow(/"consent"/);
    }
  });

  it("applies only while the build prebuilds pages (webpack's build-html stage)", () => {
    expect(pageCatalog("es", "/yoga/")).toBe(es);
    const previous = process.env.BUILD_STAGE;
    process.env.BUILD_STAGE = "build-html";
    try {
      expect(() => pageCatalog("es", "/yoga/").registry).toThrow(/"registry"/);
      expect(() => pageCatalog("es", "/ripey/").registry).toThrow(/"registry"/);
      // A part hydrated near the viewport may read the areas it fetches with its code.
      expect(pageCatalog("es", "/ripey/", ["registry"]).registry).toBe(es.registry);
    } finally {
      if (previous === undefined) delete process.env.BUILD_STAGE;
      else process.env.BUILD_STAGE = previous;
    }
  });
});

describe("the browser's catalogs (src/i18n/catalogs.browser.ts)", () => {
  it("reads an area once fetched; before that, reports it and throws an Error React waits on", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const catalog = browser.catalogOf("en");
    expect(browser.areasLoaded("en", ["videos"])).toBe(false);
    let thrown: unknown;
    try {
      void catalog.videos;
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(/"videos" messages were read .*page-areas/);
    expect(typeof (thrown as PromiseLike<void>).then).toBe("function");
    expect(error).toHaveBeenCalledTimes(1);
    await (thrown as PromiseLike<void>);
    expect(catalog.videos).toBe(en.videos);
    error.mockRestore();
  });

  it("has no chunk of the banner's words, which the build writes into every page", () => {
    expect(Object.keys(browser.catalogOf("es"))).not.toContain("consent");
    expect(Object.keys(browser.catalogOf("en"))).not.toContain("consent");
  });

  it("fetches a page's areas, the core ones included", async () => {
    await browser.loadAreas("es", areasOfPath("/ishka/"));
    expect(browser.areasLoaded("es", areasOfPath("/ishka/"))).toBe(true);
    const catalog = browser.catalogOf("es");
    expect(catalog.map).toBe(es.map);
    expect(catalog.common).toBe(es.common);
    expect(browser.areasLoaded("es", ["auth"])).toBe(false);
  });
});

describe("an in-app navigation (src/i18n/areas-before-navigation.ts)", () => {
  type Navigate = (to: string | number, options?: unknown) => void;
  const fakeWindow = (navigate: Navigate) =>
    ({
      ___navigate: navigate,
      location: { href: "http://localhost/yoga/", origin: "http://localhost", pathname: "/yoga/" },
      document: { documentElement: { lang: "es" }, location: { pathname: "/yoga/" } },
    }) as unknown as Window & { ___navigate: Navigate };

  it("goes on at once when the next page's areas are there (jest has them all)", () => {
    const navigate = jest.fn();
    const win = fakeWindow(navigate);
    loadAreasBeforeNavigating(win);
    win.___navigate("/ripey/", { replace: true });
    win.___navigate(-1);
    expect(navigate.mock.calls).toEqual([
      ["/ripey/", { replace: true }],
      [-1, undefined],
    ]);
  });

  it("in the browser, fetches the missing areas first; only the latest navigation is made", async () => {
    const navigate = jest.fn();
    let install: typeof loadAreasBeforeNavigating = () => {};
    let areas: typeof browser = browser;
    jest.isolateModules(() => {
      jest.doMock("../../src/i18n/catalogs", () =>
        jest.requireActual("../../src/i18n/catalogs.browser"),
      );
      install = jest.requireActual<typeof import("../../src/i18n/areas-before-navigation")>(
        "../../src/i18n/areas-before-navigation",
      ).loadAreasBeforeNavigating;
      areas = jest.requireActual<typeof browser>("../../src/i18n/catalogs.browser");
    });
    const win = fakeWindow(navigate);
    install(win);
    win.___navigate("/login/");
    win.___navigate("/paiement/");
    expect(navigate).not.toHaveBeenCalled();
    await areas.loadAreas("es", areasOfPath("/paiement/"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigate.mock.calls).toEqual([["/paiement/", undefined]]);
    expect(areas.areasLoaded("es", ["auth", "checkout"])).toBe(true);
    jest.dontMock("../../src/i18n/catalogs");
  });
});
