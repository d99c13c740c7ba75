// Apart, so that an event page does not carry the calendar's code.

/** Outside /events/*, which static hosts rewrite to the client-only event page. */
export const eventIcsPath = (idEvento: number) => `/calendario/evento-${idEvento}.ics`;
export const eventPagePath = (idEvento: number) => `/events/${idEvento}/`;
