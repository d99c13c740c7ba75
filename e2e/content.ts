// The sample data the stand-in API serves (content/sample/), as the tests read it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../scripts/lib/e2e-site.cjs";

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(ROOT, "content", "sample", file), "utf8")) as T;

export type SampleEvent = { idEvento: number; resumen: string; descripcion: string };
export type SamplePlan = { nombre: string; costoMensualEur: number };
export type SampleTeacher = {
  nombre: string;
  prenom: string;
  codigo: string;
  pais: string;
  adress: string;
  evento: string;
};

export const sampleEvents = read<SampleEvent[]>("events.json");
export const samplePlans = read<SamplePlan[]>("plans.json");
export const sampleTeachers = read<SampleTeacher[]>("teachers.json");

/** A sample event by id (it must exist). */
export function sampleEvent(id: number): SampleEvent {
  const found = sampleEvents.find((e) => e.idEvento === id);
  if (!found) throw new Error(`content/sample/events.json has no event ${id}`);
  return found;
}

/** HTML entities back to text, to look for a text in prebuilt HTML. */
export const decodeHtml = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
