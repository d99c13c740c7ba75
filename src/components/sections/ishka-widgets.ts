// /ishka's widgets below the map, one chunk that loads near the viewport.
export { SpaceCards } from "./SpaceCards";
export { TeacherCards } from "./TeacherCards";
export { EcoLiving } from "./EcoLiving";
export { Timetable } from "../timetable/Timetable";
