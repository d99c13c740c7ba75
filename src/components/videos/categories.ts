import type { Messages } from "../../i18n/types";

/**
 * The five categories of the future video library (docs/product.md §1: a placeholder for now),
 * in their order; names and texts are in the catalog's `videos.categories`.
 */
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
