// The Trusted Types policy for script URLs, created when first needed, by lazily loaded code.
import { SCRIPT_URL_POLICY } from "../../../deploy/trusted-types.mjs";
import { isAllowedScriptURL } from "../../lib/script-urls";
import { trustedTypes, type Policy } from "./trusted-types";

let scriptUrls: Policy | undefined;

/** A script URL the site means (isAllowedScriptURL) for a guarded sink; any other URL throws. */
export function trustedScriptURL(url: string): string {
  const types = trustedTypes();
  if (!types) return url;
  scriptUrls ??= types.createPolicy(SCRIPT_URL_POLICY, {
    createScriptURL: (value) => {
      if (isAllowedScriptURL(value, window.location.origin)) return value;
      throw new TypeError(`Not a script URL of this site: ${value}`);
    },
  });
  return scriptUrls.createScriptURL?.(url) as string;
}

/** Adds an outside script the site means (trustedScriptURL) to the document's head. */
export function insertScript(url: string): HTMLScriptElement {
  const script = document.createElement("script");
  script.async = true;
  script.src = trustedScriptURL(url);
  document.head.appendChild(script);
  return script;
}
