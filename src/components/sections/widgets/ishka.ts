// /ishka's widgets, in the page's own code (src/pages/ishka.tsx). The centre's map opens the
// page and stays in its code; the widgets of the sections below it hydrate near the viewport,
// from one chunk, with their words (the `widgets` and `timetable` catalog areas): the page's
// first load carries none of them.
import type * as React from "react";
import { hydrateNearViewport } from "../../ui/hydrate-near-viewport";

export { CentreMap } from "../CentreMap";

/** A widget of the "ishka-widgets" chunk; `load` imports it (webpack reads the import's name). */
const part = <P extends object>(load: () => Promise<React.ComponentType<P>>) =>
  hydrateNearViewport("ishka-widgets", async () => ({ default: await load() }), {
    areas: ["widgets", "timetable"],
  });

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
