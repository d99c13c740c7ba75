import type { GatsbyNode, NodeInput, Reporter, SourceNodesArgs } from "gatsby";
import { createRemoteFileNode } from "gatsby-source-filesystem";
import { paths } from "../school-api/client";
import {
  dedupeEventos,
  normaliseEvento,
  normaliseList,
  normalisePlan,
  normaliseTeacher,
} from "../school-api/normalize";
import type { Evento, Normalised, Plan, RegistryTeacher } from "../school-api/types";
import { FetchJsonError, fetchJson } from "./fetch-json";
import { apiBaseUrl } from "./api-url";

/**
 * Pulls events, plans and the teacher registry from the school API into Gatsby's data layer,
 * with the images they name. Fails the build on purpose when the API cannot be read: Gatsby
 * deletes every node a run does not create again, so a swallowed outage would publish a site
 * without events.
 */
const WARN_LIMIT = 10;
const IMAGE_CONCURRENCY = 8;

function warnRejected(reporter: Reporter, what: string, list: Normalised<unknown>) {
  list.rejected.slice(0, WARN_LIMIT).forEach((r) => {
    const where = r.index >= 0 ? `#${r.index}` : "respuesta";
    reporter.warn(`[iky] ${what} ${where} omitido: ${r.reason} — ${r.preview}`);
  });
  if (list.rejected.length > WARN_LIMIT) {
    reporter.warn(`[iky] ${what}: ${list.rejected.length - WARN_LIMIT} registros omitidos más`);
  }
}

async function fetchList(args: SourceNodesArgs, base: string, path: string, label: string) {
  const url = `${base}${path}`;
  const activity = args.reporter.activityTimer(`[iky] ${label}: ${url}`);
  activity.start();
  try {
    const body = await fetchJson(url, {
      onRetry: (attempt, reason) => activity.setStatus(`reintento ${attempt}: ${reason}`),
    });
    activity.end();
    return body;
  } catch (error) {
    const status = error instanceof FetchJsonError ? (error.status ?? "sin respuesta") : "error";
    activity.panicOnBuild({
      id: "iky-api-unreachable",
      context: {
        sourceMessage: `No se pudo leer ${label} de la API (${url}, estado ${status}). La compilación se detiene para no publicar un sitio vacío.`,
      },
      error: error instanceof Error ? error : undefined,
    });
    throw error;
  }
}

