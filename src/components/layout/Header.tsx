import * as React from "react";
import { Link } from "gatsby";
import { useLocation } from "@reach/router";
import { NAV_LINKS } from "./nav-links";
import { LotusMark } from "./Logo";
import { useAuth } from "../auth/AuthContext";
import { usePanels } from "./PanelContext";
import { PLATFORM_URL } from "../../config";
import * as styles from "./Header.module.css";
import { ButtonLink } from "../ui/Button";
import { useLocalizedPath, useMessages } from "../../i18n/LocaleContext";
import { LanguageSwitch } from "./LanguageSwitch";

/**
 * Site navigation. At 1000 px or less a hamburger opens a 315 px side menu that locks the
 * page's scroll while open and closes on route change, Escape and overlay click.
 */
export function Header() {
  const panels = usePanels();
  const open = panels.open === "menu";
  const { setOpen: setPanel } = panels;
  const setOpen = React.useCallback(
    (value: boolean) => setPanel(value ? "menu" : null),
    [setPanel],
  );
  const { loggedIn } = useAuth();
  const t = useMessages().layout;
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const navRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => setOpen(false), [pathname, setOpen]);

  React.useEffect(() => {
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
  }, [open, setOpen]);

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
          aria-expanded={open}
          aria-controls="menu-principal"
          onClick={() => setOpen(!open)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          <span className="visually-hidden">{open ? t.closeMenu : t.openMenu}</span>
        </button>
        {open && (
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
            className={`${styles.nav} ${open ? styles.navOpen : ""}`}
          >
            <ul className={styles.links}>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={to(link.to)} className={styles.link} activeClassName={styles.active}>
                    {t.nav[link.label]}
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
                    {t.logIn}
                  </ButtonLink>
                  <ButtonLink to={to("/signup/")} size="small">
                    {t.signUp}
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
