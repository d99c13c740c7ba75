// /yoga's widgets, in the page's own code (src/pages/yoga.tsx). Those in the sections below the
// opening hydrate near the viewport, from one chunk, with their words (the `widgets` catalog
// area): the page's first load carries none of them.
import { hydrateNearViewport } from "../../ui/hydrate-near-viewport";

const parts = { areas: ["widgets"] } as const;

export { YogaIntro } from "../YogaIntro";

export const Mandala = hydrateNearViewport(
  "yoga-widgets",
  async () => ({
    default: (await import(/* webpackChunkName: "yoga-widgets" */ "../Mandala")).Mandala,
  }),
  parts,
);
export const CourseFacts = hydrateNearViewport(
  "yoga-widgets",
  async () => ({
    default: (await import(/* webpackChunkName: "yoga-widgets" */ "../CourseFacts")).CourseFacts,
  }),
  parts,
);
export const YesLetters = hydrateNearViewport(
  "yoga-widgets",
  async () => ({
    default: (await import(/* webpackChunkName: "yoga-widgets" */ "../YesLetters")).YesLetters,
  }),
  parts,
);
export const ContentAccordion = hydrateNearViewport(
  "yoga-widgets",
  async () => ({
    default: (await import(/* webpackChunkName: "yoga-widgets" */ "../ContentAccordion"))
      .ContentAccordion,
  }),
  parts,
);
