import type { Locale } from "../i18n/locale";

/** The English file beside the Spanish one, `.en` before the extension: `diplomas.en.yaml`. */
const ENGLISH_FILE = /\.en(\.[^./]+)$/;

export const contentLang = (file: string): Locale => (ENGLISH_FILE.test(file) ? "en" : "es");

/** The Spanish file's name of either file of a pair: `diplomas.en.yaml` → `diplomas.yaml`. */
export const spanishFile = (file: string): string => file.replace(ENGLISH_FILE, "$1");

/** The English file's name of a Spanish file: `diplomas.yaml` → `diplomas.en.yaml`. */
export const englishFile = (file: string): string =>
  spanishFile(file).replace(/(\.[^./]+)$/, ".en$1");
