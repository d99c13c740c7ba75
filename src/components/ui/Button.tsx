import * as React from "react";
import { Link } from "gatsby";
import * as styles from "./Button.module.css";

export interface ButtonLook {
  /** The site's one pill button: primary (accent), secondary (outlined, on a card), ghost. */
  variant?: "primary" | "secondary" | "ghost";
  size?: "medium" | "small";
  block?: boolean;
  /** The caller's own class, to place the button (margins, width), never to restyle it. */
  className?: string;
}

/** The class list of the look, for an element that is neither (YogaIntro's in-page link). */
export function buttonClass({
  variant = "primary",
  size = "medium",
  block = false,
  className,
}: ButtonLook = {}): string {
  const look = [styles.button, styles[variant], size === "small" && styles.small];
  return [...look, block && styles.block, className].filter(Boolean).join(" ");
}

type ButtonProps = ButtonLook & React.ButtonHTMLAttributes<HTMLButtonElement>;

export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = "button", ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, block, className })}
      {...rest}
    />
  );
});

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;
type ButtonLinkProps = ButtonLook &
  AnchorProps &
  (
    | { /** A path of this site, through Gatsby's Link. */ to: string; href?: never }
    | { /** Any other address (the platform, mailto:, #anchors). */ href: string; to?: never }
  );

export function ButtonLink({ variant, size, block, className, ...link }: ButtonLinkProps) {
  const look = buttonClass({ variant, size, block, className });
  if (link.to !== undefined) return <Link {...link} to={link.to} className={look} />;
  return (
    <a {...link} className={look}>
      {link.children}
    </a>
  );
}
