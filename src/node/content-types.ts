/**
 * The editors' widgets: YAML files in content/sections/<page>/ naming their `page` and `section`.
 * The one place saying which files are widgets, their GraphQL types and what the check requires.
 */
export interface WidgetContentSpec {
  /** GraphQL types of the file's node (on-create-node.ts) and of one of its items. */
  type: string;
  item: string;
  /** Text the file itself must have, besides page and section. */
  text: readonly string[];
  /** The field with the widget's items. */
  list: string;
  // What every item must have (non-empty lists of text, images by their path from the file).
  itemText: readonly string[];
  itemTexts: readonly string[];
  itemImages: readonly string[];
  itemOptionalText?: readonly string[];
  /** The widget's name in the editors' admin (admin-config.ts), in Spanish. */
  label?: string;
}

const widget = (
  spec: Omit<WidgetContentSpec, "text" | "itemTexts" | "itemImages"> & Partial<WidgetContentSpec>,
): WidgetContentSpec => ({ text: [], itemTexts: [], itemImages: [], ...spec });

const accordion = widget({
  type: "AccordionYaml",
  item: "AccordionEntry",
  text: ["label"],
  list: "items",
  itemText: ["title"],
  itemTexts: ["body"],
  itemOptionalText: ["meta"],
  label: "Lista desplegable",
});

/** Widget content by file name (the same name may serve several pages). */
export const WIDGET_CONTENT: Readonly<Record<string, WidgetContentSpec>> = {
  "profesores.yaml": widget({
    type: "TeacherCardsYaml",
    item: "TeacherCard",
    list: "teachers",
    itemText: ["name", "profession"],
    itemTexts: ["bio"],
    itemImages: ["photo"],
    label: "Profesores (tarjetas y biografías)",
  }),
  "espacios.yaml": widget({
    type: "SpaceCardsYaml",
    item: "SpaceCard",
    list: "spaces",
    itemText: ["id", "title", "description"],
    itemImages: ["image"],
    label: "Espacios del centro",
  }),
  "eco-living.yaml": widget({
    type: "EcoLivingYaml",
    item: "EcoLivingPhoto",
    text: ["title"],
    list: "photos",
    itemText: ["alt"],
    itemImages: ["image"],
    label: "Eco-Living (mosaico de fotos)",
  }),
  "diplomas.yaml": widget({
    type: "DiplomaCardsYaml",
    item: "DiplomaCard",
    list: "diplomas",
    itemText: ["id", "heading", "description", "hoverText"],
    itemImages: ["backgroundImage"],
    label: "Diplomas (carrusel)",
  }),
  "datos-de-formacion.yaml": widget({
    type: "CourseFactsYaml",
    item: "CourseFact",
    list: "facts",
    itemText: ["value", "unit", "label", "text"],
    label: "Cifras de la formación",
  }),
  "programa-yes.yaml": widget({
    type: "YesProgrammeYaml",
    item: "YesLetter",
    text: ["title", "duration"],
    list: "letters",
    itemText: ["letter", "name", "summary"],
    itemTexts: ["facts"],
    label: "Programa YES",
  }),
  "experiencia.yaml": accordion,
  "especializaciones.yaml": accordion,
  "formatos-ikynesis.yaml": accordion,
};

/** The fields' names in the admin, in Spanish, by their key in the files. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  page: "Página",
  label: "Nombre de la lista",
  title: "Título",
  duration: "Duración",
  teachers: "Profesores",
  spaces: "Espacios",
  photos: "Fotos",
  diplomas: "Diplomas",
  facts: "Datos",
  letters: "Letras",
  items: "Elementos",
  name: "Nombre",
  profession: "Profesión",
  bio: "Biografía (un párrafo por elemento)",
  photo: "Foto",
  id: "Identificador (sin espacios)",
  description: "Descripción",
  image: "Foto",
  alt: "Qué muestra la foto (para quien no la ve)",
  heading: "Título",
  hoverText: "Texto al pasar el cursor",
  backgroundImage: "Imagen",
  value: "Cifra",
  unit: "Unidad",
  text: "Frase",
  letter: "Letra",
  summary: "Resumen",
  meta: "Año o etiqueta corta",
  body: "Párrafos",
};

// Uploads go to the collection's or file's media_folder, the images/ beside the markdown or
// YAML, which the relative path ./images/… names. TIFF is left out: browsers cannot show it.
export const IMAGE_CONTROL = {
  widget: "image",
  accept: "image/jpeg,image/png,image/webp,image/avif",
  choose_url: false,
};

/** Each kind of front matter field: its GraphQL type (MarkdownRemarkFrontmatter), its control. */
export const FRONTMATTER_KINDS = {
  text: { sdl: "String", control: { widget: "string" } },
  longText: { sdl: "String", control: { widget: "text" } },
  url: {
    sdl: "String",
    control: {
      widget: "string",
      pattern: ["^(https://|/)", "Una dirección https:// o una ruta del sitio (/ripey/)."],
    },
  },
  integer: { sdl: "Int", control: { widget: "number", value_type: "int" } },
  percent: { sdl: "Float", control: { widget: "number", value_type: "float", min: 0, max: 100 } },
  boolean: { sdl: "Boolean", control: { widget: "boolean", default: false } },
  color: {
    sdl: "String",
    control: {
      widget: "string",
      pattern: ["^#[0-9a-fA-F]{6}$", "Un color como #e3eadd (# y seis cifras hexadecimales)."],
    },
  },
  image: { sdl: "File @fileByRelativePath", control: IMAGE_CONTROL },
  recommendations: { sdl: "[SectionRecommendation!]", control: null },
};

