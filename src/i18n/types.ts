import type es from "./es";

/** The shape of a catalog: the Spanish one's (templates name their arguments: ./message.ts). */
export type Messages = typeof es;

/** A page context's catalog: not the cookie banner's words, which the build writes outside React. */
export type PageMessages = Omit<Messages, "consent">;
