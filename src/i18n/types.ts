import type es from "./es";

/**
 * The shape of a catalog: the Spanish one's, strings widened. A message is a string, or a
 * function of its arguments when it has any (`(count: number) => string`): TypeScript then
 * checks every call site and every translation.
 */
export type Messages = typeof es;
