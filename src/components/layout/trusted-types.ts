// The site's Trusted Types policies in the browser that every page needs (the header enforces
// them: deploy/policy.mjs; the names: deploy/trusted-types.mjs; the rules:
// src/lib/trusted-markup.ts). The script-URL policy, which only lazily loaded code uses, is
// ./script-url-policy.ts. A string given to an HTML or script sink without one of them throws
// instead of running.
import { TRUSTED_TYPES_POLICIES } from "../../../deploy/trusted-types.mjs";
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
  trustedTypes()?.createPolicy(TRUSTED_TYPES_POLICIES.fallback, {
    createHTML: (value) => (isAllowedHTML(value, knownMarkup) ? value : null),
    createScript: (value) => (isAllowedScriptText(value) ? value : null),
  });
}

let content: Policy | undefined;

/**
 * The editors' markdown as HTML for React's dangerouslySetInnerHTML (Section.tsx,
 * LegalPage.tsx). Trusted as it is: it was written into content/ through the repository and
 * made HTML by the build; no text from the API, a registrant or the URL is part of it. Only an
 * in-app navigation renders it in the browser (the prebuilt page already holds it).
 */
export function trustedContentHTML(html: string): string {
  const types = trustedTypes();
  if (!types) return html;
  content ??= types.createPolicy(TRUSTED_TYPES_POLICIES.content, {
    createHTML: (value) => value,
  });
  // React 18 hands the object to innerHTML unchanged; typed as the string it stands for.
  return content.createHTML?.(html) as string;
}
