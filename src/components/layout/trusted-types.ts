// The site's Trusted Types policies in the browser (the header enforces them: deploy/policy.mjs;
// the names: deploy/trusted-types.mjs; the rules: src/lib/trusted-markup.ts). A string given to
// an HTML or script sink without one of them throws instead of running.
import { TRUSTED_TYPES_POLICIES } from "../../../deploy/trusted-types.mjs";
import { isAllowedHTML, isAllowedScriptText, isAllowedScriptURL } from "../../lib/trusted-markup";

/** The parts of the Trusted Types API the site uses (TypeScript's DOM library has none yet). */
interface Policy {
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

const factory = (): TrustedTypesFactory | undefined =>
  typeof window === "undefined"
    ? undefined
    : (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;

/**
 * The `default` policy, which the browser asks about every plain string given to a guarded
 * sink: it lets through only what the libraries are known to write (React's and Gatsby's Head,
 * Leaflet) and refuses everything else; a refusal is a reported violation, and the sink throws.
 * Created before any other code of the page runs (gatsby-browser.tsx).
 */
export function createDefaultPolicy(): void {
  factory()?.createPolicy(TRUSTED_TYPES_POLICIES.fallback, {
    createHTML: (value) => (isAllowedHTML(value) ? value : null),
    createScript: (value) => (isAllowedScriptText(value) ? value : null),
  });
}

let scriptUrls: Policy | undefined;
let content: Policy | undefined;

/**
 * A script URL the site means (isAllowedScriptURL), typed for a guarded sink (a script's src,
 * an <object>'s data); any other URL throws. Without Trusted Types, the URL itself.
 */
export function trustedScriptURL(url: string): string {
  const types = factory();
  if (!types) return url;
  scriptUrls ??= types.createPolicy(TRUSTED_TYPES_POLICIES.scriptUrl, {
    createScriptURL: (value) => {
      if (isAllowedScriptURL(value, window.location.origin)) return value;
      throw new TypeError(`Not a script URL of this site: ${value}`);
    },
  });
  return scriptUrls.createScriptURL?.(url) as string;
}

/**
 * The editors' markdown as HTML for React's dangerouslySetInnerHTML (Section.tsx,
 * LegalPage.tsx). Trusted as it is: it was written into content/ through the repository and
 * made HTML by the build; no text from the API, a registrant or the URL is part of it. Only an
 * in-app navigation renders it in the browser (the prebuilt page already holds it).
 */
export function trustedContentHTML(html: string): string {
  const types = factory();
  if (!types) return html;
  content ??= types.createPolicy(TRUSTED_TYPES_POLICIES.content, {
    createHTML: (value) => value,
  });
  // React 18 hands the object to innerHTML unchanged; typed as the string it stands for.
  return content.createHTML?.(html) as string;
}

/** Adds an outside script the site means (trustedScriptURL) to the document's head. */
export function insertScript(url: string): HTMLScriptElement {
  const script = document.createElement("script");
  script.async = true;
  script.src = trustedScriptURL(url);
  document.head.appendChild(script);
  return script;
}
