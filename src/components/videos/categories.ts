import type { Messages } from "../../i18n/types";

/** The future video library's categories (docs/product.md §1); texts in `videos.categories`. */
export interface VideoCategory {
  id: keyof Messages["videos"]["categories"];
  tone: "accent" | "sage" | "ochre" | "night" | "sand";
}

export const VIDEO_CATEGORIES: readonly VideoCategory[] = [
  { id: "yoga", tone: "accent" },
  { id: "meditacion", tone: "night" },
  { id: "ikynesis", tone: "sage" },
  { id: "kankueb", tone: "ochre" },
  { id: "salsa", tone: "sand" },
];
