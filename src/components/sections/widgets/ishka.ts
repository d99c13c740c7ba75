// /ishka's widgets, in the page's own code (src/pages/ishka.tsx). The centre's map opens the
// page and stays in its code; the widgets of the sections below it hydrate near the viewport,
// from one chunk: the page's first load carries none of them.
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
