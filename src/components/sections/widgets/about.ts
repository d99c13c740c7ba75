// /about's widgets, in the page's own code (src/pages/about.tsx).
export { Diplomas } from "../Diplomas";
export { ContentAccordion } from "../ContentAccordion";
