import type es from "./es";

/**
 * The shape of a catalog: the Spanish one's. A message is a string, or a template whose
 * arguments its type names (./message.ts): TypeScript then checks every call site and every
 * translation.
 */
export type Messages = typeof es;

/**
 * What a page's context carries (src/node/on-create-page.ts): its language's catalog without
 * the cookie banner's words, which the build writes into every page's HTML outside React
 * (src/components/consent/ConsentBanner.tsx) and nothing in the browser reads.
 */
export type PageMessages = Omit<Messages, "consent">;
