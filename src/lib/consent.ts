// The visitor's choice about analytics cookies (GDPR/ePrivacy, Ley 1581 de 2012), stored with
// the version of the text it answered: a new version asks again. No choice, no analytics. Pure.
import type { Store } from "./auth-storage";

export const CONSENT_KEY = "iky-consent";
/** Raise when what the banner asks for changes: every stored answer is asked again. */
export const CONSENT_VERSION = 1;

export type ConsentChoice = "granted" | "denied";

interface StoredConsent {
  v: number;
  analytics: ConsentChoice;
  /** When the visitor chose (ISO 8601): the proof of consent the GDPR asks the site to keep. */
  at: string;
}

/** The stored choice; null when none, an older version's, unreadable, or storage is blocked. */
export function readConsent(store: Pick<Store, "getItem">): ConsentChoice | null {
  try {
    const stored: Partial<StoredConsent> | null = JSON.parse(store.getItem(CONSENT_KEY) ?? "null");
    const choice = stored?.v === CONSENT_VERSION ? stored.analytics : null;
    return choice === "granted" || choice === "denied" ? choice : null;
  } catch {
    return null;
  }
}

/** Stores the choice; false when the browser refused (blocked or full storage). */
export function saveConsent(
  store: Pick<Store, "setItem">,
  choice: ConsentChoice,
  now = new Date(),
): boolean {
  const stored: StoredConsent = { v: CONSENT_VERSION, analytics: choice, at: now.toISOString() };
  try {
    store.setItem(CONSENT_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}
