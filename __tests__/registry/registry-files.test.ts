/** @jest-environment node */
import { buildRegistryFiles, type RegistryFileNode } from "../../src/node/registry-files";
import { detailsFile } from "../../src/lib/registry-search";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { teacher } from "./fixtures";

const imageData = {
  layout: "constrained",
  width: 240,
  height: 240,
  images: { fallback: {} },
} as unknown as IGatsbyImageData;
// Each distinct file's processed image, as the build's second query returns them.
const images = { fotos: new Map([["foto-1", imageData]]), diplomas: new Map() };

function node(order: number, extra: Partial<RegistryFileNode> = {}): RegistryFileNode {
  return {
    ...teacher(order),
    adress: `Calle ${order}`,
    evento: "Profesorado IKY 2009",
    description: "Enseña hatha.",
    foto: null,
    diploma: null,
    fotoFile: "foto-1",
    diplomaFile: null,
    ...extra,
  };
}

describe("buildRegistryFiles", () => {
  it("splits the registry into a light index and detail files of 100 teachers", () => {
    const nodes = Array.from({ length: 250 }, (_, i) => node(i));
    const { index, details } = buildRegistryFiles(nodes, images);
    expect(index.total).toBe(250);
    expect(index.profesores[0]).toEqual(teacher(0));
    expect(Object.keys(index.profesores[0]!)).not.toContain("description");
    expect([...details.keys()]).toEqual(["fichas-0.json", "fichas-1.json", "fichas-2.json"]);
    expect(Object.keys(details.get("fichas-2.json")!)).toHaveLength(50);
    expect(details.get(detailsFile(137))![137]).toEqual({
      adress: "Calle 137",
      evento: "Profesorado IKY 2009",
      description: "Enseña hatha.",
      fotoImage: imageData,
      diplomaImage: null,
    });
  });

  it("keeps missing images and fields as null", () => {
    const { details } = buildRegistryFiles(
      [node(0, { fotoFile: "sin-procesar", adress: null })],
      images,
    );
    expect(details.get("fichas-0.json")![0]).toMatchObject({ fotoImage: null, adress: null });
  });

  it("writes an empty index for an empty registry", () => {
    const { index, details } = buildRegistryFiles([]);
    expect(index).toEqual({ total: 0, profesores: [] });
    expect(details.size).toBe(0);
  });
});
