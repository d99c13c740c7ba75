import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { ROOT } from "../scripts/lib/e2e-site.cjs";
import { test, expect, waitForHydration } from "./fixtures";

// The widgets' content lives in content/sections/<page>/*.yaml. What the built pages
// show is read here from those files, so an editor's change is what the site shows (the files
// are read when the tests start; the build made before them read the same files).
const SECTIONS = path.join(ROOT, "content", "sections");

type Entry = Record<string, unknown>;
interface WidgetFile {
  file: string;
  /** The Spanish file's name (`diplomas.yaml` for `diplomas.en.yaml` too). */
  widget: string;
  /** Where the page is: /about/, or /en/about/ for an English file. */
  route: string;
  section: string;
  data: Entry;
}

function readYaml(file: string): Entry {
  return load(readFileSync(file, "utf8")) as Entry;
}

const widgetFiles: WidgetFile[] = readdirSync(SECTIONS).flatMap((page) =>
  readdirSync(path.join(SECTIONS, page))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => {
      const data = readYaml(path.join(SECTIONS, page, name));
      const english = name.endsWith(".en.yaml");
      return {
        file: `${page}/${name}`,
        widget: name.replace(/\.en\.yaml$/, ".yaml"),
        route: english ? `/en/${page}/` : `/${page}/`,
        section: String(data.section),
        data,
      };
    }),
);

/** Where each widget keeps its entries, and the text of an entry a visitor can find. */
const SHOWN: Record<string, { list: string; text: string; as: "text" | "alt" }> = {
  "profesores.yaml": { list: "teachers", text: "name", as: "text" },
  "espacios.yaml": { list: "spaces", text: "title", as: "text" },
  "eco-living.yaml": { list: "photos", text: "alt", as: "alt" },
  "diplomas.yaml": { list: "diplomas", text: "heading", as: "text" },
  "experiencia.yaml": { list: "items", text: "title", as: "text" },
  "especializaciones.yaml": { list: "items", text: "title", as: "text" },
  "formatos-ikynesis.yaml": { list: "items", text: "title", as: "text" },
  "datos-de-formacion.yaml": { list: "facts", text: "label", as: "text" },
  "programa-yes.yaml": { list: "letters", text: "name", as: "text" },
};

interface Teacher {
  name: string;
  profession: string;
  bio: string[];
}
const { teachers } = readYaml(path.join(SECTIONS, "ishka/profesores.yaml")) as unknown as {
  teachers: Teacher[];
};

test.describe("Content of content/ on the section pages", () => {
  for (const width of [375, 1280]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("each teacher's window on /ishka/ shows the biography from content/", async ({
        page,
      }) => {
        expect(teachers.length).toBeGreaterThan(0);
        await page.goto("/ishka/");
        await waitForHydration(page);
        for (const teacher of teachers) {
          const card = page.getByRole("button", { name: new RegExp(teacher.name) });
          await expect(card).toContainText(teacher.profession);
          // Opened from the keyboard: scrolling to a card can flash the section's
          // recommendations over it for 1.5 s (src/components/sections/Island.tsx), and a click
          // in that moment lands on them.
          await card.focus();
          await page.keyboard.press("Enter");
          const dialog = page.getByRole("dialog", { name: teacher.name });
          await expect(dialog).toBeVisible();
          await expect(
            dialog.getByRole("img", { name: `Retrato de ${teacher.name}` }),
          ).toBeVisible();
          await expect(dialog.getByText(teacher.profession, { exact: true })).toBeVisible();
          for (const paragraph of teacher.bio) {
            await expect(dialog.getByText(paragraph, { exact: true })).toBeVisible();
          }
          await dialog.getByRole("button", { name: "Cerrar" }).click();
          await expect(dialog).toBeHidden();
          await expect(card).toBeFocused();
        }
      });
    });
  }

  test("each widget with a file in content/ shows its entries in the section it names, in each language", async ({
    page,
  }) => {
    expect([...new Set(widgetFiles.map((w) => w.widget))].sort()).toEqual(
      Object.keys(SHOWN).sort(),
    );
    // One visit per page, for all of its widgets.
    const byRoute = [...widgetFiles].sort((a, b) => a.route.localeCompare(b.route));
    for (const [index, { file, widget, route, section, data }] of byRoute.entries()) {
      const shown = SHOWN[widget]!;
      if (byRoute[index - 1]?.route !== route) await page.goto(route);
      const where = page.locator(`section#${section}`);
      await expect(where, `${file}: section ${section}`).toHaveCount(1);
      for (const entry of data[shown.list] as Entry[]) {
        const text = String(entry[shown.text]);
        const found =
          shown.as === "alt"
            ? where.getByRole("img", { name: text, exact: true })
            : where.getByText(text, { exact: true }).first();
        await expect(found, `${file}: «${text}»`).toBeAttached();
      }
    }
  });
});
