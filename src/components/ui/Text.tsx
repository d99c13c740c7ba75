import * as React from "react";
import * as styles from "./Text.module.css";

/** The small capitals line above a heading: accent by default, sage on forms, light on night. */
export function Kicker({
  tone = "accent",
  flush = false,
  className,
  children,
}: {
  tone?: "accent" | "sage" | "light";
  /** No margins: the parent spaces its children. */
  flush?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const classes = [
    styles.kicker,
    tone !== "accent" && styles[tone],
    flush && styles.flush,
    className,
  ];
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
  /** No margins: the parent spaces its children. */
  flush?: boolean;
  className?: string;
  children: React.ReactNode;
} & Pick<React.HTMLAttributes<HTMLParagraphElement>, "role" | "id">) {
  const classes = [
    styles.lead,
    size === "large" && styles.large,
    tone === "text" && styles.text,
    flush && styles.flush,
    className,
  ];
  return (
    <p className={classes.filter(Boolean).join(" ")} {...rest}>
      {children}
    </p>
  );
}

/**
 * A heading with its kicker and lead, as the account forms and the profile panel open. The
 * heading's level, id and ref are the caller's (forms are labelled by it and focus it).
 */
export function HeadingGroup({
  kicker,
  level = 2,
  title,
  titleId,
  titleRef,
  titleClassName,
  focusable = false,
  lead,
  className,
}: {
  kicker?: React.ReactNode;
  level?: 1 | 2;
  title: React.ReactNode;
  titleId?: string;
  titleRef?: React.Ref<HTMLHeadingElement>;
  titleClassName?: string;
  /** Reachable by script (tabIndex -1), for a heading that takes the focus when a view opens. */
  focusable?: boolean;
  /** A string or text is wrapped in a Lead; an element is shown as it is. */
  lead?: React.ReactNode;
  className?: string;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={[styles.group, className].filter(Boolean).join(" ")}>
      {kicker && <Kicker tone="sage">{kicker}</Kicker>}
      <Heading
        id={titleId}
        ref={titleRef}
        tabIndex={focusable ? -1 : undefined}
        className={titleClassName}
      >
        {title}
      </Heading>
      {lead && (React.isValidElement(lead) ? lead : <Lead>{lead}</Lead>)}
    </div>
  );
}
