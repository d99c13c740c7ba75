import * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import type { ConsentChoice } from "../../lib/consent";
import { ConsentBanner } from "./ConsentBanner";
import { LocaleProvider } from "../../i18n/LocaleContext";
import { shownLocale } from "../../i18n/locale";

/**
 * Fetched only when the banner is needed (first visit, or 'Preferencias de cookies'), so its
 * code is not in any page's first load. It lives in its own React root, placed first in the
 * body: keyboard and screen-reader users meet it before the page (as GOV.UK places its cookie
 * banner), while on screen it is fixed at the bottom and moves nothing.
 */
let root: Root | null = null;
let host: HTMLElement | null = null;

interface ShowOptions {
  current: ConsentChoice | null;
  /** Opened again from the footer: focus moves into it, and it can be closed unchanged. */
  reopened: boolean;
  opener: HTMLElement | null;
  choose: (choice: ConsentChoice) => void;
}

function hide(opener: HTMLElement | null, hadFocus: boolean) {
  root?.render(null);
  document.documentElement.style.removeProperty("--consent-offset");
  // Focus that was in the banner is not dropped on the body.
  if (!hadFocus) return;
  if (opener?.isConnected) opener.focus();
  else document.getElementById("contenido")?.focus({ preventScroll: true });
}

export function showBanner({ current, reopened, opener, choose }: ShowOptions): void {
  if (!host?.isConnected) {
    root?.unmount();
    host = document.createElement("div");
    host.id = "consentimiento";
    document.body.prepend(host);
    root = createRoot(host);
  }
  const hadFocus = () => host?.contains(document.activeElement) ?? false;
  // A root of its own, outside the page's LocaleProvider: the banner speaks the language of
  // the page it is shown on.
  root?.render(
    <LocaleProvider locale={shownLocale()}>
      <ConsentBanner
        current={current}
        reopened={reopened}
        onChoose={(choice) => {
          const focused = hadFocus();
          choose(choice);
          hide(opener, focused);
        }}
        onClose={() => hide(opener, hadFocus())}
        onResize={(height) =>
          document.documentElement.style.setProperty("--consent-offset", `${height}px`)
        }
      />
    </LocaleProvider>,
  );
}
