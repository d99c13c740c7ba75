import * as React from "react";
import { Kicker, Lead } from "../ui/Text";
import * as textStyles from "../ui/Text.module.css";
import * as styles from "./Form.module.css";
import { loadClient } from "../../school-api/load-client";

/**
 * The frame of every account form (login, password reset, sign-up, teacher registration): a
 * form named by its heading, the heading group on top, validated by the site (noValidate),
 * so errors are in the page's language and next to their fields. Its first focus asks for the
 * API client the form sends with (src/school-api/load-client.ts), so it is there by the time
 * the visitor sends. The browser never sends it by itself: see SubmitButton.
 */
export const AccountForm = React.forwardRef<
  HTMLFormElement,
  {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    kicker?: string;
    title: React.ReactNode;
    level: 1 | 2;
    lead: React.ReactNode;
    /** More code the form will need (a dialog for its answer), asked for with the client. */
    preload?: () => Promise<unknown>;
    /** The heading takes the focus when the view switches (login ↔ password reset). */
    titleRef?: React.Ref<HTMLHeadingElement>;
    children: React.ReactNode;
  }
>(function AccountForm({ onSubmit, kicker, title, level, lead, preload, titleRef, children }, ref) {
  const titleId = React.useId();
  const Heading = level === 1 ? "h1" : "h2";
  // Asked for again on each focus (webpack fetches a chunk once, and again after a failure); a
  // failure here is left to the call that needs the code, which reports it.
  const load = () => {
    for (const loading of [loadClient(), preload?.()]) loading?.catch(() => undefined);
  };
  return (
    <form
      ref={ref}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={load}
      // Never GET: a browser that sends the form itself (its script not there) would put
      // every field in the address; the submit also waits for the script (SubmitButton.tsx).
      method="post"
      noValidate
      aria-labelledby={titleId}
    >
      <div className={`${textStyles.group} ${styles.header}`}>
        {kicker && <Kicker tone="sage">{kicker}</Kicker>}
        <Heading
          id={titleId}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className={styles.title}
        >
          {title}
        </Heading>
        {/* A string is wrapped in a Lead; an element is shown as it is. */}
        {React.isValidElement(lead) ? lead : <Lead>{lead}</Lead>}
      </div>
      {children}
    </form>
  );
});
