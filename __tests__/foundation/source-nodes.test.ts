import { eventNode, planNode, teacherNode } from "../../src/node/source-nodes";
import { normaliseEvento, normaliseTeacher } from "../../src/school-api/normalize";
import type { Evento, RegistryTeacher } from "../../src/school-api/types";

// A fake of the slice of Gatsby's Node API the builders use.
const ids = {
  createNodeId: (seed: string) => `id:${seed}`,
  createContentDigest: (input: unknown) => `digest:${JSON.stringify(input).length}`,
};

describe("node builders", () => {
  const evento = normaliseEvento({
    idEvento: 41,
    resumen: "Retiro",
    imagenCobertura: "portada.jpg",
    imagenes: ["a.jpg", "missing.jpg"],
  }) as Evento;
  const files = new Map([
    ["portada.jpg", "file-1"],
    ["a.jpg", "file-2"],
  ]);
  const fileId = (name: string | null) => (name ? (files.get(name) ?? null) : null);

  it("builds an Event node with a stable id, its API id and links to downloaded images", () => {
    const node = eventNode(evento, fileId, ids);
    expect(node.id).toBe("id:Event-41");
    expect(node.idEvento).toBe(41);
    expect(node.internal.type).toBe("Event");
    expect(node.imagenCoberturaFile).toBe("file-1");
    // An image that failed to download is left out, not linked to nothing.
    expect(node.imagenesFiles).toEqual(["file-2"]);
  });

  it("changes the digest when the event changes", () => {
    const a = eventNode(evento, fileId, ids);
    const b = eventNode({ ...evento, resumen: "Retiro de kankueb en la montaña" }, fileId, ids);
    expect(a.internal.contentDigest).not.toBe(b.internal.contentDigest);
  });

  it("builds Plan and RegistryTeacher nodes keeping the API order", () => {
    const plan = planNode(
      { idPlan: 2, nombre: "Premium", costoMensualEur: 40, descripcion: [] },
      1,
      ids,
    );
    expect(plan).toMatchObject({ id: "id:Plan-2-1", order: 1, internal: { type: "Plan" } });
    const teacher = normaliseTeacher({
      nombre: "Lucía",
      codigo: "IKY-0101-150309-01",
      foto: "a.jpg",
    }) as RegistryTeacher;
    const node = teacherNode(teacher, 3, fileId, ids);
    expect(node).toMatchObject({
      order: 3,
      fotoFile: "file-2",
      diplomaFile: null,
      internal: { type: "RegistryTeacher" },
    });
  });
});
