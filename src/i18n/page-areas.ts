import { CORE_AREAS, type BrowserArea } from "./areas";
import { spanishPath } from "./locale";

/**
 * The catalog areas each page reads besides the core ones (./areas.ts), by the first segment of
 * its Spanish path (`/en/ripey/` is `/ripey/`, `/events/42/` is `events`). The browser fetches a
 * page's areas before it hydrates the page (gatsby-browser's onClientEntry) and before an in-app
 * navigation shows it (./areas-before-navigation.ts); a widget fetched later fetches its own
 * with its code (`withAreas`, ./catalogs.browser.ts).
 *
 * Kept honest by the build: while it prebuilds a page, reading an area this table does not list
 * for it stops the build, naming the page and the area (`pageCatalog` in ./catalogs.ts). A page
 * missing here gets the core areas only (the 404 page, the legal pages).
 */
const PAGE_AREAS = new Map<string, readonly BrowserArea[]>(
  Object.entries({
    // The rest of the home page's areas come with its part below the fold (src/pages/index.tsx).
    "": ["home"],
    about: ["sections", "widgets"],
    // /yoga's widgets bring their area with their code (src/components/sections/widgets/yoga.ts).
    yoga: ["sections"],
    iky: ["sections"],
    kankueb: ["sections"],
    // /ishka's widgets below the centre's map bring their areas with their code
    // (src/components/sections/widgets/ishka.ts).
    ishka: ["sections", "map"],
    // The registry's areas come with its part (src/components/sections/widgets/ripey.ts).
    ripey: ["sections", "ripey"],
    events: ["events"],
    event: ["events"],
    videos: ["videos"],
    login: ["auth", "accountPages"],
    "login-subscription": ["auth", "accountPages"],
    signup: ["auth"],
    "signup-teacher": ["auth"],
    confirm: ["accountPages"],
    paiement: ["checkout"],
    "success-subscription": ["checkout"],
  } satisfies Record<string, BrowserArea[]>),
);

/** The list of events, /events/, reads its own words besides its segment's (an event's page). */
const EVENT_LIST: readonly BrowserArea[] = ["events", "eventList"];

/** Every area the page at `pathname` reads on its first render: the core ones and its own. */
export function areasOfPath(pathname: string): BrowserArea[] {
  const path = /^[^?#]*/.exec(pathname)?.[0] || "/";
  const segments = spanishPath(path).split("/");
  const segment = segments[1] ?? "";
  const own = segment === "events" && !segments[2] ? EVENT_LIST : PAGE_AREAS.get(segment);
  return [...CORE_AREAS, ...(own ?? [])];
}
