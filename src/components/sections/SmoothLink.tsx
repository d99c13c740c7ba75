import * as React from "react";
import { prefersReducedMotion } from "./use-section-scroll";

/**
 * An in-page link that glides to its target (instantly with reduced motion) and moves the
 * keyboard focus there, so the next Tab continues from the target rather than the link.
 */
export function SmoothLink({
  to,
  className,
  children,
}: {
  /** The target's id, without '#'. */
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={`#${to}`}
      className={className}
      onClick={(event) => {
        const target = document.getElementById(to);
        if (!target) return;
        event.preventDefault();
        target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth" });
        window.history.replaceState(null, "", `#${to}`);
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}
