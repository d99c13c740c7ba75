/**
 * The API client (./client.ts), fetched when a form first needs it. The account forms' pages
 * load without it (its calls, the API's paths and its error class); a visitor who starts filling
 * in a form has it before sending (`AccountForm` asks for it on the first focus). A client that
 * cannot be fetched fails the call as an unreachable server does: the form says the connection
 * failed, and keeps what was typed.
 */
export const loadClient = () => import(/* webpackChunkName: "school-api" */ "./client");
