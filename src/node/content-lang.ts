import type { Locale } from "../i18n/locale";

/**
 * Editors' content is written once per language, the English file beside the Spanish one with
 * `.en` before the extension: `01-diplomas.md` / `01-diplomas.en.md`, `diplomas.yaml` /
 * `diplomas.en.yaml`, `privacidad.md` / `privacidad.en.md` (content/README.md).
 */
const ENGLISH_FILE = /\.en(\.[^./]+)$/;

/** The language of a content file, by its name. */
export const contentLang = (file: string): Locale => (ENGLISH_FILE.test(file) ? "en" : "es");

/** The Spanish file's name of either file of a pair: `diplomas.en.yaml` → `diplomas.yaml`. */
export const spanishFile = (file: string): string => file.replace(ENGLISH_FILE, "$1");

/** The English file's name of a Spanish file: `diplomas.yaml` → `diplomas.en.yaml`. */
export const englishFile = (file: string): string =>
  spanishFile(file).replace(/(\.[^./]+)$/, ".en$1");
