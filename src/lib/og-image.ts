import { SITE_URL } from "../config";
import type { Locale } from "../i18n/locale";

/** The site's Open Graph card in each language (drawn by scripts/make-site-images.mjs). */
export const OG_IMAGE_PATH: Record<Locale, string> = {
  es: "/og-image.jpg",
  en: "/og-image-en.jpg",
};

/** The absolute URL of the site's Open Graph card for a page in `locale`. */
export const defaultOgImage = (locale: Locale): string => `${SITE_URL}${OG_IMAGE_PATH[locale]}`;
