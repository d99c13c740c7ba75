import path from "node:path";
import {
  BROCHURE_LINE_LENGTH,
  BROCHURE_LISTS,
  BROCHURE_TEXTS,
} from "../../scripts/lib/brochure-copy.mjs";
import { SCHOOL_FIELDS, SCHOOL_PATTERNS, type SchoolField } from "../lib/school";
import {
  FIELD_LABELS,
  FRONTMATTER_KINDS,
  IMAGE_CONTROL,
  LEGAL_FRONTMATTER,
  RECOMMENDATION_FIELDS,
  SECTION_FRONTMATTER,
  type FrontmatterField,
  type WidgetContentSpec,
} from "./content-types";
import type { SectionSource, WidgetSource } from "./content-check";
import { contentLang } from "./content-lang";
import { MAX_IMAGE_BYTES } from "./content-images";

/**
 * The editors' admin (Sveltia CMS at /admin), configured from what the build checks (widgets,
 * front matter, school facts, brochure words), so a save the build would refuse is refused in
 * Spanish next to the field.
 */

type Field = Record<string, unknown>;

/** The note an editor meets where they would look for events, plans or the registry. */
export const PLATFORM_NOTE =
  "Los eventos, los planes y el registro de profesores (RIPEY) no se editan aquí: se cambian " +
  "en la plataforma de la escuela y llegan al sitio con cada publicación.";

const PAGE_LABELS: Readonly<Record<string, string>> = {
  about: "Sobre nosotros (/about/)",
  yoga: "Yoga (/yoga/)",
  iky: "IKYnesis (/iky/)",
  kankueb: "Kankueb (/kankueb/)",
  ripey: "RIPEY (/ripey/)",
  ishka: "Ishka (/ishka/)",
};

/** The brochure's words, which scripts/make-brochure.mjs reads. */
const BROCHURE = "content/brochure/eco-living";

const label = (name: string) => FIELD_LABELS[name] ?? name;

const field = (name: string, label: string, widget: string, more: Field = {}): Field => ({
  name,
  label,
  widget,
  required: true,
  ...more,
});

const pageField = (page: string): Field => ({
  name: "page",
  label: label("page"),
  widget: "hidden",
  default: page,
  i18n: "duplicate",
});

/** A front matter field's control; `i18n` off for the fields of a list's items. */
function frontmatterField(f: FrontmatterField, i18n = true): Field {
  const base: Field = {
    name: f.name,
    label: f.label,
    required: f.required,
    ...(i18n ? { i18n: f.same ? "duplicate" : true } : {}),
    ...(f.hint ? { hint: f.hint } : {}),
  };
  if (f.kind !== "recommendations") return { ...base, ...FRONTMATTER_KINDS[f.kind].control };
  return {
    ...base,
    widget: "list",
    summary: "{{fields.title}}",
    fields: RECOMMENDATION_FIELDS.map((sub) => frontmatterField(sub, false)),
  };
}

const collection = (name: string, label: string, description: string, more: Field): Field => ({
  name,
  label,
  description,
  i18n: true,
  ...more,
});

const MARKDOWN = {
  extension: "md",
  format: "frontmatter",
  delete: false,
  identifier_field: "name",
};

const markdownFields = (page: Field, frontmatter: readonly FrontmatterField[], hint?: string) => [
  page,
  ...frontmatter.map((f) => frontmatterField(f)),
  field("body", "Texto", "markdown", { i18n: true, ...(hint ? { hint } : {}) }),
];

/** A YAML file per language (`x.{{locale}}.yaml`); `media`, the folder its uploads go to. */
const yamlFile = (name: string, label: string, file: string, fields: Field[], media?: string) => ({
  name,
  label,
  file: file.replace(/(\.[^./]+)$/, ".{{locale}}$1"),
  format: "yaml",
  ...(media ? { media_folder: `/${media}`, public_folder: "./images" } : {}),
  i18n: true,
  fields,
});

function sectionsCollection(page: string): Field {
  const folder = `content/sections/${page}`;
  const hint = "Párrafos separados por una línea en blanco.";
  return collection(
    `secciones-${page}`,
    `Página ${PAGE_LABELS[page] ?? page}`,
    `Las secciones de /${page}/, en español y en inglés (/en/${page}/). ${PLATFORM_NOTE}`,
    {
      ...MARKDOWN,
      label_singular: "Sección",
      folder,
      create: true,
      slug: "{{id}}",
      summary: "{{order}}. {{name}}",
      sortable_fields: ["order", "name"],
      media_folder: `/${folder}/images`,
      public_folder: "./images",
      fields: markdownFields(pageField(page), SECTION_FRONTMATTER, hint),
    },
  );
}

