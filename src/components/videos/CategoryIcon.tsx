import * as React from "react";
import type { Messages } from "../../i18n/types";

type CategoryId = keyof Messages["videos"]["categories"];

/** The future video library's categories (docs/product.md §1); texts in `videos.categories`. */
export const VIDEO_CATEGORIES: readonly { id: CategoryId; tone: string }[] = [
  { id: "yoga", tone: "accent" },
  { id: "meditacion", tone: "night" },
  { id: "ikynesis", tone: "sage" },
  { id: "kankueb", tone: "ochre" },
  { id: "salsa", tone: "sand" },
];

/** A drawing's parts in paint order: a path, a circle (cx, cy, r), or a paler path. */
type Part = string | [number, number, number] | { pale: string };

const DRAWINGS: Record<CategoryId, Part[]> = {
  yoga: [[32, 14, 5], "M32 20v16M32 26l-14-6M32 26l14-6M32 36l-12 16M32 36l12 16M10 56h44"],
  meditacion: [
    [32, 16, 5],
    "M32 22c-6 0-9 5-9 12l-9 8c6 4 30 4 36 0l-9-8c0-7-3-12-9-12z",
    "M20 30l-6 8M44 30l6 8M8 54h48",
  ],
  ikynesis: [
    "M8 44c8-14 16-14 24 0s16 14 24 0",
    { pale: "M8 30c8-14 16-14 24 0s16 14 24 0" },
    [32, 52, 3],
  ],
  kankueb: [[32, 32, 20], "M32 8v48M8 32h48", "M32 20l12 12-12 12-12-12z"],
  salsa: [
    [24, 12, 4],
    [42, 14, 4],
    "M24 16l-2 16 -8 10M22 32l8 8v14M42 18l2 14 8 10M44 32l-8 8M30 26h14",
    "M8 58h48",
  ],
};

/** A line drawing per category; decorative (the card's heading names it). */
export function CategoryIcon({ id, className }: { id: CategoryId; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      {DRAWINGS[id].map((part, i) =>
        typeof part === "string" ? (
          <path key={i} d={part} />
        ) : Array.isArray(part) ? (
          <circle key={i} cx={part[0]} cy={part[1]} r={part[2]} />
        ) : (
          <path key={i} d={part.pale} opacity="0.55" />
        ),
      )}
    </svg>
  );
}
