// /yoga's widgets below the opening, one chunk that loads near the viewport.
export { Mandala } from "./Mandala";
export { CourseFacts } from "./CourseFacts";
export { YesLetters } from "./YesLetters";
export { ContentAccordion } from "./ContentAccordion";
