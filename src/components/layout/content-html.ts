// The Trusted Types policy for the editors' markdown, in the code of the pages that render it.
import { CONTENT_POLICY } from "../../../deploy/trusted-types.mjs";
import { trustedTypes, type Policy } from "./trusted-types";

let content: Policy | undefined;
/** One object per text: React compares `__html` by identity (a new one rewrites the HTML). */
const trustedContent = new Map<string, string>();

/** The editors' markdown as HTML: made by the build from content/, with no outside text in it. */
export function trustedContentHTML(html: string): string {
  const types = trustedTypes();
  if (!types) return html;
  content ??= types.createPolicy(CONTENT_POLICY, { createHTML: (value) => value });
  // React 18 hands the object to innerHTML unchanged; typed as the string it stands for.
  if (!trustedContent.has(html)) trustedContent.set(html, content.createHTML?.(html) as string);
  return trustedContent.get(html) as string;
}
