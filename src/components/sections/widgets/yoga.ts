// /yoga's widgets, fetched together in one chunk once the page runs (src/pages/yoga.tsx).
export { Mandala } from "../Mandala";
export { CourseFacts } from "../CourseFacts";
export { YesLetters } from "../YesLetters";
export { ContentAccordion } from "../ContentAccordion";
export { YogaIntro } from "../YogaIntro";
