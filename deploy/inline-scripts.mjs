// The inline scripts the site's pages may carry, and their SHA-256 hashes for the policy's
// script-src. Read by the build's scripts pass (src/node/rewrite-built-pages.ts), which writes the
// loader into every page and fails on any other executable inline script, and by the policy
// (deploy/policy.mjs): whatever the build, the header names the same hashes.
import { createHash } from "node:crypto";
import { TRUSTED_TYPES_POLICIES } from "./trusted-types.mjs";

/** Id of the page's one data block: the globals Gatsby's scripts read, and the scripts. */
export const SCRIPT_DATA_ID = "iky-scripts";

/**
 * The loader: sets the globals of the data block (`pagePath`, `___chunkMapping`,
 * `___webpackCompilationHash`, which Gatsby writes as inline scripts whose text changes per page
 * and per build), then inserts Gatsby's scripts at once, in Gatsby's order, async as Gatsby
 * writes them. Scripts a script inserts are trusted through 'strict-dynamic': Gatsby's chunks,
 * Stripe.js, gtag.js. Its text never changes, so neither does its hash.
 *
 * Under Trusted Types (deploy/policy.mjs) a script's src takes only a typed value: the loader
 * makes its own policy, which accepts a path of this site (`/app-….js`) and refuses anything
 * else, so a data block someone managed to alter could not load a script from elsewhere.
 */
export const SCRIPT_LOADER = `(function(){var d=document,w=window,data=JSON.parse(d.getElementById("${SCRIPT_DATA_ID}").textContent),g=data.globals,t=w.trustedTypes,p=t?t.createPolicy("${TRUSTED_TYPES_POLICIES.loader}",{createScriptURL:function(u){if(/^\\/(?![\\/\\\\])/.test(u))return u;throw new TypeError("Not a script of this site: "+u)}}):{createScriptURL:function(u){return u}};for(var k in g)w[k]=g[k];data.scripts.forEach(function(src){var s=d.createElement("script");s.src=p.createScriptURL(src);s.async=true;d.body.appendChild(s)})})();`;

/**
 * A script-src source for an inline script's text, as the browser hashes it (the exact text
 * between the tags, UTF-8).
 * @param {string} text
 */
export const scriptHash = (text) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The other constant inline script of every page: gatsby-plugin-image's `<script type="module">`
 * in the head, which fades an image in once it loads (gatsby-ssr.js of gatsby-plugin-image
 * 3.16). Hashed from the built pages; when an upgrade changes it, the build stops naming a page
 * that carries it, and this is where its new hash goes.
 */
export const GATSBY_IMAGE_SCRIPT_HASH = "'sha256-v1oYH69RcooFs6F5XhMTzHiWlftYwnuQHDxIz0suNeo='";

/** Every executable inline script a page may carry, by hash. */
export const INLINE_SCRIPT_HASHES = [scriptHash(SCRIPT_LOADER), GATSBY_IMAGE_SCRIPT_HASH];
