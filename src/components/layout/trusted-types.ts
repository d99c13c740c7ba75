// The Trusted Types policy every page needs, `default` (the header enforces Trusted Types:
// deploy/policy.mjs; the names: deploy/trusted-types.mjs; the rules: src/lib/trusted-markup.ts).
// The site's other policies are made where they are used, so a page carries only those it
// needs: ./script-url-policy.ts (lazily loaded code), ./content-html.ts (the markdown's pages).
// A string given to an HTML or script sink without one of them throws instead of running.
import { REACT_SCRIPT_MARKUP, isAllowedHTML, isAllowedScriptText } from "../../lib/trusted-markup";

/** The parts of the Trusted Types API the site uses (TypeScript's DOM library has none yet). */
export interface Policy {
  createHTML?: (value: string) => unknown;
  createScriptURL?: (value: string) => unknown;
}
interface TrustedTypesFactory {
  createPolicy: (
    name: string,
    rules: {
      createHTML?: (value: string) => string | null;
      createScript?: (value: string) => string | null;
      createScriptURL?: (value: string) => string | null;
    },
  ) => Policy;
}

declare global {
  interface Window {
    /** Absent in browsers without Trusted Types. */
    trustedTypes?: TrustedTypesFactory;
  }
}

/** The browser's Trusted Types, where it has them (and never during the build). */
export const trustedTypes = (): TrustedTypesFactory | undefined =>
  typeof window === "undefined" ? undefined : window.trustedTypes;

/** Markup a library is known to write: React's constant, then what lazily loaded code adds. */
const knownMarkup = new Set<string>([REACT_SCRIPT_MARKUP]);

/**
 * Adds the constant markup a library writes (Leaflet's: src/components/map/allow-leaflet-markup.ts),
 * before that library runs. Only the site's own code calls it, with constants.
 */
export function allowMarkup(markup: Iterable<string>): void {
  for (const value of markup) knownMarkup.add(value);
}

/**
 * The `default` policy, which the browser asks about every plain string given to a guarded
 * sink: it lets through only what the libraries are known to write (React's and Gatsby's Head,
 * Leaflet) and refuses everything else; a refusal is a reported violation, and the sink throws.
 * Created before any other code of the page runs (gatsby-browser.tsx).
 */
export function createDefaultPolicy(): void {
  const types = trustedTypes();
  if (types) {
    // The name the browser asks by (deploy/trusted-types.mjs's DEFAULT_POLICY, which the header
    // lists): written here, so every page's code carries none of the other policies' names.
    types.createPolicy("default", {
      createHTML: (value) => (isAllowedHTML(value, knownMarkup) ? value : null),
      createScript: (value) => (isAllowedScriptText(value) ? value : null),
    });
  }
}
