import { mkdir, rm, writeFile } from "fs/promises";
import path from "path";
import type { BuildArgs } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import {
  INDEX_FILE,
  REGISTRY_DIR,
  detailsFile,
  type RegistryDetails,
  type RegistryEntry,
  type RegistryIndexFile,
} from "../lib/registry-search";
import { nodesOf } from "./sourced-nodes";
import type { teacherNode } from "./source-nodes";

/** A RegistryTeacher node; its `fotoFile` and `diplomaFile` are File node ids (null: none). */
export type RegistryFileNode = Omit<ReturnType<typeof teacherNode>, "id" | "internal">;

/** The index and the detail files' contents, by file name; `images` by File node id. */
export function buildRegistryFiles(
  nodes: readonly RegistryFileNode[],
  images = {
    fotos: new Map<string, IGatsbyImageData>(),
    diplomas: new Map<string, IGatsbyImageData>(),
  },
) {
  const image = (file: string | null, from: ReadonlyMap<string, IGatsbyImageData>) =>
    (file === null ? undefined : from.get(file)) ?? null;
  const profesores: RegistryEntry[] = [];
  const details = new Map<string, Record<number, RegistryDetails>>();
  for (const n of nodes) {
    profesores.push({
      order: n.order,
      nombre: n.nombre,
      prenom: n.prenom,
      codigo: n.codigo,
      titulo: n.titulo,
      localidad: n.localidad,
      pais: n.pais,
      latitud: n.latitud,
      longitud: n.longitud,
    });
    const file = detailsFile(n.order);
    const chunk = details.get(file) ?? {};
    chunk[n.order] = {
      adress: n.adress,
      evento: n.evento,
      description: n.description,
      fotoImage: image(n.fotoFile, images.fotos),
      diplomaImage: image(n.diplomaFile, images.diplomas),
    };
    details.set(file, chunk);
  }
  const index: RegistryIndexFile = { total: profesores.length, profesores };
  return { index, details };
}

/** Each distinct photo or diploma processed once: the API reuses a few for thousands. */
const imagesOf = (name: "fotos" | "diplomas", size: string) => `
    ${name}: allFile(filter: { id: { in: $${name} } }) {
      nodes {
        id
        childImageSharp {
          gatsbyImageData(${size}, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
    }`;
const REGISTRY_IMAGES_QUERY = `
  query RegistryImages($fotos: [String!]!, $diplomas: [String!]!) {
    ${imagesOf("fotos", "layout: FIXED, width: 120, height: 120")}
    ${imagesOf("diplomas", "width: 760")}
  }
`;

type ImageNodes = {
  nodes: { id: string; childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }[];
};

const byId = ({ nodes }: ImageNodes) =>
  new Map(
    nodes.flatMap((n) =>
      n.childImageSharp ? [[n.id, n.childImageSharp.gatsbyImageData] as const] : [],
    ),
  );

const distinctIds = (refs: (string | null)[]) => [...new Set(refs.filter((ref) => ref !== null))];

/**
 * The registry as static JSON, off /ripey's first load: /registro/indice.json for search, table
 * and map, /registro/fichas-<n>.json the modal's details of teachers n*100 … n*100+99. In
 * onPostBuild, whose sharp jobs the build still awaits.
 */
export async function writeRegistryFiles({
  getNodesByType,
  graphql,
  reporter,
}: BuildArgs): Promise<void> {
  const activity = reporter.activityTimer("[iky] Teacher registry: /registro/*.json");
  activity.start();
  const teachers = nodesOf(getNodesByType, "RegistryTeacher").sort((a, b) => a.order - b.order);
  const pictures = await graphql<{ fotos: ImageNodes; diplomas: ImageNodes }>(
    REGISTRY_IMAGES_QUERY,
    {
      fotos: distinctIds(teachers.map((t) => t.fotoFile)),
      diplomas: distinctIds(teachers.map((t) => t.diplomaFile)),
    },
  );
  if (pictures.errors || !pictures.data) {
    activity.panicOnBuild({
      id: "iky-registry-images",
      context: { sourceMessage: "[iky] Could not process the registry's photos and diplomas" },
      error: pictures.errors?.[0] instanceof Error ? pictures.errors[0] : undefined,
    });
    return;
  }
  const { index, details } = buildRegistryFiles(teachers, {
    fotos: byId(pictures.data.fotos),
    diplomas: byId(pictures.data.diplomas),
  });
  const dir = path.resolve("public", REGISTRY_DIR);
  // A smaller registry than last time must not leave stale detail files behind.
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, INDEX_FILE), JSON.stringify(index));
  await Promise.all(
    [...details].map(([name, chunk]) => writeFile(path.join(dir, name), JSON.stringify(chunk))),
  );
  activity.setStatus(`${index.total} teachers, ${details.size} detail files`);
  activity.end();
}
