/** The browser's localStorage, or null where reading it throws (blocked, some private modes). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
