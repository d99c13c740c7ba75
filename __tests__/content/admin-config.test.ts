import { readFileSync } from "fs";
import path from "path";
import Ajv from "ajv";
import { load } from "js-yaml";
import { adminConfig, backendFromEnv, PLATFORM_NOTE } from "../../src/node/admin-config";
import { MAX_IMAGE_BYTES } from "../../src/node/content-images";
import { contentProblems } from "../../src/node/content-check";
import { WIDGET_CONTENT, WIDGET_CONTENT_TYPES } from "../../src/node/content-types";
import { createSchemaCustomization } from "../../src/node/create-schema-customization";
import { parseSchool, SCHOOL_FIELDS, SCHOOL_PATTERNS, translateSchool } from "../../src/lib/school";
import { BACKEND } from "../fixtures/admin-backend";
import { ADMIN_CONTENT, CONTENT_FILES as FILES } from "../fixtures/admin-content";
import { BROCHURE_LISTS, BROCHURE_TEXTS } from "../../scripts/lib/brochure-copy.mjs";

/**
 * The admin's configuration against the build's check: what an editor can save, the build
 * accepts, and what the build refuses, the editor refuses. The configuration is generated from
 * the same definitions (src/node/admin-config.ts); these tests hold the two to each other and
 * to Sveltia's own schema of its configuration.
 */
type Field = {
  name: string;
  widget: string;
  required?: boolean | string[];
  min?: number;
  i18n?: boolean | string;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  default?: unknown;
};
type Collection = {
  name: string;
  folder?: string;
  files?: { name: string; file: string; fields: Field[]; i18n?: boolean }[];
  fields?: Field[];
  description?: string;
  i18n?: boolean;
};

const config = adminConfig(BACKEND, ADMIN_CONTENT, "https://www.ikyyoga.com");
const collections = config.collections as Collection[];
const isRequired = (field: Field) =>
  field.required === undefined || field.required === true || Array.isArray(field.required);
const byName = (fields: readonly Field[], name: string) => {
  const field = fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};
const widgetFiles = collections.find((c) => c.name === "widgets")!.files!;

