// /ishka's widgets, in the page's own code (src/pages/ishka.tsx).
export { CentreMap } from "../CentreMap";
export { SpaceCards } from "../SpaceCards";
export { TeacherCards } from "../TeacherCards";
export { EcoLiving } from "../EcoLiving";
export { Timetable } from "../../timetable/Timetable";
