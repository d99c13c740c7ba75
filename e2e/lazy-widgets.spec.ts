// The section pages' widgets and the footer are prebuilt into the HTML but their code
// is not part of the page's first-load JavaScript (lazyWidget, src/components/ui/LazyWidget.tsx).
// What that must keep: every class of the prebuilt HTML styled by the page's own inlined CSS
// (before any script), the widgets' HTML kept by React when it hydrates them (nothing removed,
// nothing moving), and the split itself: no text of a deferred widget's code in the scripts a
// page loads before it hydrates.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chunkGroupScripts, scriptsOf } from "../bench/js-weight.mjs";
import { PUBLIC_DIR, ROOT } from "../scripts/lib/e2e-site.cjs";
import { test, expect, waitForHydration } from "./fixtures";
import { layoutShift, watchLayoutShifts } from "./layout-shift";

const SECTION_PAGES = ["about", "yoga", "iky", "kankueb", "ripey", "ishka"];

/** The source files of the widgets each page fetches after its first-load JavaScript. */
const DEFERRED: Record<string, string[]> = {
  about: [
    "components/sections/Diplomas.tsx",
    "components/sections/DiplomasSlider.tsx",
    "components/sections/ContentAccordion.tsx",
  ],
  yoga: [
    "components/sections/YogaIntro.tsx",
    "components/sections/Mandala.tsx",
    "components/sections/CourseFacts.tsx",
    "components/sections/YesLetters.tsx",
    "components/sections/ContentAccordion.tsx",
  ],
  // The accordion holds no string of its own to recognise it by: /iky/ is checked for the footer.
  iky: [],
  kankueb: [],
  ripey: [
    "components/sections/RipeyCode.tsx",
    "components/sections/DiplomaExample.tsx",
    "components/registry/Registry.tsx",
    "components/registry/RegistryTable.tsx",
    "lib/registry-search.ts",
  ],
  ishka: [
    "components/sections/CentreMap.tsx",
    "components/sections/SpaceCards.tsx",
    "components/sections/TeacherCards.tsx",
    "components/sections/EcoLiving.tsx",
    "components/timetable/Timetable.tsx",
  ],
};

/** The code of every script a built page loads before it hydrates. */
function firstLoadCode(route: string): string {
  const html = readFileSync(path.join(PUBLIC_DIR, route, "index.html"), "utf8");
  const dir = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  const pageData = JSON.parse(
    readFileSync(path.join(PUBLIC_DIR, "page-data", dir, "page-data.json"), "utf8"),
  );
  const stats = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8"));
  const { external, inline } = scriptsOf(html);
  const scripts = [
    ...new Set([...external, ...chunkGroupScripts(stats, pageData.componentChunkName)]),
  ];
  return [
    ...inline,
    ...scripts.map((src) =>
      readFileSync(path.join(PUBLIC_DIR, new URL(src, "http://site.invalid").pathname), "utf8"),
    ),
  ].join("\n");
}

/** Every script of the build (the browser bundles carry no source maps to read modules from). */
const allCode = () =>
  readdirSync(PUBLIC_DIR)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(PUBLIC_DIR, file), "utf8"))
    .join("\n");

/** The site's sources, to tell which strings belong to one file only. */
function sources(dir = path.join(ROOT, "src")): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [{ file: full, text: readFileSync(full, "utf8") }] : [];
  });
}

/**
 * Strings only one source file holds (its literals and JSX texts of 10 characters or more, in
 * no other file of src/ but those deferred with it), as they stand in the build: the file's
 * code is in a script when one of them is.
 */
function probesOf(file: string, code: string, together: readonly string[] = []): string[] {
  const own = path.join(ROOT, "src", file);
  const source = readFileSync(own, "utf8");
  const group = new Set([own, ...together.map((f) => path.join(ROOT, "src", f))]);
  const others = sources().filter((s) => !group.has(s.file));
  const literals = [
    ...[...source.matchAll(/"([^"\\\n]{10,})"/g)].map((m) => m[1] ?? ""),
    ...[...source.matchAll(/>\s*([A-Za-zÁÉÍÓÚáéíóúñ¿¡][^<>{}\n]{9,}?)\s*</g)].map(
      (m) => m[1] ?? "",
    ),
  ].filter(
    (text) =>
      !/module\.css|^\.{1,2}\//.test(text) &&
      code.includes(text) &&
      !others.some((other) => other.text.includes(text)),
  );
  return [...new Set(literals)];
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

test.describe("deferred-loading widgets", () => {
  for (const name of SECTION_PAGES) {
    test(`/${name}/: the widgets and the footer are not in its initial JavaScript`, async () => {
      const first = firstLoadCode(`/${name}/`);
      const all = allCode();
      // Some widgets hold no string of their own: the page's widgets are checked together.
      for (const files of [DEFERRED[name] ?? [], ["components/layout/Footer.tsx"]]) {
        if (files.length === 0) continue;
        const probes = files.flatMap((file) => probesOf(file, all, files));
        expect(probes.length, `textos propios de ${files.join(", ")}`).toBeGreaterThan(0);
        expect(
          probes.filter((text) => first.includes(text)),
          `código de ${files.join(", ")} en el JavaScript inicial de /${name}/`,
        ).toEqual([]);
      }
    });

    test(`/${name}/: each class of the prebuilt HTML has its CSS in the page`, async ({
      request,
    }) => {
      const html = await (await request.get(`/${name}/`)).text();
      const { classes, css } = await prebuiltClasses(html);
      expect(classes.length).toBeGreaterThan(20);
      const unstyled = classes.filter((c) => !css.includes(`.${c}`));
      expect(unstyled, "clases sin su CSS en el HTML").toEqual([]);
    });
  }

  test("the footer is not in the home page's initial JavaScript", async () => {
    const probes = probesOf("components/layout/Footer.tsx", allCode());
    expect(probes.length).toBeGreaterThan(0);
    const first = firstLoadCode("/");
    expect(probes.filter((text) => first.includes(text))).toEqual([]);
  });

  for (const name of ["yoga", "ripey", "ishka"]) {
    test(`/${name}/: React keeps the widgets' HTML when hydrating them, without layout shifts`, async ({
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