/** The fields of one item of a widget's list, in the order the README lists them. */
function itemFields(spec: WidgetContentSpec): Field[] {
  const text = (required: boolean) => (name: string) =>
    field(name, label(name), "string", { required });
  return [
    ...(spec.itemOptionalText ?? []).map(text(false)),
    ...spec.itemText.map(text(true)),
    // A photo is the same in both languages (content/README.md): one upload changes both files.
    ...spec.itemImages.map((name) =>
      field(name, label(name), "image", { i18n: "duplicate", ...IMAGE_CONTROL }),
    ),
    ...spec.itemTexts.map((name) =>
      field(name, label(name), "list", { min: 1, field: field("texto", "Texto", "text") }),
    ),
  ];
}

/** The content the admin's choices are made of (content-check.ts collectContent). */
export interface AdminContent {
  sections: readonly Pick<SectionSource, "file" | "frontmatter">[];
  widgets: readonly Pick<WidgetSource, "file" | "spec">[];
}

/**
 * Each page's sections in order, from the Spanish files: a widget's «Sección» choices (a section
 * added in the admin is one once a build has published it).
 */
function sectionChoices(sections: AdminContent["sections"]) {
  const byPage = new Map<string, { id: string; name: string; order: number }[]>();
  for (const { file, frontmatter } of sections) {
    const page = /^content\/sections\/([^/]+)\/[^/]+\.md$/.exec(file)?.[1];
    if (!page || contentLang(file) !== "es") continue;
    const { id, name, order } = frontmatter as { id: string; name: string; order: number };
    byPage.set(page, [...(byPage.get(page) ?? []), { id, name, order }]);
  }
  for (const choices of byPage.values()) choices.sort((a, b) => a.order - b.order);
  return byPage;
}

function widgetFile(
  file: string,
  spec: WidgetContentSpec,
  sections: readonly { id: string; name: string }[],
): Field {
  const folder = path.posix.dirname(file);
  const page = path.posix.basename(folder);
  const name = path.posix.basename(file, ".yaml");
  const fields = [
    pageField(page),
    field("section", "Sección", "select", {
      options: sections.map(({ id, name }) => ({ label: `${name} (${id})`, value: id })),
      i18n: "duplicate",
      hint: "La sección de esta página donde va el widget.",
    }),
    ...spec.text.map((name) => field(name, label(name), "string", { i18n: true })),
    field(spec.list, label(spec.list), "list", {
      min: 1,
      i18n: true,
      summary: `{{fields.${spec.itemText[0] ?? spec.itemImages[0]}}}`,
      fields: itemFields(spec),
    }),
  ];
  const title = `${spec.label ?? name} · /${page}/`;
  return yamlFile(`${page}-${name}`, title, file, fields, `${folder}/images`);
}

const degrees = (name: string, label: string, max: number) =>
  field(name, label, "number", { value_type: "float", min: -max, max });

function schoolField(f: SchoolField): Field {
  const pattern = (kind: keyof typeof SCHOOL_PATTERNS, name = f.label) => [
    SCHOOL_PATTERNS[kind].pattern,
    `${name}: ${SCHOOL_PATTERNS[kind].message}.`,
  ];
  const object = (fields: Field[]) => ({ widget: "object", fields });
  const link = (key: string) =>
    field(key, key[0]?.toUpperCase() + key.slice(1), "string", { pattern: pattern("link", key) });
  const control: Field =
    f.kind === "text"
      ? { widget: "string" }
      : f.kind === "coordinates"
        ? object([degrees("lat", "Latitud", 90), degrees("lng", "Longitud", 180)])
        : f.kind === "links"
          ? object((f.keys ?? []).map(link))
          : { widget: "string", pattern: pattern(f.kind) };
  return {
    name: f.name,
    label: f.label,
    // English words may be left out: the English pages then take school.yaml's.
    required: f.required ? (f.worded ? ["es"] : true) : false,
    i18n: !!f.worded,
    ...(f.hint ? { hint: f.hint } : {}),
    ...control,
  };
}

