/** A Spanish page offers English when the browser prefers it, until dismissed; never redirects. */
export const OFFER_DISMISSED_KEY = "iky-english-offer-dismissed";

const primary = (tag: string) => tag.trim().toLowerCase().split("-")[0];

/** English comes before Spanish among the preferred languages (Spanish absent counts as after). */
export const prefersEnglish = (languages: readonly string[]) =>
  languages.map(primary).find((language) => language === "es" || language === "en") === "en";

/** The offer's decision, storage included. */
export function shouldOfferEnglish(
  languages: readonly string[],
  storage: Pick<Storage, "getItem"> | null,
): boolean {
  try {
    if (storage?.getItem(OFFER_DISMISSED_KEY) === "1") return false;
  } catch {
    // Storage that throws (private modes) counts as empty.
  }
  return prefersEnglish(languages);
}

export function rememberDismissed(storage: Pick<Storage, "setItem"> | null) {
  try {
    storage?.setItem(OFFER_DISMISSED_KEY, "1");
  } catch {
    // Without storage the offer comes back on the next page: nothing else to do.
  }
}
