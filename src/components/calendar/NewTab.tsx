import * as React from "react";
import { ButtonLink } from "../ui/Button";

/** Told to screen readers on links that open another tab. */
export const NewTab = () => (
  <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
);

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
