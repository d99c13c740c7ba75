// The section pages' widgets and the footer are prebuilt into the HTML; their code is part of
// the page's own (so the page hydrates as soon as its code is there), or comes as they near the
// viewport (e2e/near-viewport.spec.ts). What that must keep:
// every class of the prebuilt HTML styled by the page's own inlined CSS (before any script),
// and the widgets' HTML kept by React when it hydrates them (nothing removed, nothing moving).
import { test, expect, waitForHydration } from "./fixtures";
import { layoutShift, watchLayoutShifts } from "./layout-shift";
import { SECTION_PAGES } from "./page-checks";
import { removedElements, watchRemovedElements } from "./removed-elements";

/** The CSS-module classes ("Name-module--class--hash") of the prebuilt body, and the inlined CSS. */
async function prebuiltClasses(html: string) {
  const body = html.slice(html.indexOf("<body"));
  const classes = new Set<string>();
  for (const [, list = ""] of body.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of list.split(/\s+/)) if (name.includes("-module--")) classes.add(name);
  }
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
  return { classes: [...classes], css };
}

test.describe("prebuilt widgets", () => {
  for (const name of SECTION_PAGES) {
    test(`/${name}/: each class of the prebuilt HTML has its CSS in the page`, async ({
      request,
    }) => {
      const html = await (await request.get(`/${name}/`)).text();
      const { classes, css } = await prebuiltClasses(html);
      expect(classes.length).toBeGreaterThan(20);
      const unstyled = classes.filter((c) => !css.includes(`.${c}`));
      expect(unstyled, "classes without their CSS in the HTML").toEqual([]);
    });
  }

  for (const name of ["yoga", "ripey", "ishka"]) {
    test(`/${name}/: React keeps the widgets' HTML when hydrating them, without layout shifts`, async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      // Any prebuilt element React drops from a widget or the footer (a client re-render).
      await watchRemovedElements(page, "[class*='Section-module--widget'], footer");
      await page.goto(`/${name}/`);
      await waitForHydration(page);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const removed = await removedElements(page);
      const shift = await layoutShift(page);
      expect(removed, "prerendered elements that React removed").toEqual([]);
      expect(shift, "cumulative layout shift").toBeLessThanOrEqual(0.01);
    });
  }
});
