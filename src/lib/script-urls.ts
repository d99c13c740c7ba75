// The script URLs the site's code means (its Trusted Types policy for script URLs,
// src/components/layout/script-url-policy.ts), as a pure check for the browser and the tests.
import { OUTSIDE_SCRIPTS } from "../../deploy/trusted-types.mjs";

const GTAG = new RegExp(`^${OUTSIDE_SCRIPTS.gtag.replace(/[.?/]/g, "\\$&")}\\?id=[A-Za-z0-9-]+$`);

/**
 * A script URL the site means: a path of the site itself (the brochure's PDF), Stripe.js, or
 * gtag.js for a measurement id. Anything else is refused.
 */
export function isAllowedScriptURL(url: string, siteOrigin: string): boolean {
  if (url === OUTSIDE_SCRIPTS.stripe || GTAG.test(url)) return true;
  if (!/^\/(?![/\\])/.test(url)) return false;
  try {
    return new URL(url, siteOrigin).origin === siteOrigin;
  } catch {
    return false;
  }
}
