// Issue 15: the section pages' widgets and the footer are prebuilt into the HTML but their code
// is not part of the page's first-load JavaScript (lazyWidget, src/components/ui/LazyWidget.tsx).
// What that must keep: every class of the prebuilt HTML styled by the page's own inlined CSS
// (before any script), the widgets' HTML kept by React when it hydrates them (nothing removed,
// nothing moving), and the split itself, read from the build's chunks and their source maps.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chunkGroupScripts, scriptsOf } from "../bench/js-weight.mjs";
import { PUBLIC_DIR } from "../scripts/lib/e2e-site.cjs";
import { test, expect, waitForHydration } from "./fixtures";
import { layoutShift, watchLayoutShifts } from "./layout-shift";

const SECTION_PAGES = ["about", "yoga", "iky", "kankueb", "ripey", "ishka"];

/** The source files of the widgets each page fetches after its first-load JavaScript. */
const DEFERRED: Record<string, string[]> = {
  about: ["sections/Diplomas.tsx", "sections/ContentAccordion.tsx", "sections/Accordion.tsx"],
  yoga: [
    "sections/YogaIntro.tsx",
    "sections/Mandala.tsx",
    "sections/CourseFacts.tsx",
    "sections/YesLetters.tsx",
    "sections/ContentAccordion.tsx",
  ],
  iky: ["sections/ContentAccordion.tsx", "sections/Accordion.tsx"],
  kankueb: [],
  ripey: [
    "sections/RipeyCode.tsx",
    "sections/DiplomaExample.tsx",
    "registry/Registry.tsx",
    "registry/RegistryTable.tsx",
    "lib/registry-search.ts",
  ],
  ishka: [
    "sections/CentreMap.tsx",
    "sections/SpaceCards.tsx",
    "sections/TeacherCards.tsx",
    "sections/EcoLiving.tsx",
    "timetable/Timetable.tsx",
  ],
};

/** The source files of every script a built page loads before it hydrates. */
function firstLoadSources(route: string): string[] {
  const html = readFileSync(path.join(PUBLIC_DIR, route, "index.html"), "utf8");
  const dir = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  const pageData = JSON.parse(
    readFileSync(path.join(PUBLIC_DIR, "page-data", dir, "page-data.json"), "utf8"),
  );
  const stats = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8"));
  const scripts = [
    ...scriptsOf(html).external,
    ...chunkGroupScripts(stats, pageData.componentChunkName),
  ];
  const sources: string[] = [];
  for (const src of new Set(scripts)) {
    const map = path.join(PUBLIC_DIR, `${new URL(src, "http://site.invalid").pathname}.map`);
    expect(existsSync(map), `mapa de fuentes de ${src}`).toBe(true);
    sources.push(...(JSON.parse(readFileSync(map, "utf8")).sources as string[]));
  }
  return sources;
}

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

test.describe("widgets de carga diferida", () => {
  for (const name of SECTION_PAGES) {
    test(`/${name}/: los widgets y el pie no están en su JavaScript inicial`, async () => {
      const sources = firstLoadSources(`/${name}/`);
      expect(sources.length).toBeGreaterThan(0);
      for (const file of [...(DEFERRED[name] ?? []), "layout/Footer.tsx", "ui/LoaderGate.tsx"]) {
        expect(
          sources.filter((s) => s.endsWith(`/${file}`)),
          `${file} en el JavaScript inicial de /${name}/`,
        ).toEqual([]);
      }
    });

    test(`/${name}/: cada clase del HTML precompilado tiene su CSS en la página`, async ({
      request,
    }) => {
      const html = await (await request.get(`/${name}/`)).text();
      const { classes, css } = await prebuiltClasses(html);
      expect(classes.length).toBeGreaterThan(20);
      const unstyled = classes.filter((c) => !css.includes(`.${c}`));
      expect(unstyled, "clases sin su CSS en el HTML").toEqual([]);
    });
  }

  test("el pie de página no está en el JavaScript inicial de la portada", async () => {
    const sources = firstLoadSources("/");
    expect(sources.filter((s) => s.endsWith("/layout/Footer.tsx"))).toEqual([]);
  });

  for (const name of ["yoga", "ripey", "ishka"]) {
    test(`/${name}/: React conserva el HTML de los widgets al hidratarlos, sin desplazamientos`, async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __removed: string[] };
        w.__removed = [];
        // Any prebuilt element React drops from a widget or the footer (a client re-render).
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            if (!target.closest?.("[class*='Section-module--widget'], footer")) continue;
            for (const node of record.removedNodes) {
              if (node.nodeType === 1) w.__removed.push((node as Element).outerHTML.slice(0, 80));
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`/${name}/`);
      await waitForHydration(page);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const removed = await page.evaluate(
        () => (window as unknown as { __removed: string[] }).__removed,
      );
      const shift = await layoutShift(page);
      expect(removed, "elementos precompilados que React quitó").toEqual([]);
      expect(shift, "desplazamiento acumulado").toBeLessThanOrEqual(0.01);
    });
  }
});
