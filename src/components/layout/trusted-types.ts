// The `default` Trusted Types policy every page needs (rules in src/lib/trusted-markup.ts); the
// others are made where used, so a page carries only those it needs.
import { REACT_SCRIPT_MARKUP, isAllowedHTML, isAllowedScriptText } from "../../lib/trusted-markup";

/** The parts of the Trusted Types API the site uses (TypeScript's DOM library has none yet). */
export interface Policy {
  createHTML?: (value: string) => unknown;
  createScriptURL?: (value: string) => unknown;
}
interface TrustedTypesFactory {
  createPolicy: (name: string, rules: Record<string, (value: string) => string | null>) => Policy;
}

declare global {
  interface Window {
    trustedTypes?: TrustedTypesFactory;
  }
}

/** The browser's Trusted Types, where it has them (and never during the build). */
export const trustedTypes = (): TrustedTypesFactory | undefined =>
  typeof window === "undefined" ? undefined : window.trustedTypes;

/** Markup a library is known to write: React's constant, then what lazily loaded code adds. */
const knownMarkup = new Set<string>([REACT_SCRIPT_MARKUP]);

/** Adds the constant markup a library writes (Leaflet's), before that library runs. */
export function allowMarkup(markup: Iterable<string>): void {
  for (const value of markup) knownMarkup.add(value);
}

/** The `default` policy, made first: guarded sinks take only the libraries' known markup. */
export function createDefaultPolicy(): void {
  // Written here, not imported from deploy/trusted-types.mjs: pages carry no other policy's name.
  trustedTypes()?.createPolicy("default", {
    createHTML: (value) => (isAllowedHTML(value, knownMarkup) ? value : null),
    createScript: (value) => (isAllowedScriptText(value) ? value : null),
  });
}
