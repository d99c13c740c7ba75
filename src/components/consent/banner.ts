import { navigate } from "gatsby";
import type { ConsentChoice } from "../../lib/consent";

// Shows, answers and hides in plain DOM the banner prebuilt hidden (./ConsentBanner.tsx), whose
// id and marking attributes are these. No `?.` nor `??`: transpiled for the browsers, bigger.
export const BANNER_ID = "consentimiento";
export const TITLE_ID = `${BANNER_ID}-titulo`;
export const CHOICE_ATTR = "data-consent-choice";
/** On the lines saying the current choice and on Close: only the reopened banner shows them. */
export const CURRENT_ATTR = "data-consent-current";
export const CLOSE_ATTR = "data-consent-close";

export interface ShowOptions {
  current: ConsentChoice | null;
  /** Opened again from the footer: focus moves into it, and it can be closed unchanged. */
  reopened: boolean;
  opener: HTMLElement | null;
  choose: (choice: ConsentChoice) => void;
}

/** How the banner on screen was opened; null while it is hidden. */
let open: ShowOptions | null = null;
let wired: HTMLElement | null = null;
let resize: ResizeObserver | null = null;

const rootStyle = () => document.documentElement.style;

function hide(banner: HTMLElement) {
  const opener = open && open.opener;
  // Focus that was in the banner is not dropped on the body.
  const hadFocus = banner.contains(document.activeElement);
  open = null;
  banner.hidden = true;
  if (resize) resize.disconnect();
  resize = null;
  rootStyle().removeProperty("--consent-offset");
  if (!hadFocus) return;
  const main = document.getElementById("contenido");
  if (opener && opener.isConnected) opener.focus();
  else if (main) main.focus({ preventScroll: true });
}

function wire(banner: HTMLElement) {
  wired = banner;
  resize = null;
  banner.addEventListener("click", (event) => {
    const target = event.target as Element;
    const choice = target.closest(`[${CHOICE_ATTR}]`);
    const link = target.closest("a");
    if (choice) {
      if (open) open.choose(choice.getAttribute(CHOICE_ATTR) as ConsentChoice);
      hide(banner);
    } else if (target.closest(`[${CLOSE_ATTR}]`)) {
      hide(banner);
    } else if (
      // Outside Gatsby's tree: the policy opens through navigate, the banner staying above it.
      link &&
      event.button === 0 &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    ) {
      event.preventDefault();
      void navigate(link.getAttribute("href") as string);
    }
  });
  // Escape closes the reopened banner while focus is in it, as it would close a dialog.
  banner.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && open && open.reopened) hide(banner);
  });
}

/** Shows the page's prebuilt banner (there is none without GATSBY_ANALYTICS_ID). */
export function showBanner(options: ShowOptions): void {
  const banner = document.getElementById(BANNER_ID);
  if (!banner) return;
  if (banner !== wired) wire(banner);
  open = options;
  banner.querySelectorAll<HTMLElement>(`[${CURRENT_ATTR}]`).forEach((line) => {
    line.hidden = !options.reopened || line.getAttribute(CURRENT_ATTR) !== options.current;
  });
  (banner.querySelector(`[${CLOSE_ATTR}]`) as HTMLElement).hidden = !options.reopened;
  banner.hidden = false;
  // Its height, so the end of the page and the floating buttons can move above it.
  const follow = () => {
    if (!banner.hidden) rootStyle().setProperty("--consent-offset", `${banner.offsetHeight}px`);
  };
  follow();
  if (!resize && typeof ResizeObserver !== "undefined") {
    resize = new ResizeObserver(follow);
    resize.observe(banner);
  }
  if (options.reopened) (document.getElementById(TITLE_ID) as HTMLElement).focus();
}
