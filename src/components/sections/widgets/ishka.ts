// /ishka's widgets, fetched together in one chunk once the page runs (src/pages/ishka.tsx).
export { CentreMap } from "../CentreMap";
export { SpaceCards } from "../SpaceCards";
export { TeacherCards } from "../TeacherCards";
export { EcoLiving } from "../EcoLiving";
export { Timetable } from "../../timetable/Timetable";
