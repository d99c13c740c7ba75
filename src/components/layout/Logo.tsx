import * as React from "react";

/** The school's mark: a lotus over a rising sun. Decorative; the name is the text beside it. */
export function LotusMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="20" r="9" fill="#d9a441" opacity="0.55" />
      <path d="M24 40c-4-5-5-11-0-20 5 9 4 15 0 20z" fill="#9c4221" />
      <path d="M24 40c-7-2-12-7-13-15 7 1 11 7 13 15z" fill="#b5643c" />
      <path d="M24 40c7-2 12-7 13-15-7 1-11 7-13 15z" fill="#b5643c" />
      <path d="M8 41h32" stroke="#4f6248" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
