import * as React from "react";
import { HeadingGroup } from "../ui/Text";
import * as styles from "./Form.module.css";

/**
 * The frame of every account form (login, password reset, sign-up, teacher registration): a
 * form named by its heading, the heading group on top, validated by the site (noValidate),
 * so errors are in the page's language and next to their fields.
 */
export const AccountForm = React.forwardRef<
  HTMLFormElement,
  {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    kicker?: string;
    title: React.ReactNode;
    level?: 1 | 2;
    lead: React.ReactNode;
    /** The heading takes the focus when the view switches (login ↔ password reset). */
    titleRef?: React.Ref<HTMLHeadingElement>;
    children: React.ReactNode;
  }
>(function AccountForm({ onSubmit, kicker, title, level, lead, titleRef, children }, ref) {
  const titleId = React.useId();
  return (
    <form
      ref={ref}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
    >
      <HeadingGroup
        className={styles.header}
        kicker={kicker}
        level={level}
        title={title}
        titleId={titleId}
        titleRef={titleRef}
        titleClassName={styles.title}
        focusable={titleRef !== undefined}
        lead={lead}
      />
      {children}
    </form>
  );
});
