import { INLINE_SCRIPT_HASHES, scriptHash } from "../../deploy/inline-scripts.mjs";

/**
 * Every executable inline script left on a built page must be one the policy allows by hash
 * (deploy/inline-scripts.mjs): one that is not stops the build, naming the page.
 */
/** The `type`s of a script element that the browser runs (an absent or empty type too). */
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The hashes of the page's executable inline scripts that `allowed` lacks (none: []). A script
 * with `src` and a data block (JSON, JSON-LD) are not inline scripts the browser runs.
 */
export function unlistedInlineScripts(
  html: string,
  allowed: readonly string[] = INLINE_SCRIPT_HASHES,
): string[] {
  const missing: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    const hash = scriptHash(text);
    if (!allowed.includes(hash)) missing.push(hash);
  }
  return missing;
}
