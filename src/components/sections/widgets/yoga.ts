// /yoga's widgets, in the page's own code (src/pages/yoga.tsx). Those in the sections below the
// opening hydrate near the viewport, from one chunk, with their words (the `widgets` catalog
// area): the page's first load carries none of them.
import type * as React from "react";
import { hydrateNearViewport } from "../../ui/hydrate-near-viewport";

export { YogaIntro } from "../YogaIntro";

/** A widget of the "yoga-widgets" chunk; `load` imports it (webpack reads the import's name). */
const part = <P extends object>(load: () => Promise<React.ComponentType<P>>) =>
  hydrateNearViewport("yoga-widgets", async () => ({ default: await load() }), {
    areas: ["widgets"],
  });

export const Mandala = part(
  async () => (await import(/* webpackChunkName: "yoga-widgets" */ "../Mandala")).Mandala,
);
export const CourseFacts = part(
  async () => (await import(/* webpackChunkName: "yoga-widgets" */ "../CourseFacts")).CourseFacts,
);
export const YesLetters = part(
  async () => (await import(/* webpackChunkName: "yoga-widgets" */ "../YesLetters")).YesLetters,
);
export const ContentAccordion = part(
  async () =>
    (await import(/* webpackChunkName: "yoga-widgets" */ "../ContentAccordion")).ContentAccordion,
);
