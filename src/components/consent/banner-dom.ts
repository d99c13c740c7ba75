/**
 * What the banner's prebuilt markup (./ConsentBanner.tsx) and its controller in the browser
 * (./banner.ts) agree on: the element's id and the attributes that mark its parts.
 */
export const BANNER_ID = "consentimiento";
export const TITLE_ID = `${BANNER_ID}-titulo`;
/** On Rechazar and Aceptar: the choice each one stores. */
export const CHOICE_ATTR = "data-consent-choice";
/** On each line saying the current choice (only the reopened banner shows one). */
export const CURRENT_ATTR = "data-consent-current";
/** On the Close button (only the reopened banner shows it). */
export const CLOSE_ATTR = "data-consent-close";
