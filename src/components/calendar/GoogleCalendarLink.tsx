import * as React from "react";
import { ButtonLink } from "../ui/Button";
import { useMessages } from "../../i18n/LocaleContext";

/** Google Calendar's page for an event or a feed, in a new tab. */
export function GoogleCalendarLink({ href }: { href: string }) {
  const { ui } = useMessages();
  return (
    <ButtonLink
      href={href}
      variant="secondary"
      size="small"
      target="_blank"
      rel="noopener noreferrer"
    >
      Google Calendar
      <span className="visually-hidden">{ui.newTab}</span>
    </ButtonLink>
  );
}
