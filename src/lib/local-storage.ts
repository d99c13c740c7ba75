/**
 * The browser's localStorage, or null where reading it throws (storage blocked, some private
 * modes): callers then keep what they would store for this page only.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
