/**
 * The API client, fetched when a form is first focused (`AccountForm`), so the forms' pages load
 * without it. A failed fetch fails the call as an unreachable server does.
 */
export const loadClient = () => import(/* webpackChunkName: "school-api" */ "./client");
