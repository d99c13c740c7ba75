import * as React from "react";

/** A line drawing per category; decorative (the card's heading names it). */
export function CategoryIcon({ id, className }: { id: string; className?: string }) {
  const common = {
    className,
    viewBox: "0 0 64 64",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 3,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    "aria-hidden": true,
    focusable: false,
  };
  switch (id) {
    case "yoga":
      return (
        <svg {...common}>
          <circle cx="32" cy="14" r="5" />
          <path d="M32 20v16M32 26l-14-6M32 26l14-6M32 36l-12 16M32 36l12 16M10 56h44" />
        </svg>
      );
    case "meditacion":
      return (
        <svg {...common}>
          <circle cx="32" cy="16" r="5" />
          <path d="M32 22c-6 0-9 5-9 12l-9 8c6 4 30 4 36 0l-9-8c0-7-3-12-9-12z" />
          <path d="M20 30l-6 8M44 30l6 8M8 54h48" />
        </svg>
      );
    case "ikynesis":
      return (
        <svg {...common}>
          <path d="M8 44c8-14 16-14 24 0s16 14 24 0" />
          <path d="M8 30c8-14 16-14 24 0s16 14 24 0" opacity="0.55" />
          <circle cx="32" cy="52" r="3" />
        </svg>
      );
    case "kankueb":
      return (
        <svg {...common}>
          <circle cx="32" cy="32" r="20" />
          <path d="M32 8v48M8 32h48" />
          <path d="M32 20l12 12-12 12-12-12z" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="24" cy="12" r="4" />
          <circle cx="42" cy="14" r="4" />
          <path d="M24 16l-2 16 -8 10M22 32l8 8v14M42 18l2 14 8 10M44 32l-8 8M30 26h14" />
          <path d="M8 58h48" />
        </svg>
      );
  }
}
