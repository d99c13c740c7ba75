// /yoga's widgets below the opening hydrate near the viewport, in one chunk.
import { widgetParts } from "../../ui/hydrate-near-viewport";

export { YogaIntro } from "../YogaIntro";

const part = widgetParts("yoga-widgets");

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
