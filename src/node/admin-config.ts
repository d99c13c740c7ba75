import path from "node:path";
import {
  BROCHURE_LINE_LENGTH,
  BROCHURE_LISTS,
  BROCHURE_TEXTS,
} from "../../scripts/lib/brochure-copy.mjs";
import { SCHOOL_FIELDS, SCHOOL_PATTERNS, type SchoolField } from "../lib/school";
import {
  FIELD_LABELS,
  LEGAL_FRONTMATTER,
  RECOMMENDATION_FIELDS,
  SECTION_FRONTMATTER,
  type FrontmatterField,
  type WidgetContentSpec,
} from "./content-types";
import type { SectionSource, WidgetSource } from "./content-check";
import { contentLang } from "./content-lang";

/**
 * The configuration of the editors' admin (Sveltia CMS at /admin), generated from the schema
 * the build checks: the widgets' YAML (content-types.ts WIDGET_CONTENT, what content-check.ts
 * requires), the sections' and legal texts' front matter (SECTION_FRONTMATTER,
 * LEGAL_FRONTMATTER, as MarkdownRemarkFrontmatter types it) and the school's facts
 * (school.ts SCHOOL_FIELDS, what parseSchool requires), and the brochure's words
 * (scripts/lib/brochure-copy.mjs, what make-brochure.mjs requires). A field the build requires is required
 * in the admin, a list the build wants non-empty has `min: 1`, an image is an image field; so a
 * save the build would refuse is refused in the editor, next to the field, in Spanish.
 */

type Field = Record<string, unknown>;
type Collection = Record<string, unknown>;

/** What editors upload: larger files are refused in the editor (the build's sharp reads them). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** The image types the build publishes (content-images.ts IMAGE_FILE, without TIFF: browsers cannot show it). */
export const UPLOAD_TYPES = "image/jpeg,image/png,image/webp,image/avif";

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

const label = (name: string) => FIELD_LABELS[name] ?? name;

// Uploads go to the folder of the collection or file (its media_folder): the images/ beside
// the section or the widget's YAML, which the relative path ./images/… names.
const IMAGE_CONTROL: Field = { widget: "image", accept: UPLOAD_TYPES, choose_url: false };

/** The control of each kind of front matter field but a list of recommendations. */
const FRONTMATTER_CONTROLS: Readonly<
  Record<Exclude<FrontmatterField["kind"], "recommendations">, Field>
> = {
  text: { widget: "string" },
  longText: { widget: "text" },
  url: {
    widget: "string",
    pattern: ["^(https://|/)", "Una dirección https:// o una ruta del sitio (/ripey/)."],
  },
  integer: { widget: "number", value_type: "int" },
  percent: { widget: "number", value_type: "float", min: 0, max: 100 },
  boolean: { widget: "boolean", default: false },
  color: {
    widget: "string",
    pattern: ["^#[0-9a-fA-F]{6}$", "Un color como #e3eadd (# y seis cifras hexadecimales)."],
  },
  image: IMAGE_CONTROL,
};

/** A front matter field's control; `i18n` off for the fields of a list's items. */
function frontmatterField(field: FrontmatterField, i18n = true): Field {
  const base: Field = {
    name: field.name,
    label: field.label,
    required: field.required,
    ...(i18n ? { i18n: field.same ? "duplicate" : true } : {}),
    ...(field.hint ? { hint: field.hint } : {}),
  };
  if (field.kind !== "recommendations") return { ...base, ...FRONTMATTER_CONTROLS[field.kind] };
  return {
    ...base,
    widget: "list",
    summary: "{{fields.title}}",
    fields: RECOMMENDATION_FIELDS.map((sub) => frontmatterField(sub, false)),
  };
}

/** A line of words, required, written in each language. */
const wordedText = (name: string, label: string): Field => ({
  name,
  label,
  widget: "string",
  required: true,
  i18n: true,
});

/**
 * A YAML file of a files collection, one per language: `x.{{locale}}.yaml` (see i18n below);
 * `media`, the folder its uploads go to.
 */
const yamlFile = (name: string, label: string, file: string, fields: Field[], media?: string) => ({
  name,
  label,
  file: file.replace(/(\.[^./]+)$/, ".{{locale}}$1"),
  format: "yaml",
  ...(media ? { media_folder: `/${media}`, public_folder: "./images" } : {}),
  i18n: true,
  fields,
});

