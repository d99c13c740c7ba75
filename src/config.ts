// Site settings from the environment, read once. Every GATSBY_* variable is inlined into the
// browser bundle at build time, so each is referenced literally (webpack's DefinePlugin).
const trimSlash = (url: string) => url.replace(/\/+$/, "");

export const API_URL = trimSlash(process.env.GATSBY_API_URL ?? "");
/** Required by the build (src/node/required-settings.ts): canonical links, og:url and the sitemap. */
export const SITE_URL = trimSlash(process.env.GATSBY_SITE_URL ?? "");
/** Required by the build: where logged-in users are sent. */
export const PLATFORM_URL = process.env.GATSBY_PLATFORM_URL ?? "";
/** Where the platform books one event, with `{id}` for its idEvento; unset: the platform's home. */
export const PLATFORM_EVENT_URL = process.env.GATSBY_PLATFORM_EVENT_URL ?? "";
export const CHECKOUT_ORIGINS = (
  process.env.GATSBY_CHECKOUT_ORIGINS || "https://checkout.stripe.com"
)
  .split(",")
  .map((origin) => trimSlash(origin.trim()))
  .filter(Boolean);
export const STRIPE_PUBLISHABLE_KEY = process.env.GATSBY_STRIPE_PUBLISHABLE_KEY ?? "";
export const MAP_TILE_URL =
  process.env.GATSBY_MAP_TILE_URL || "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const ANALYTICS_ID = process.env.GATSBY_ANALYTICS_ID ?? "";
/** The loader of docs/product.md §2 (wait for images + 2 s). Off by default: pages here are prebuilt. */
export const LEGACY_LOADER = process.env.GATSBY_LEGACY_LOADER === "true";
