import { readFileSync } from "node:fs";
import path from "node:path";
import type { Node, SourceNodesArgs } from "gatsby";
import { load } from "js-yaml";
import {
  SCHOOL_FIELDS,
  parseSchool,
  sampleFields,
  translateSchool,
  type School,
  type SchoolField,
} from "../lib/school";
import type { Locale } from "../i18n/locale";
import { nodesOf, sourcedNode } from "./sourced-nodes";

/**
 * content/school.yaml and the English words of school.en.yaml, checked into one `SchoolFacts`
 * node per language; a bad file stops the build. Paths from the project folder: Gatsby compiles
 * this module into .cache/.
 */
export const SCHOOL_FILE = path.resolve("content", "school.yaml");
export const SCHOOL_FILE_EN = path.resolve("content", "school.en.yaml");

const whereOf = (file: string) => path.relative(process.cwd(), file) || file;

function readYaml(file: string): unknown {
  try {
    return load(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `[iky] ${whereOf(file)} no se pudo leer: ${error instanceof Error ? error.message : error}`,
    );
  }
}

export function readSchool(file = SCHOOL_FILE): School {
  const { school, errors } = parseSchool(readYaml(file));
  if (!school) throw new Error(`[iky] ${whereOf(file)}: ${errors.join("; ")}`);
  return school;
}

/** The facts in each language; the first problem is thrown, naming its file. */
export function readSchoolFacts(file = SCHOOL_FILE, englishFile = SCHOOL_FILE_EN) {
  const es = readSchool(file);
  const { school: en, errors } = translateSchool(es, readYaml(englishFile));
  if (!en) throw new Error(`[iky] ${whereOf(englishFile)}: ${errors.join("; ")}`);
  return { es, en } satisfies Record<Locale, School>;
}

export type SchoolFactsNode = School & { lang: Locale };

export function sourceSchoolFacts(args: SourceNodesArgs): void {
  let facts: Record<Locale, School>;
  try {
    facts = readSchoolFacts();
  } catch (error) {
    args.reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    return;
  }
  // A warning on every build until the sample values are replaced.
  const samples = sampleFields(facts.es);
  if (samples.length > 0) {
    args.reporter.warn(
      `[iky] content/school.yaml todavía tiene valores de muestra en: ${samples.join(", ")}. ` +
        "Sustitúyelos por los datos reales de la escuela antes de publicar.",
    );
  }
  for (const lang of ["es", "en"] as const) {
    args.actions.createNode(sourcedNode("SchoolFacts", lang, { ...facts[lang], lang }, args));
  }
}

/** The facts of `lang` from the data layer, for the build's own files (calendars, brochure). */
export function schoolFactsOf(
  getNodesByType: (type: string) => Node[],
  lang: Locale,
): SchoolFactsNode {
  const node = nodesOf(getNodesByType, "SchoolFacts").find((facts) => facts.lang === lang);
  if (!node) throw new Error(`[iky] No SchoolFacts node for "${lang}" (src/node/school.ts)`);
  return node;
}

/** The GraphQL type of the nodes: the School fields as src/lib/school.ts checks them. */
const sdlType = ({ kind }: SchoolField) =>
  kind === "coordinates" ? "SchoolCoordinates" : kind === "links" ? "SchoolSocial" : "String";
const networks = SCHOOL_FIELDS.find((field) => field.kind === "links")?.keys ?? [];

export const SCHOOL_FACTS_TYPES = `
  type SchoolCoordinates @dontInfer {
    lat: Float!
    lng: Float!
  }

  type SchoolSocial @dontInfer {
${networks.map((name) => `    ${name}: String!`).join("\n")}
  }

  type SchoolFacts implements Node @dontInfer {
    "es or en: content/school.yaml, or it with content/school.en.yaml's words"
    lang: String!
${SCHOOL_FIELDS.map((field) => `    ${field.name}: ${sdlType(field)}!`).join("\n")}
  }
`;
