// The one fix of patches/gatsby+5.16.1.patch (docs/build-performance.md §2; docs/upstream.md
// is its report upstream), against Gatsby's own reducer: `node --test patches/test/gatsby.test.mjs`.
// With slices, a new browser bundle must render the pages again: each inlines its stylesheets.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";

// Gatsby's internals, loaded as the build loads them (CommonJS).
const load = /** @type {(id: string) => any} */ (createRequire(import.meta.url));

test("with slices, a new browser bundle renders the pages again (they inline its stylesheets)", () => {
  /** @type {{ htmlReducer: (state: any, action: object) => any }} */
  const { htmlReducer } = load("gatsby/dist/redux/reducers/html");
  const slices = process.env.GATSBY_SLICES;
  process.env.GATSBY_SLICES = "true";
  try {
    const state = htmlReducer(undefined, { type: "CREATE_PAGE", payload: { path: "/yoga/" } });
    const page = state.trackedHtmlFiles.get("/yoga/");
    page.dirty = 0;
    htmlReducer(state, { type: "SET_WEBPACK_COMPILATION_HASH", payload: "uno" });
    assert.notEqual(page.dirty, 0, "a new browser bundle: the page is rendered again");
    page.dirty = 0;
    htmlReducer(state, { type: "SET_WEBPACK_COMPILATION_HASH", payload: "uno" });
    assert.equal(page.dirty, 0, "the same bundle: the page is left as it is");
  } finally {
    if (slices === undefined) delete process.env.GATSBY_SLICES;
    else process.env.GATSBY_SLICES = slices;
  }
});