/** Downloads each distinct file name once and returns file name → File node id. */
async function downloadImages(args: SourceNodesArgs, base: string, fileNames: Set<string>) {
  const { actions, createNodeId, getCache, reporter } = args;
  const ids = new Map<string, string>();
  const queue = [...fileNames];
  if (queue.length === 0) return ids;
  const progress = reporter.createProgress("[iky] Descargando imágenes", queue.length);
  progress.start();
  let failed = 0;
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const match = /^(.*?)(\.[a-z0-9]{2,5})?$/i.exec(name.split("/").pop() ?? name);
      try {
        const node = await createRemoteFileNode({
          url: `${base}${paths.imagen(name)}`,
          createNode: actions.createNode,
          createNodeId,
          getCache,
          name: match?.[1] || "imagen",
          ext: (match?.[2] ?? ".jpg").toLowerCase(),
        });
        ids.set(name, node.id);
      } catch (error) {
        failed += 1;
        if (failed <= WARN_LIMIT) {
          reporter.warn(
            `[iky] imagen "${name}" no disponible: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      progress.tick();
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  progress.setStatus(`${ids.size} imágenes, ${failed} no disponibles`);
  progress.done();
  return ids;
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { actions, createContentDigest, createNodeId, reporter, cache } = args;
  const base = apiBaseUrl(reporter);

  const [rawEventos, rawPlanes, rawRegistro] = [
    await fetchList(args, base, paths.eventos, "eventos"),
    await fetchList(args, base, paths.planes, "planes"),
    await fetchList(args, base, paths.diplomado, "registro de profesores"),
  ];

  if (!Array.isArray(rawEventos)) {
    reporter.panicOnBuild(
      `[iky] ${base}${paths.eventos} no devolvió una lista de eventos. La compilación se detiene para no publicar un sitio sin eventos.`,
    );
    return;
  }
  const eventos = dedupeEventos(normaliseList(rawEventos, normaliseEvento));
  const planes = normaliseList(rawPlanes, normalisePlan);
  const registro = normaliseList(rawRegistro, normaliseTeacher);
  warnRejected(reporter, "evento", eventos);
  warnRejected(reporter, "plan", planes);
  warnRejected(reporter, "profesor del registro", registro);

  const previousCount = (await cache.get("iky-event-count")) as number | undefined;
  if (eventos.items.length === 0 && previousCount && previousCount > 0) {
    reporter.warn(
      `[iky] La API devolvió 0 eventos; la compilación anterior tenía ${previousCount}. Se publica lo que dice la API.`,
    );
  }
  await cache.set("iky-event-count", eventos.items.length);

  const fileNames = new Set<string>();
  for (const e of eventos.items) {
    if (e.imagenCobertura) fileNames.add(e.imagenCobertura);
    e.imagenes.forEach((name) => fileNames.add(name));
  }
  for (const t of registro.items) {
    if (t.foto) fileNames.add(t.foto);
    if (t.diploma) fileNames.add(t.diploma);
  }
  const files = await downloadImages(args, base, fileNames);
  const fileId = (name: string | null) => (name ? (files.get(name) ?? null) : null);

  for (const evento of eventos.items) {
    actions.createNode(eventNode(evento, fileId, createNodeId, createContentDigest));
  }
  planes.items.forEach((plan, order) => {
    actions.createNode(planNode(plan, order, createNodeId, createContentDigest));
  });
  registro.items.forEach((teacher, order) => {
    actions.createNode(teacherNode(teacher, order, fileId, createNodeId, createContentDigest));
  });

  reporter.info(
    `[iky] ${eventos.items.length} eventos, ${planes.items.length} planes, ${registro.items.length} profesores del registro, ${files.size} imágenes` +
      ` (${eventos.rejected.length + planes.rejected.length + registro.rejected.length} registros omitidos)`,
  );
};

type Digest = SourceNodesArgs["createContentDigest"];
type NodeId = SourceNodesArgs["createNodeId"];

export function eventNode(
  evento: Evento,
  fileId: (name: string | null) => string | null,
  createNodeId: NodeId,
  createContentDigest: Digest,
) {
  const imagenesFiles = evento.imagenes.map(fileId).filter((id): id is string => id !== null);
  const imagenCoberturaFile = fileId(evento.imagenCobertura);
  return {
    ...evento,
    imagenCoberturaFile,
    imagenesFiles,
    id: createNodeId(`Event-${evento.idEvento}`),
    internal: {
      type: "Event",
      contentDigest: createContentDigest({ evento, imagenCoberturaFile, imagenesFiles }),
    },
  } satisfies NodeInput;
}

export function planNode(
  plan: Plan,
  order: number,
  createNodeId: NodeId,
  createContentDigest: Digest,
) {
  return {
    ...plan,
    order,
    id: createNodeId(`Plan-${plan.idPlan}-${order}`),
    internal: { type: "Plan", contentDigest: createContentDigest({ plan, order }) },
  } satisfies NodeInput;
}

export function teacherNode(
  teacher: RegistryTeacher,
  order: number,
  fileId: (name: string | null) => string | null,
  createNodeId: NodeId,
  createContentDigest: Digest,
) {
  const fotoFile = fileId(teacher.foto);
  const diplomaFile = fileId(teacher.diploma);
  return {
    ...teacher,
    order,
    fotoFile,
    diplomaFile,
    id: createNodeId(`RegistryTeacher-${order}-${teacher.codigo ?? ""}`),
    internal: {
      type: "RegistryTeacher",
      contentDigest: createContentDigest({ teacher, order, fotoFile, diplomaFile }),
    },
  } satisfies NodeInput;
}
