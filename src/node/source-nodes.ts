import type { GatsbyNode, Reporter, SourceNodesArgs } from "gatsby";
import { paths } from "../school-api/client";
import {
  normaliseEvento,
  normaliseList,
  normalisePlan,
  normaliseTeacher,
} from "../school-api/normalize";
import type { Evento, Plan, RegistryTeacher } from "../school-api/types";
import { FetchJsonError, describeJson, fetchJson } from "./fetch-json";
import { apiBaseUrl } from "./required-settings";
import { ingestImages, type ImageUses } from "./images";
import { sourceSchoolFacts } from "./school";
import { sourcedNode } from "./sourced-nodes";
import { eventPhase } from "../lib/event-time";

/**
 * Events, plans and the teacher registry from the school API, with their images, and the
 * school's facts. An API that answers no list stops the build (Gatsby deletes the nodes a run
 * does not create: an outage would publish no events); a bad record or image is skipped.
 */
const WARN_LIMIT = 10;

/** The first WARN_LIMIT warnings, then how many more there were. */
function warnSome(reporter: Reporter, warnings: string[], more: (count: number) => string) {
  warnings.slice(0, WARN_LIMIT).forEach((warning) => reporter.warn(`[iky] ${warning}`));
  if (warnings.length > WARN_LIMIT) reporter.warn(`[iky] ${more(warnings.length - WARN_LIMIT)}`);
}

/** Reads one API list; anything but a JSON array (after retries) stops the build. */
async function fetchList(args: SourceNodesArgs, base: string, path: string, label: string) {
  const url = `${base}${path}`;
  const activity = args.reporter.activityTimer(`[iky] ${label}: ${url}`);
  activity.start();
  const stop = (id: string, sourceMessage: string, error?: Error) =>
    activity.panicOnBuild({ id, context: { sourceMessage }, error });
  let body: unknown;
  try {
    body = await fetchJson(url, {
      onRetry: (attempt, reason) => activity.setStatus(`retry ${attempt}: ${reason}`),
    });
  } catch (error) {
    const status = error instanceof FetchJsonError ? (error.status ?? "no answer") : "error";
    const reason = error instanceof FetchJsonError ? error.reason : String(error);
    stop(
      "iky-api-unreachable",
      `Could not read the ${label} from the API (${url}, status ${status}: ${reason}). The build stops rather than publish an empty site.`,
      error instanceof Error ? error : undefined,
    );
    throw error;
  }
  if (!Array.isArray(body)) {
    const message = `${url} did not answer a list of ${label} but ${describeJson(body)}`;
    stop(
      "iky-api-not-a-list",
      `${message}. The build stops and the published site stays as it is.`,
    );
    throw new FetchJsonError(url, 200, message);
  }
  activity.end();
  return body;
}

/** Each image file name with the records that use it, for the warnings. */
function imageUses(eventos: readonly Evento[], registro: readonly RegistryTeacher[]): ImageUses {
  const uses: ImageUses = new Map();
  const add = (name: string | null, who: string) => {
    if (name) uses.set(name, [...(uses.get(name) ?? []), who]);
  };
  for (const e of eventos) {
    const title = e.resumen ? ` «${e.resumen.slice(0, 60)}»` : "";
    add(e.imagenCobertura, `event ${e.idEvento}${title} (cover)`);
    e.imagenes.forEach((name, i) => add(name, `event ${e.idEvento}${title} (image ${i + 1})`));
  }
  for (const t of registro) {
    const who = `teacher ${t.codigo ?? [t.nombre, t.prenom].filter(Boolean).join(" ")}`;
    add(t.foto, `${who} (photo)`);
    add(t.diploma, `${who} (diploma)`);
  }
  return uses;
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { actions, reporter, cache } = args;
  const base = apiBaseUrl(reporter);

  const rawEventos = await fetchList(args, base, paths.eventos, "events");
  const rawPlanes = await fetchList(args, base, paths.planes, "plans");
  const rawRegistro = await fetchList(args, base, paths.diplomado, "registry teachers");

  const eventos = normaliseList(rawEventos, normaliseEvento, "idEvento");
  const planes = normaliseList(rawPlanes, normalisePlan);
  const registro = normaliseList(rawRegistro, normaliseTeacher);
  const lists = { event: eventos, plan: planes, "registry teacher": registro };
  for (const [what, { rejected }] of Object.entries(lists)) {
    const warnings = rejected.map(({ index, reason, preview }) => {
      return `${what} ${index >= 0 ? `#${index}` : "answer"} skipped: ${reason} — ${preview}`;
    });
    warnSome(reporter, warnings, (count) => `${what}: ${count} more records skipped`);
  }

  const previousCount = (await cache.get("iky-event-count")) as number | undefined;
  if (eventos.items.length === 0 && previousCount && previousCount > 0) {
    reporter.warn(
      `[iky] The API answered 0 events; the previous build had ${previousCount}. Publishing what the API says.`,
    );
  }
  await cache.set("iky-event-count", eventos.items.length);

  const images = await ingestImages(args, base, imageUses(eventos.items, registro.items));
  const skippedImages = images.skipped.map(({ name, usedBy, reason }) => {
    const more = usedBy.length > 3 ? ` and ${usedBy.length - 3} more` : "";
    const users = `${usedBy.slice(0, 3).join("; ") || "no record"}${more}`;
    return `image "${name}" skipped (used by ${users}): ${reason}. The fallback picture is shown.`;
  });
  warnSome(reporter, skippedImages, (count) => `images: ${count} more skipped`);
  const fileId = (name: string | null) => (name ? (images.ids.get(name) ?? null) : null);

  sourceSchoolFacts(args);
  const now = Date.now();
  for (const evento of eventos.items) actions.createNode(eventNode(evento, fileId, args, now));
  planes.items.forEach((plan, order) => actions.createNode(planNode(plan, order, args)));
  registro.items.forEach((t, order) => actions.createNode(teacherNode(t, order, fileId, args)));

  reporter.info(
    `[iky] ${eventos.items.length} events, ${planes.items.length} plans, ${registro.items.length} registry teachers, ${images.ids.size} images` +
      ` (${eventos.rejected.length + planes.rejected.length + registro.rejected.length} records skipped, ${images.skipped.length} ${images.skipped.length === 1 ? "image" : "images"} skipped)`,
  );
};

type NodeIds = Parameters<typeof sourcedNode>[3];
type FileId = (name: string | null) => string | null;

/**
 * An Event node: the record, its images' File ids, and its phase at build time, which decides
 * the prebuilt HTML; a phase, not the time, so the page's data changes only when it does.
 */
export function eventNode(evento: Evento, fileId: FileId, ids: NodeIds, now = Date.now()) {
  const fields = {
    ...evento,
    imagenCoberturaFile: fileId(evento.imagenCobertura),
    imagenesFiles: evento.imagenes.map(fileId).filter((id): id is string => id !== null),
    phaseAtBuild: eventPhase(evento.fechas, now),
  };
  return sourcedNode("Event", `${evento.idEvento}`, fields, ids);
}

export const planNode = (plan: Plan, order: number, ids: NodeIds) =>
  sourcedNode("Plan", `${plan.idPlan}-${order}`, { ...plan, order }, ids);

export function teacherNode(teacher: RegistryTeacher, order: number, fileId: FileId, ids: NodeIds) {
  const fields = {
    ...teacher,
    order,
    fotoFile: fileId(teacher.foto),
    diplomaFile: fileId(teacher.diploma),
  };
  return sourcedNode("RegistryTeacher", `${order}-${teacher.codigo ?? ""}`, fields, ids);
}
