// /yoga's widgets, in the page's own code (src/pages/yoga.tsx).
export { Mandala } from "../Mandala";
export { CourseFacts } from "../CourseFacts";
export { YesLetters } from "../YesLetters";
export { ContentAccordion } from "../ContentAccordion";
export { YogaIntro } from "../YogaIntro";