/** The `type X { … }` blocks of an SDL: field → its type text. */
function sdlTypes(sdl: string): Map<string, Map<string, string>> {
  const types = new Map<string, Map<string, string>>();
  for (const match of sdl.matchAll(/type (\w+)[^{]*\{([^}]*)\}/g)) {
    const fields = new Map<string, string>();
    for (const line of match[2]!.split("\n")) {
      const field = /^\s*(\w+): ([^\s@#]+)/.exec(line);
      if (field) fields.set(field[1]!, field[2]!);
    }
    types.set(match[1]!, fields);
  }
  return types;
}

function frontmatterSdl(): Map<string, string> {
  let sdl = "";
  const createTypes = (types: string) => {
    sdl += types;
  };
  (createSchemaCustomization as unknown as (args: unknown) => void)({ actions: { createTypes } });
  return sdlTypes(sdl).get("MarkdownRemarkFrontmatter")!;
}

test("the configuration is valid for Sveltia's own schema of it", () => {
  const schema = JSON.parse(
    readFileSync("node_modules/@sveltia/cms/schema/sveltia-cms.json", "utf8"),
  );
  const ajv = new Ajv({ allErrors: true, schemaId: "auto", unknownFormats: "ignore" });
  const valid = ajv.validate(schema, config);
  expect(ajv.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
});

test("the backend is the forge of the settings, and no admin is made without one", () => {
  expect(config.backend).toMatchObject({
    name: "gitea",
    repo: "iky/sitio",
    branch: "main",
    base_url: "https://forge.example",
    api_root: "https://forge.example/api/v1",
    app_id: "client-id",
  });
  expect(backendFromEnv({})).toBeNull();
  expect(() => backendFromEnv({ CMS_FORGE_URL: "https://f.example", CMS_REPO: "x" })).toThrow(
    /owner\/name/,
  );
  expect(
    backendFromEnv({ CMS_FORGE_URL: "https://f.example/", CMS_REPO: "a/b", CMS_CLIENT_ID: "c" }),
  ).toEqual({
    baseUrl: "https://f.example",
    apiRoot: "https://f.example/api/v1",
    repo: "a/b",
    branch: "main",
    clientId: "c",
  });
});

test("Spanish and English side by side: foo.md beside foo.en.md, English required as the build requires", () => {
  expect(config.i18n).toEqual({
    structure: "multiple_files",
    locales: ["es", "en"],
    default_locale: "es",
    omit_default_locale_from_file_path: true,
  });
  for (const collection of collections) expect(collection.i18n).toBe(true);
});

test("every page with sections has its collection, with the front matter the build types", () => {
  const pages = [
    ...new Set(
      FILES.filter((f) => /^content\/sections\/[^/]+\/[^/.]+(?:-[^/]*)?\.md$/.test(f)).map(
        (f) => f.split("/")[2],
      ),
    ),
  ];
  expect(pages.length).toBeGreaterThan(0);
  const sdl = frontmatterSdl();
  for (const page of pages) {
    const collection = collections.find((c) => c.folder === `content/sections/${page}`);
    expect(collection).toBeDefined();
    const fields = collection!.fields!;
    // page is hidden: the collection sets it, the editor cannot leave it out.
    expect(byName(fields, "page")).toMatchObject({ widget: "hidden", default: page });
    for (const field of fields.filter((f) => f.name !== "page" && f.name !== "body")) {
      const type = sdl.get(field.name);
      expect(type).toBeDefined();
      // background is a File the check requires to exist when named: optional, an image.
      if (type === "File") expect(field.widget).toBe("image");
      expect([field.name, isRequired(field)]).toEqual([field.name, type!.endsWith("!")]);
    }
    // Every required front matter field is in the form.
    for (const [name, type] of sdl) {
      if (type.endsWith("!") && name !== "page") {
        expect(fields.map((f) => f.name)).toContain(name);
      }
    }
    // The id, the order and the picture are one value for both languages.
    for (const name of ["id", "order", "background"]) {
      expect(byName(fields, name).i18n).toBe("duplicate");
    }
  }
});

test("every widget file is editable, with the fields, lists and images its check requires", () => {
  const spanishWidgets = FILES.filter(
    (f) =>
      f.startsWith("content/sections/") &&
      f.endsWith(".yaml") &&
      !f.endsWith(".en.yaml") &&
      WIDGET_CONTENT[path.basename(f)],
  );
  expect(widgetFiles.map((f) => f.file.replace(".{{locale}}", "")).sort()).toEqual(
    spanishWidgets.sort(),
  );
  const sdl = sdlTypes(WIDGET_CONTENT_TYPES);
  for (const file of widgetFiles) {
    const spec = WIDGET_CONTENT[path.basename(file.file.replace(".{{locale}}", ""))]!;
    for (const name of ["page", "section", ...spec.text]) {
      expect(isRequired(byName(file.fields, name))).toBe(true);
    }
    // «Sección» offers exactly the page's sections (their ids, from the Spanish files), so an
    // editor cannot name one that does not exist; the widget's own section is one of them.
    const page = file.file.split("/")[2]!;
    const ids = FILES.filter((f) =>
      new RegExp(`^content/sections/${page}/[^/]+(?<!\\.en)\\.md$`).test(f),
    )
      .map((f) => /^id: (.+)$/m.exec(readFileSync(path.join(process.cwd(), f), "utf8"))![1])
      .sort();
    const section = byName(file.fields, "section") as Field & { options: { value: string }[] };
    expect(section.widget).toBe("select");
    expect(section.options.map((o) => o.value).sort()).toEqual(ids);
    const current = load(
      readFileSync(path.join(process.cwd(), file.file.replace(".{{locale}}", "")), "utf8"),
    ) as { section: string };
    expect(ids).toContain(current.section);
    const list = byName(file.fields, spec.list);
    expect(list).toMatchObject({ widget: "list", required: true, min: 1 });
    for (const name of spec.itemText) {
      expect(byName(list.fields!, name)).toMatchObject({ widget: "string", required: true });
    }
    for (const name of spec.itemTexts) {
      expect(byName(list.fields!, name)).toMatchObject({ widget: "list", required: true, min: 1 });
    }
    for (const name of spec.itemImages) {
      // The same photo in both languages: one upload changes both files.
      expect(byName(list.fields!, name)).toMatchObject({
        widget: "image",
        required: true,
        i18n: "duplicate",
      });
    }
    // The GraphQL type of an item says the same: `!` is required, the rest optional.
    const fileType = sdl.get(spec.type)!;
    const itemType = sdl.get(fileType.get(spec.list)!.replace(/[[\]!]/g, ""))!;
    for (const [name, type] of itemType) {
      const field = byName(list.fields!, name);
      if (type !== "File") expect([name, isRequired(field)]).toEqual([name, type.endsWith("!")]);
    }
    expect(list.fields!.map((f) => f.name).sort()).toEqual([...itemType.keys()].sort());
  }
});

/** A value an editor could type in a field the admin shows. */
function sample(field: Field): unknown {
  if (field.widget === "list") {
    return field.fields ? [fill(field.fields)] : ["Un párrafo."];
  }
  if (field.widget === "image") return "./images/foto.jpg";
  if (field.widget === "object") return fill(field.fields!);
  if (field.widget === "number") return 3;
  if (field.widget === "hidden") return field.default;
  return "Texto";
}
const fill = (fields: readonly Field[]) =>
  Object.fromEntries(fields.filter(isRequired).map((f) => [f.name, sample(f)]));

test("a widget file with what the admin requires passes the build's check; one without any required field fails it", () => {
  for (const file of widgetFiles) {
    const name = path.basename(file.file.replace(".{{locale}}", ""));
    const spec = WIDGET_CONTENT[name]!;
    const dir = "/site/content/sections/p";
    const sources = (data: Record<string, unknown>) => ({
      sections: [
        { file: "content/sections/p/01-a.md", dir, frontmatter: { page: "p", id: "s", order: 1 } },
        {
          file: "content/sections/p/01-a.en.md",
          dir,
          frontmatter: { page: "p", id: "s", order: 1 },
        },
      ],
      widgets: [
        { file: `content/sections/p/${path.basename(file.file)}`, dir, spec, data },
        {
          file: `content/sections/p/${path.basename(file.file, ".yaml")}.en.yaml`,
          dir,
          spec,
          data,
        },
      ],
      files: new Set([`${dir}/images/foto.jpg`]),
    });
    const complete: Record<string, unknown> = { ...fill(file.fields), page: "p", section: "s" };
    expect(contentProblems(sources(complete))).toEqual([]);
    for (const field of file.fields.filter(isRequired)) {
      const { [field.name]: _left, ...without } = complete;
      expect([field.name, contentProblems(sources(without)).length > 0]).toEqual([
        field.name,
        true,
      ]);
    }
    const list = byName(file.fields, spec.list);
    for (const item of list.fields!.filter(isRequired)) {
      const { [item.name]: _left, ...partial } = fill(list.fields!);
      const problems = contentProblems(sources({ ...complete, [spec.list]: [partial] }));
      expect([item.name, problems.length > 0]).toEqual([item.name, true]);
    }
  }
});

test("the school's facts: one field per SCHOOL_FIELDS entry, required and checked as parseSchool does", () => {
  const school = collections.find((c) => c.name === "escuela")!.files![0]!;
  expect(school.file).toBe("content/school.{{locale}}.yaml");
  expect(school.fields.map((f) => f.name)).toEqual(SCHOOL_FIELDS.map((f) => f.name));
  const raw = load(readFileSync("content/school.yaml", "utf8")) as Record<string, unknown>;
  expect(parseSchool(raw).errors).toEqual([]);
  for (const field of school.fields) {
    // Required in the admin exactly when leaving it out fails the build.
    const { [field.name]: _left, ...without } = raw;
    expect([field.name, isRequired(field)]).toEqual([
      field.name,
      parseSchool(without).errors.length > 0,
    ]);
    // Worded fields are edited per language; the rest once, in Spanish (school.en.yaml
    // holds only the worded ones, as translateSchool requires).
    const worded = SCHOOL_FIELDS.find((f) => f.name === field.name)!.worded === true;
    expect([field.name, field.i18n]).toEqual([field.name, worded]);
    if (worded && isRequired(field)) expect(field.required).toEqual(["es"]);
  }
  // A value the admin's pattern refuses, parseSchool refuses, and the other way round.
  const cases: [string, string, boolean][] = [
    ["correo", "no-es-un-correo", false],
    ["correo", "hola@ikyyoga.com", true],
    ["telefono", "312 555 0142", false],
    ["telefono", "+57 312 555 0142", true],
    ["whatsapp", "+57 31", false],
    ["codigoPais", "co", false],
    ["codigoPais", "CO", true],
  ];
  for (const [name, value, ok] of cases) {
    const field = byName(school.fields, name);
    expect([name, value, new RegExp(field.pattern![0]).test(value)]).toEqual([name, value, ok]);
    expect([name, value, parseSchool({ ...raw, [name]: value }).errors.length === 0]).toEqual([
      name,
      value,
      ok,
    ]);
  }
  const redes = byName(school.fields, "redes");
  for (const [url, ok] of [
    ["http://instagram.com/x", false],
    ["https://instagram.com/x", true],
  ] as const) {
    expect(new RegExp(byName(redes.fields!, "instagram").pattern![0]).test(url)).toBe(ok);
    const facts = { ...raw, redes: { ...(raw.redes as object), instagram: url } };
    expect(parseSchool(facts).errors.length === 0).toBe(ok);
  }
  // What the admin writes in English (the worded fields alone) is what translateSchool takes.
  const english = Object.fromEntries(
    school.fields.filter((f) => f.i18n === true).map((f) => [f.name, "Words"]),
  );
  expect(translateSchool(parseSchool(raw).school!, english).errors).toEqual([]);
  expect(Object.keys(SCHOOL_PATTERNS)).toEqual(["email", "phone", "countryCode", "link"]);
});

test("legal texts, the carousel's photos, the upload limit and the platform's note", () => {
  const legal = collections.find((c) => c.name === "legal")!;
  expect(legal.folder).toBe("content/legal");
  expect(config.media_folder).toBe("content/home");
  expect(config.media_libraries.default.config.max_file_size).toBe(MAX_IMAGE_BYTES);
  expect(config.media_libraries.stock_assets.providers).toEqual([]);
  for (const collection of collections) expect(collection.description).toBeTruthy();
  expect(collections.filter((c) => c.description!.includes(PLATFORM_NOTE)).length).toBeGreaterThan(
    0,
  );
  expect(PLATFORM_NOTE).toMatch(/eventos, los planes y el registro/);
});

test("the brochure's words: every entry make-brochure requires, required in both languages, and the files have exactly those", () => {
  const brochure = collections.find((c) => c.name === "folleto")!.files!;
  expect(brochure.map((f) => f.file)).toEqual(["content/brochure/eco-living.{{locale}}.yaml"]);
  const fields = brochure[0]!.fields;
  expect(fields.map((f) => f.name)).toEqual([
    ...Object.keys(BROCHURE_TEXTS),
    ...Object.keys(BROCHURE_LISTS),
  ]);
  for (const field of fields) {
    expect({ name: field.name, required: isRequired(field), i18n: field.i18n }).toEqual({
      name: field.name,
      required: true,
      i18n: true,
    });
  }
  for (const name of Object.keys(BROCHURE_LISTS)) {
    // A list of lines, one input each: an empty one is a blank line of the PDF.
    expect(byName(fields, name)).toMatchObject({ widget: "list", field: { widget: "string" } });
  }
  // What the admin writes is what the files hold: no entry the admin would not show, none missing.
  for (const file of ["content/brochure/eco-living.yaml", "content/brochure/eco-living.en.yaml"]) {
    const data = load(readFileSync(path.join(process.cwd(), file), "utf8")) as object;
    expect({ file, keys: Object.keys(data).sort() }).toEqual({
      file,
      keys: fields.map((f) => f.name).sort(),
    });
  }
});

test("the files the admin saves hold no YAML comments: a save writes the data back, not the comments", () => {
  // Sveltia parses a file and writes its data again: a `#` line would be gone after the first
  // save. What the files need to explain is in content/README.md and the fields' hints.
  const edited = collections.flatMap((c) => [
    ...(c.files ?? []).flatMap((f) => [
      f.file.replace(".{{locale}}", ""),
      f.file.replace("{{locale}}", "en"),
    ]),
    ...(c.folder ? FILES.filter((file) => path.posix.dirname(file) === c.folder) : []),
  ]);
  const yaml = edited.filter((file) => /\.(ya?ml|md)$/.test(file));
  expect(yaml).toEqual(expect.arrayContaining(["content/school.yaml", "content/school.en.yaml"]));
  for (const file of yaml) {
    const text = readFileSync(path.join(process.cwd(), file), "utf8");
    // The YAML of a markdown file is its front matter.
    const data = file.endsWith(".md") ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text;
    const comments = data.split("\n").filter((line) => /^\s*#/.test(line));
    expect({ file, comments }).toEqual({ file, comments: [] });
  }
});
