// /ishka's widgets: the map opens the page; those below hydrate near the viewport, in one chunk.
import { widgetParts } from "../../ui/hydrate-near-viewport";

export { CentreMap } from "../CentreMap";

const part = widgetParts("ishka-widgets");

export const SpaceCards = part(
  async () => (await import(/* webpackChunkName: "ishka-widgets" */ "../SpaceCards")).SpaceCards,
);
export const TeacherCards = part(
  async () =>
    (await import(/* webpackChunkName: "ishka-widgets" */ "../TeacherCards")).TeacherCards,
);
export const EcoLiving = part(
  async () => (await import(/* webpackChunkName: "ishka-widgets" */ "../EcoLiving")).EcoLiving,
);
export const Timetable = part(
  async () =>
    (await import(/* webpackChunkName: "ishka-widgets" */ "../../timetable/Timetable")).Timetable,
);
