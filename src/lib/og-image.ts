import { SITE_URL } from "../config";
import type { Locale } from "../i18n/locale";

/**
 * The site's own Open Graph card in each language (static/, drawn by
 * scripts/make-site-images.mjs): its tagline is in the page's language, so an English page
 * shared on a social network shows English text.
 */
export const OG_IMAGE_PATH: Record<Locale, string> = {
  es: "/og-image.jpg",
  en: "/og-image-en.jpg",
};

/** The absolute URL of the site's Open Graph card for a page in `locale`. */
export const defaultOgImage = (locale: Locale): string => `${SITE_URL}${OG_IMAGE_PATH[locale]}`;