/** A front matter field; a `same` one holds the Spanish file's value in both languages. */
export interface FrontmatterField {
  name: string;
  label: string;
  kind: keyof typeof FRONTMATTER_KINDS;
  required: boolean;
  same?: boolean;
  hint?: string;
}

export const SECTION_FRONTMATTER: readonly FrontmatterField[] = [
  {
    name: "id",
    label: "Identificador",
    kind: "text",
    required: true,
    same: true,
    hint: "Aparece en la dirección (/ishka/#nuestros-profesores) y los widgets lo usan: sin espacios ni tildes.",
  },
  { name: "name", label: "Título", kind: "text", required: true },
  { name: "order", label: "Orden en la página", kind: "integer", required: true, same: true },
  { name: "color", label: "Color de fondo", kind: "color", required: false, same: true },
  { name: "background", label: "Ilustración", kind: "image", required: false, same: true },
  {
    name: "recommendations",
    label: "Lecturas recomendadas",
    kind: "recommendations",
    required: false,
  },
];

export const LEGAL_FRONTMATTER: readonly FrontmatterField[] = [
  { name: "id", label: "Identificador", kind: "text", required: true, same: true },
  { name: "name", label: "Título", kind: "text", required: true },
  { name: "kicker", label: "Línea sobre el título", kind: "text", required: false },
  { name: "description", label: "Descripción para buscadores", kind: "longText", required: false },
  { name: "order", label: "Orden", kind: "integer", required: true, same: true },
];

/** A recommendation of a section (SectionRecommendation): every field required. */
export const RECOMMENDATION_FIELDS: readonly FrontmatterField[] = [
  { name: "title", label: "Título", kind: "text", required: true },
  { name: "url", label: "Dirección (URL)", kind: "url", required: true },
  {
    name: "porcentaje",
    label: "En qué punto de la lectura aparece (0–100)",
    kind: "percent",
    required: true,
  },
  { name: "allowed", label: "Se abre dentro de la página", kind: "boolean", required: true },
];

/** A widget's schema: `!` where the build check guarantees a value. */
function widgetTypes(spec: WidgetContentSpec): string {
  const fields = (lines: readonly string[]) => lines.map((line) => `    ${line}`).join("\n");
  return `
  type ${spec.item} @dontInfer {
${fields([
  ...(spec.itemOptionalText ?? []).map((name) => `${name}: String`),
  ...spec.itemText.map((name) => `${name}: String!`),
  ...spec.itemTexts.map((name) => `${name}: [String!]!`),
  ...spec.itemImages.map((name) => `${name}: File @fileByRelativePath`),
])}
  }

  type ${spec.type} implements Node @dontInfer {
    page: String!
    section: String!
    """The file's language: es, or en for the .en.yaml twin."""
    lang: String!
${fields([...spec.text.map((name) => `${name}: String!`), `${spec.list}: [${spec.item}!]!`])}
  }
`;
}

export const WIDGET_CONTENT_TYPES = [...new Set(Object.values(WIDGET_CONTENT))]
  .map(widgetTypes)
  .join("");

const frontmatterSdl = (fields: readonly FrontmatterField[]) =>
  fields.map(
    ({ name, kind, required }) =>
      `    ${name}: ${FRONTMATTER_KINDS[kind].sdl.replace(/^\S+/, required ? "$&!" : "$&")}`,
  );

/** The front matter's schema: the sections' fields, then the legal texts' own. */
export const FRONTMATTER_TYPES = `
  type SectionRecommendation @dontInfer {
${frontmatterSdl(RECOMMENDATION_FIELDS).join("\n")}
  }

  type MarkdownRemarkFrontmatter @dontInfer {
    page: String!
${frontmatterSdl([
  ...SECTION_FRONTMATTER,
  ...LEGAL_FRONTMATTER.filter((field) => !SECTION_FRONTMATTER.some((s) => s.name === field.name)),
]).join("\n")}
  }
`;