/** The whole configuration, as Sveltia's `CMS.init({ config })` takes it. */
export function adminConfig(backend: AdminBackend, content: AdminContent, siteUrl: string) {
  const sections = sectionChoices(content.sections);
  const pageOrder = Object.keys(PAGE_LABELS);
  const pages = [...sections.keys()].sort((a, b) => pageOrder.indexOf(a) - pageOrder.indexOf(b));
  const widgetFiles = content.widgets
    .filter(({ file }) => contentLang(file) === "es")
    .sort((a, b) => (a.file < b.file ? -1 : 1))
    .map(({ file, spec }) => widgetFile(file, spec, sections.get(file.split("/")[2] ?? "") ?? []));
  const school = SCHOOL_FIELDS.map(schoolField);
  const brochure = [
    ...Object.entries(BROCHURE_TEXTS).map(([name, text]) =>
      field(name, text, "string", { i18n: true }),
    ),
    ...Object.entries(BROCHURE_LISTS).map(([name, text]) =>
      field(name, text, "list", {
        i18n: true,
        hint:
          `Cada entrada es una línea del PDF: menos de unos ${BROCHURE_LINE_LENGTH} ` +
          "caracteres. Una entrada vacía deja una línea en blanco.",
        field: field("linea", "Línea", "string", { required: false }),
      }),
    ),
  ];

  const collections: Field[] = [
    ...pages.map(sectionsCollection),
    collection(
      "widgets",
      "Widgets de las páginas",
      "Tarjetas, carruseles y listas desplegables de las secciones (profesores, espacios, " +
        `diplomas, Eco-Living, programa YES…). ${PLATFORM_NOTE}`,
      { label_singular: "Widget", files: widgetFiles },
    ),
    collection(
      "escuela",
      "Datos de la escuela",
      "Nombre, contacto, dirección y redes: el pie de página, el mapa, los textos legales y " +
        "los buscadores los leen de aquí. En inglés solo cambian los campos con palabras.",
      { files: [yamlFile("school", "Datos de la escuela", "content/school.yaml", school)] },
    ),
    collection(
      "folleto",
      "Folleto Eco-Living",
      "El PDF que abre «Ver más» en /ishka/ («See more» en /en/ishka/). La dirección, el " +
        "correo y el teléfono del folleto salen de «Datos de la escuela».",
      { files: [yamlFile("eco-living", "Folleto Eco-Living (PDF)", `${BROCHURE}.yaml`, brochure)] },
    ),
    collection(
      "legal",
      "Textos legales",
      "Privacidad y términos. {{campo}} en el texto pone un dato de la escuela, p. ej. {{nit}}.",
      {
        label_singular: "Texto legal",
        ...MARKDOWN,
        folder: "content/legal",
        create: false,
        fields: markdownFields(
          field("page", "Página", "string", { readonly: true, i18n: "duplicate" }),
          LEGAL_FRONTMATTER,
        ),
      },
    ),
  ];

  return {
    load_config_file: false,
    backend: {
      name: "gitea",
      repo: backend.repo,
      branch: backend.branch,
      base_url: backend.baseUrl,
      api_root: backend.apiRoot,
      app_id: backend.clientId,
      commit_messages: {
        create: "Contenido: nuevo {{collection}} «{{slug}}» (editado por {{author-login}})",
        update: "Contenido: cambia {{collection}} «{{slug}}» (editado por {{author-login}})",
        delete: "Contenido: borra {{collection}} «{{slug}}» (editado por {{author-login}})",
        uploadMedia: "Contenido: sube «{{path}}» (editado por {{author-login}})",
        deleteMedia: "Contenido: borra «{{path}}» (editado por {{author-login}})",
      },
    },
    app_title: "IKY Yoga · Editor del sitio",
    site_url: siteUrl,
    display_url: siteUrl,
    // The home carousel's photos: the files of content/home, shown in the order of their names.
    media_folder: "content/home",
    public_folder: "/home",
    media_libraries: {
      default: { config: { max_file_size: MAX_IMAGE_BYTES, slugify_filename: true } },
      // No stock photo services: the admin reaches the forge alone.
      stock_assets: { providers: [] },
    },
    i18n: {
      structure: "multiple_files",
      locales: ["es", "en"],
      default_locale: "es",
      omit_default_locale_from_file_path: true,
    },
    output: { omit_empty_optional_fields: true },
    collections,
  };
}

/** The admin's settings from the environment (docs/deploy.md), or null when there is no forge. */
export function backendFromEnv(env: NodeJS.ProcessEnv) {
  const baseUrl = (env.CMS_FORGE_URL ?? "").replace(/\/+$/, "");
  if (!baseUrl) return null;
  const repo = env.CMS_REPO ?? "";
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(
      `CMS_REPO must be owner/name of the site's repository on the forge (value: "${repo}").`,
    );
  }
  // The OAuth2 application is a public client (PKCE, no secret).
  return {
    baseUrl,
    apiRoot: (env.CMS_FORGE_API_URL ?? `${baseUrl}/api/v1`).replace(/\/+$/, ""),
    repo,
    branch: env.CMS_BRANCH || "main",
    clientId: env.CMS_CLIENT_ID ?? "",
  };
}

/** Where the admin's forge is and which repository and branch it commits to. */
export type AdminBackend = NonNullable<ReturnType<typeof backendFromEnv>>;
