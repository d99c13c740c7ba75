// /about's widgets, fetched together in one chunk once the page runs (src/pages/about.tsx).
export { Diplomas } from "../Diplomas";
export { ContentAccordion } from "../ContentAccordion";