function sectionsCollection(page: string): Collection {
  const folder = `content/sections/${page}`;
  const media = `${folder}/images`;
  return {
    name: `secciones-${page}`,
    label: `Página ${PAGE_LABELS[page] ?? page}`,
    label_singular: "Sección",
    description: `Las secciones de /${page}/, en español y en inglés (/en/${page}/). ${PLATFORM_NOTE}`,
    folder,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: false,
    slug: "{{id}}",
    identifier_field: "name",
    summary: "{{order}}. {{name}}",
    sortable_fields: ["order", "name"],
    media_folder: `/${media}`,
    public_folder: "./images",
    i18n: true,
    fields: [
      { name: "page", label: "Página", widget: "hidden", default: page, i18n: "duplicate" },
      ...SECTION_FRONTMATTER.map((field) => frontmatterField(field)),
      {
        name: "body",
        label: "Texto",
        widget: "markdown",
        required: true,
        i18n: true,
        hint: "Párrafos separados por una línea en blanco.",
      },
    ],
  };
}

/** The fields of one item of a widget's list, in the order the README lists them. */
function itemFields(spec: WidgetContentSpec): Field[] {
  const text = (required: boolean) => (name: string) => ({
    name,
    label: label(name),
    widget: "string",
    required,
  });
  return [
    ...(spec.itemOptionalText ?? []).map(text(false)),
    ...spec.itemText.map(text(true)),
    // A photo is the same in both languages (content/README.md, «Qué se traduce y qué no»): one
    // upload changes the Spanish file and its English twin.
    ...spec.itemImages.map((name) => ({
      name,
      label: label(name),
      required: true,
      i18n: "duplicate",
      ...IMAGE_CONTROL,
    })),
    ...spec.itemTexts.map((name) => ({
      name,
      label: label(name),
      widget: "list",
      required: true,
      min: 1,
      field: { name: "texto", label: "Texto", widget: "text", required: true },
    })),
  ];
}

/**
 * The content the admin's choices are made of, as the build reads it (content-check.ts
 * collectContent): the sections' front matter, and the widget files.
 */
export interface AdminContent {
  sections: readonly Pick<SectionSource, "file" | "frontmatter">[];
  widgets: readonly Pick<WidgetSource, "file" | "spec">[];
}

/**
 * The sections of each page, in their order, from the Spanish files' front matter: the choices
 * of a widget's «Sección», so that an editor picks a section that exists instead of typing its
 * id. A section added in the admin is a choice once the site has been published with it (the
 * admin's configuration is written by each build).
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
  // The language's file: profesores.yaml (Spanish, the default locale's name has none) and
  // profesores.en.yaml.
  return yamlFile(
    `${page}-${name}`,
    `${spec.label ?? name} · /${page}/`,
    file,
    [
      { name: "page", label: label("page"), widget: "hidden", default: page, i18n: "duplicate" },
      {
        name: "section",
        label: "Sección",
        widget: "select",
        options: sections.map(({ id, name }) => ({ label: `${name} (${id})`, value: id })),
        required: true,
        i18n: "duplicate",
        hint: "La sección de esta página donde va el widget.",
      },
      ...spec.text.map((field) => wordedText(field, label(field))),
      {
        name: spec.list,
        label: label(spec.list),
        widget: "list",
        required: true,
        min: 1,
        i18n: true,
        summary: `{{fields.${spec.itemText[0] ?? spec.itemImages[0]}}}`,
        fields: itemFields(spec),
      },
    ],
    `${folder}/images`,
  );
}

const degrees = (name: string, label: string, max: number) => ({
  name,
  label,
  widget: "number",
  value_type: "float",
  min: -max,
  max,
  required: true,
});

function schoolField(field: SchoolField): Field {
  const base: Field = {
    name: field.name,
    label: field.label,
    // English words may be left out: the English pages then take school.yaml's.
    required: field.required ? (field.worded ? ["es"] : true) : false,
    i18n: field.worded ? true : false,
    ...(field.hint ? { hint: field.hint } : {}),
  };
  const pattern = (kind: keyof typeof SCHOOL_PATTERNS) => [
    SCHOOL_PATTERNS[kind].pattern,
    `${field.label}: ${SCHOOL_PATTERNS[kind].message}.`,
  ];
  switch (field.kind) {
    case "text":
      return { ...base, widget: "string" };
    case "email":
    case "phone":
    case "countryCode":
      return { ...base, widget: "string", pattern: pattern(field.kind) };
    case "coordinates":
      return {
        ...base,
        widget: "object",
        fields: [degrees("lat", "Latitud", 90), degrees("lng", "Longitud", 180)],
      };
    case "links":
      return {
        ...base,
        widget: "object",
        fields: (field.keys ?? []).map((key) => ({
          name: key,
          label: key[0]?.toUpperCase() + key.slice(1),
          widget: "string",
          required: true,
          pattern: [SCHOOL_PATTERNS.link.pattern, `${key}: ${SCHOOL_PATTERNS.link.message}.`],
        })),
      };
  }
}

/**
 * The whole configuration, as Sveltia's `CMS.init({ config })` takes it.
 * @param content the sections and widget files, which say the pages and the widgets' choices
 */
