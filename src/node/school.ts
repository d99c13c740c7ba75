import { readFileSync } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { load } from "js-yaml";
import { parseSchool, sampleFields, translateSchool, type School } from "../lib/school";

/**
 * The school's facts are content: editors change content/school.yaml, and gatsby-config puts
 * them in siteMetadata, where every page reads them (`useSchool()`). A file that does not
 * parse or lacks a field stops the build, naming the file and the field.
 */
// Gatsby compiles this module into .cache/, so the path is taken from the project folder,
// where gatsby, jest and the scripts all run.
export const SCHOOL_FILE = path.resolve("content", "school.yaml");
/** The English words of the facts (content/school.en.yaml): names, address and places. */
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

/** The facts for English pages: school.yaml with school.en.yaml's worded fields. */
export function readSchoolEnglish(file = SCHOOL_FILE, englishFile = SCHOOL_FILE_EN): School {
  const { school, errors } = translateSchool(readSchool(file), readYaml(englishFile));
  if (!school) throw new Error(`[iky] ${whereOf(englishFile)}: ${errors.join("; ")}`);
  return school;
}

/** Sample values still in the facts file: a warning on every build until they are replaced. */
export function warnSampleSchoolFacts({ reporter }: { reporter: Reporter }) {
  const fields = sampleFields(readSchool());
  if (fields.length > 0) {
    reporter.warn(
      `[iky] content/school.yaml todavía tiene valores de muestra en: ${fields.join(", ")}. ` +
        "Sustitúyelos por los datos reales de la escuela antes de publicar.",
    );
  }
}
