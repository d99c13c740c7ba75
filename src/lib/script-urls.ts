// The script URLs of the site's Trusted Types policy (src/components/layout/script-url-policy.ts).
import { OUTSIDE_SCRIPTS } from "../../deploy/trusted-types.mjs";
import { parseUrl } from "./web-url";

const GTAG = new RegExp(`^${OUTSIDE_SCRIPTS.gtag.replace(/[.?/]/g, "\\$&")}\\?id=[A-Za-z0-9-]+$`);

/** A path of the site itself, Stripe.js, or gtag.js for a measurement id. */
export function isAllowedScriptURL(url: string, siteOrigin: string): boolean {
  if (url === OUTSIDE_SCRIPTS.stripe || GTAG.test(url)) return true;
  return /^\/(?![/\\])/.test(url) && parseUrl(url, siteOrigin)?.origin === siteOrigin;
}