export function adminConfig(backend: AdminBackend, content: AdminContent, siteUrl: string) {
  const sections = sectionChoices(content.sections);
  const pageOrder = Object.keys(PAGE_LABELS);
  const pages = [...sections.keys()].sort((a, b) => pageOrder.indexOf(a) - pageOrder.indexOf(b));
  const widgetFiles = content.widgets
    .filter(({ file }) => contentLang(file) === "es")
    .sort((a, b) => (a.file < b.file ? -1 : 1))
    .map(({ file, spec }) => widgetFile(file, spec, sections.get(file.split("/")[2] ?? "") ?? []));

  const collections: Collection[] = [
    ...pages.map(sectionsCollection),
    {
      name: "widgets",
      label: "Widgets de las páginas",
      label_singular: "Widget",
      description:
        "Tarjetas, carruseles y listas desplegables de las secciones (profesores, espacios, " +
        `diplomas, Eco-Living, programa YES…). ${PLATFORM_NOTE}`,
      i18n: true,
      files: widgetFiles,
    },
    {
      name: "escuela",
      label: "Datos de la escuela",
      description:
        "Nombre, contacto, dirección y redes: el pie de página, el mapa, los textos legales y " +
        "los buscadores los leen de aquí. En inglés solo cambian los campos con palabras.",
      i18n: true,
      files: [
        yamlFile(
          "school",
          "Datos de la escuela",
          "content/school.yaml",
          SCHOOL_FIELDS.map(schoolField),
        ),
      ],
    },
    {
      name: "folleto",
      label: "Folleto Eco-Living",
      description:
        "El PDF que abre «Ver más» en /ishka/ («See more» en /en/ishka/). La dirección, el " +
        "correo y el teléfono del folleto salen de «Datos de la escuela».",
      i18n: true,
      files: [
        yamlFile("eco-living", "Folleto Eco-Living (PDF)", "content/brochure/eco-living.yaml", [
          ...Object.entries(BROCHURE_TEXTS).map(([name, text]) => wordedText(name, text)),
          ...Object.entries(BROCHURE_LISTS).map(([name, text]) => ({
            name,
            label: text,
            widget: "list",
            required: true,
            i18n: true,
            hint:
              `Cada entrada es una línea del PDF: menos de unos ${BROCHURE_LINE_LENGTH} ` +
              "caracteres. Una entrada vacía deja una línea en blanco.",
            field: { name: "linea", label: "Línea", widget: "string", required: false },
          })),
        ]),
      ],
    },
    {
      name: "legal",
      label: "Textos legales",
      label_singular: "Texto legal",
      description:
        "Privacidad y términos. {{campo}} en el texto pone un dato de la escuela, p. ej. {{nit}}.",
      folder: "content/legal",
      extension: "md",
      format: "frontmatter",
      create: false,
      delete: false,
      identifier_field: "name",
      i18n: true,
      fields: [
        {
          name: "page",
          label: "Página",
          widget: "string",
          required: true,
          readonly: true,
          i18n: "duplicate",
        },
        ...LEGAL_FRONTMATTER.map((field) => frontmatterField(field)),
        { name: "body", label: "Texto", widget: "markdown", required: true, i18n: true },
      ],
    },
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
      default: { config: { max_file_size: MAX_UPLOAD_BYTES, slugify_filename: true } },
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
  return {
    /** The forge's web address (sign-in page): https://codeberg.org */
    baseUrl,
    /** Its API: https://codeberg.org/api/v1 */
    apiRoot: (env.CMS_FORGE_API_URL ?? `${baseUrl}/api/v1`).replace(/\/+$/, ""),
    /** owner/name */
    repo,
    branch: env.CMS_BRANCH || "main",
    /** The OAuth2 application's client id (a public client: PKCE, no secret). */
    clientId: env.CMS_CLIENT_ID ?? "",
  };
}

/** Where the admin's forge is and which repository and branch it commits to. */
export type AdminBackend = NonNullable<ReturnType<typeof backendFromEnv>>;
