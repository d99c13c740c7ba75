import * as React from "react";
import { Kicker, Lead } from "../ui/Text";
import * as textStyles from "../ui/Text.module.css";
import * as styles from "./Form.module.css";
import { loadClient } from "../../school-api/load-client";

/**
 * The frame of every account form: named by its heading, validated by the site (noValidate) so
 * errors are in the page's language. Focus fetches the API client, there by the time it sends.
 */
export const AccountForm = React.forwardRef<
  HTMLFormElement,
  {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    kicker?: string;
    title: React.ReactNode;
    level: 1 | 2;
    lead: React.ReactNode;
    /** More code the form will need (its answer's dialog), fetched with the client. */
    preload?: () => Promise<unknown>;
    /** The heading takes the focus when the view switches (login ↔ password reset). */
    titleRef?: React.Ref<HTMLHeadingElement>;
    children: React.ReactNode;
  }
>(function AccountForm({ onSubmit, kicker, title, level, lead, preload, titleRef, children }, ref) {
  const titleId = React.useId();
  const Heading = level === 1 ? "h1" : "h2";
  // On each focus (webpack fetches once, again after a failure); the user of the code reports.
  const load = () => {
    for (const loading of [loadClient(), preload?.()]) loading?.catch(() => undefined);
  };
  return (
    <form
      ref={ref}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={load}
      // Never GET: sent without the script, every field would be in the address (SubmitButton).
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
        {React.isValidElement(lead) ? lead : <Lead>{lead}</Lead>}
      </div>
      {children}
    </form>
  );
});
