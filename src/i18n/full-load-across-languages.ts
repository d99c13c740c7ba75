import { localeOfPath } from "./locale";

type Navigate = (to: string | number, options?: unknown) => void;

/**
 * A page has its own language's catalog only (catalogs.browser.ts) and `<html lang>` of its own:
 * an in-app navigation (Gatsby's Link, navigate()) to a page of the other language becomes a
 * full page load, which brings that page's catalog and lang. Navigations within one language
 * stay in-app. Gatsby's router calls window.___navigate for both.
 */
export function fullLoadAcrossLanguages(win: Window & { ___navigate?: Navigate } = window) {
  const inApp = win.___navigate;
  if (!inApp) return;
  const current = localeOfPath(win.location.pathname);
  win.___navigate = (to, options) => {
    if (typeof to === "string") {
      const target = new URL(to, win.location.href);
      if (target.origin === win.location.origin && localeOfPath(target.pathname) !== current) {
        win.location.assign(target.href);
        return;
      }
    }
    inApp(to, options);
  };
}
