import * as React from "react";
import * as styles from "./Text.module.css";

/** The small capitals line above a heading: accent by default, sage on forms, light on night. */
export function Kicker({
  tone = "accent",
  flush = false,
  children,
}: {
  tone?: "accent" | "sage" | "light";
  flush?: boolean;
  children: React.ReactNode;
}) {
  const classes = [styles.kicker, tone !== "accent" && styles[tone], flush && styles.flush];
  return <p className={classes.filter(Boolean).join(" ")}>{children}</p>;
}

/** The paragraph that opens a page or a form, under its heading. */
export function Lead({
  size = "normal",
  tone = "muted",
  flush = false,
  className,
  children,
  ...rest
}: {
  size?: "normal" | "large";
  tone?: "muted" | "text";
  flush?: boolean;
  className?: string;
  children: React.ReactNode;
} & Pick<React.HTMLAttributes<HTMLParagraphElement>, "role">) {
  const look = [styles.lead, size === "large" && styles.large, tone === "text" && styles.text];
  const classes = [...look, flush && styles.flush, className];
  return (
    <p className={classes.filter(Boolean).join(" ")} {...rest}>
      {children}
    </p>
  );
}
