import { readFileSync } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { load } from "js-yaml";
import { parseSchool, sampleFields, type School } from "../lib/school";

/**
 * The school's facts are content: editors change content/school.yaml, and gatsby-config puts
 * them in siteMetadata, where every page reads them (`useSchool()`). A file that does not
 * parse or lacks a field stops the build, naming the file and the field.
 */
// Gatsby compiles this module into .cache/, so the path is taken from the project folder,
// where gatsby, jest and the scripts all run.
export const SCHOOL_FILE = path.resolve("content", "school.yaml");

export function readSchool(file = SCHOOL_FILE): School {
  const where = path.relative(process.cwd(), file) || file;
  let raw: unknown;
  try {
    raw = load(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `[iky] ${where} no se pudo leer: ${error instanceof Error ? error.message : error}`,
    );
  }
  const { school, errors } = parseSchool(raw);
  if (!school) throw new Error(`[iky] ${where}: ${errors.join("; ")}`);
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
