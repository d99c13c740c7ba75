// An event's page and calendar file, by its id: on their own, so that an event page's opening
// does not carry the calendar's code (./calendar.ts re-exports them).

/** Outside /events/*, which static hosts rewrite to the client-only event page. */
export const eventIcsPath = (idEvento: number) => `/calendario/evento-${idEvento}.ics`;
export const eventPagePath = (idEvento: number) => `/events/${idEvento}/`;
