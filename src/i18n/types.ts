import type es from "./es";

/** The shape of a catalog: the Spanish one's (templates name their arguments: ./message.ts). */
export type Messages = typeof es;

/**
 * What a page's context carries: its catalog without the cookie banner's words, which the build
 * writes into every page's HTML outside React, and nothing in the browser reads.
 */
export type PageMessages = Omit<Messages, "consent">;
