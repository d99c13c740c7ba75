import * as React from "react";
import { Link } from "gatsby";
import { useLocation } from "@reach/router";
import { LotusMark } from "./Logo";
import { useAuth } from "../auth/AuthContext";
import { usePanels } from "./PanelContext";
import { PLATFORM_URL } from "../../config";
import * as styles from "./Header.module.css";
import { ButtonLink } from "../ui/Button";
import { useLocalizedPath, useMessages } from "../../i18n/LocaleContext";
import { LanguageSwitch } from "./LanguageSwitch";
import { useHydrated } from "../../hooks/use-hydrated";

/**
 * Site navigation; at 1000 px or less a hamburger opens a side menu (scroll locked; closed by a
 * route change, Escape, a click beside it). An HTML popover, so it works before hydration (the CSP
 * allows no inline script); then the panel state leads, following the browser's `toggle`.
 */
export function Header() {
  const { open: panel, setOpen: setPanel } = usePanels();
  const open = panel === "menu";
  const setOpen = React.useCallback(
    (value: boolean) => setPanel(value ? "menu" : null),
    [setPanel],
  );
  const { loggedIn } = useAuth();
  const { layout: t, account } = useMessages();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const navRef = React.useRef<HTMLElement>(null);
  const openRef = React.useRef(open);
  openRef.current = open;
  // False during the build and in jsdom.
  const [popover] = React.useState(
    () => typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype,
  );
  // Prebuilt, `popovertarget` says it (HTML forbids aria-expanded beside it); then React does.
  const hydrated = useHydrated();

  // A new page closes the menu: the cleanup runs on a route change, never on the first render.
  React.useEffect(() => () => setOpen(false), [pathname, setOpen]);

  // The popover's state reaches the panel state: opened before hydration, or closed by the browser.
  React.useEffect(() => {
    const nav = navRef.current;
    if (!popover || !nav) return undefined;
    if (nav.matches(":popover-open")) setOpen(true);
    const onToggle = (event: ToggleEvent) => {
      const opened = event.newState === "open";
      if (opened !== openRef.current) setOpen(opened);
    };
    nav.addEventListener("toggle", onToggle);
    return () => nav.removeEventListener("toggle", onToggle);
  }, [popover, setOpen]);

  // The panel state reaches the popover.
  React.useEffect(() => {
    const nav = popover ? navRef.current : null;
    const shown = nav?.matches(":popover-open") ?? false;
    if (open && !shown) nav?.showPopover();
    if (!open && shown) nav?.hidePopover();
    if (!open) return undefined;
    document.body.classList.add("scroll-locked");
    // While the menu covers the page, Tab stays in the menu: the page behind is inert.
    const behind = [...document.querySelectorAll<HTMLElement>("main, footer, [data-behind-menu]")];
    behind.forEach((element) => element.setAttribute("inert", ""));
    // Keyboard users land in the menu they just opened.
    navRef.current?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.classList.remove("scroll-locked");
      behind.forEach((element) => element.removeAttribute("inert"));
      document.removeEventListener("keydown", onKey);
    };
  }, [open, popover, setOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={to("/")} className={styles.brand}>
          <LotusMark className={styles.mark} />
          <span>IKY Yoga</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={hydrated ? open : undefined}
          aria-controls="menu-principal"
          popovertarget="menu-principal"
          onClick={(event) => {
            // React's click, not the browser's popover toggle: the panel state leads.
            event.preventDefault();
            setOpen(!open);
          }}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          <span className="visually-hidden">{open ? t.closeMenu : t.openMenu}</span>
        </button>
        {/* With popovers, the menu's ::backdrop dims the page and takes the click beside it. */}
        {open && !popover && (
          <div
            className={styles.overlay}
            aria-hidden="true"
            data-testid="menu-overlay"
            onClick={() => setOpen(false)}
          />
        )}
        {/* The drawer clips the closed side menu, so it never widens the page at 375 px. */}
        <div className={styles.drawer}>
          <nav
            ref={navRef}
            id="menu-principal"
            aria-label={t.mainNav}
            popover="auto"
            className={`${styles.nav} ${open ? styles.navOpen : ""}`}
          >
            <ul className={styles.links}>
              {/* The catalog's nav lists the routes in the menu's order, by name. */}
              {Object.entries(t.nav).map(([route, label]) => (
                <li key={route}>
                  <Link
                    to={to(route === "home" ? "/" : `/${route}/`)}
                    className={styles.link}
                    activeClassName={styles.active}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <LanguageSwitch className={styles.language} />
              {loggedIn ? (
                <ButtonLink href={PLATFORM_URL} size="small">
                  {t.toPlatform}
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to={to("/login/")} variant="ghost" size="small">
                    {account.login}
                  </ButtonLink>
                  <ButtonLink to={to("/signup/")} size="small">
                    {account.signup}
                  </ButtonLink>
                </>
              )}
            </div>
          </nav>
        </div>
      </div>
    </header>
  );
}
