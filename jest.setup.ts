import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// A component rendered alone reads the Spanish messages, as a Spanish page's would come in its
// context (src/wrap.tsx): every render and renderHook gets that provider unless it brings its own
// wrapper; a LocaleProvider inside the tree (an English test) takes precedence.
jest.mock("@testing-library/react", () => {
  const actual =
    jest.requireActual<typeof import("@testing-library/react")>("@testing-library/react");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require("react") as typeof import("react");
  const { LocaleProvider } = jest.requireActual<typeof import("./src/i18n/LocaleContext")>(
    "./src/i18n/LocaleContext",
  );
  const { pageMessages } =
    jest.requireActual<typeof import("./src/i18n/catalog")>("./src/i18n/catalog");
  const messages = pageMessages("es");
  const wrapper = ({ children }: { children: React.ReactNode }) =>
    React.createElement(LocaleProvider, { locale: "es", messages, children });
  return {
    ...actual,
    render: ((ui: React.ReactElement, options?: object) =>
      actual.render(ui, { wrapper, ...options })) as typeof actual.render,
    renderHook: ((hook: () => unknown, options?: object) =>
      actual.renderHook(hook, { wrapper, ...options })) as typeof actual.renderHook,
  };
});

// findBy* and waitFor wait up to 30 s (Testing Library's default is 1 s): a limit only a hang
// reaches. `npm test` runs jest at a low priority beside the builds, on machines that may be
// busy with other work too, where a render can take seconds. A passing wait still ends the
// moment what it waits for is there; only a failing one waits the whole time.
configure({ asyncUtilTimeout: 30_000 });

// The settings a production build requires (src/node/required-settings.ts): the unit tests set their own,
// as `npm start` and the browser tests do.
process.env.GATSBY_SITE_URL ??= "https://www.ikyyoga.com";
process.env.GATSBY_PLATFORM_URL ??= "https://plataforma.ikyyoga.com";

// jsdom has neither matchMedia (react-slick, responsive menus) nor IntersectionObserver
// (lazy images, scroll-driven UI); components get inert versions that tests can replace.
// Build-time modules are tested in the node environment, where there is no window.
if (typeof window !== "undefined") installBrowserMocks();

function installBrowserMocks() {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    })),
  });

  class IntersectionObserverMock implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = "0px";
    readonly thresholds = [0];
    observe = jest.fn();
    unobserve = jest.fn();
    disconnect = jest.fn();
    takeRecords = jest.fn((): IntersectionObserverEntry[] => []);
  }

  Object.defineProperty(window, "IntersectionObserver", {
    writable: true,
    configurable: true,
    value: IntersectionObserverMock,
  });
}

// Components read the school's facts through useStaticQuery (useSchool); by default the mock
// answers that query with the SchoolFacts nodes the build makes of content/school.yaml and
// content/school.en.yaml. Tests that set their own query results with mockReturnValue replace
// this.
installSchoolFacts();

function installSchoolFacts() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { useStaticQuery } = require("gatsby") as typeof import("gatsby");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readSchoolFacts } = require("./src/node/school") as typeof import("./src/node/school");
  const { es, en } = readSchoolFacts();
  const nodes = [
    { ...es, lang: "es" },
    { ...en, lang: "en" },
  ];
  jest.mocked(useStaticQuery).mockImplementation(() => ({ allSchoolFacts: { nodes } }));
}
