import * as React from "react";
import { ButtonLink } from "../ui/Button";
import { useMessages } from "../../i18n/LocaleContext";

/** Told to screen readers on links that open another tab. */
export function NewTab() {
  return <span className="visually-hidden">{useMessages().ui.newTab}</span>;
}

/** Google Calendar opens in a new tab (an event to add, or a feed to subscribe to). */
export function GoogleCalendarLink({ href }: { href: string }) {
  return (
    <ButtonLink
      href={href}
      variant="secondary"
      size="small"
      target="_blank"
      rel="noopener noreferrer"
    >
      Google Calendar
      <NewTab />
    </ButtonLink>
  );
}
