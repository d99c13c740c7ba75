/** The API client, fetched when a form is first focused; a failed fetch fails as a dead server. */
export const loadClient = () => import(/* webpackChunkName: "school-api" */ "./client");
