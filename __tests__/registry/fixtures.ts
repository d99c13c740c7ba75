import type { RegistryEntry } from "../../src/lib/registry-search";

/** A registry row with everything filled; override what a test is about. */
export function teacher(order: number, fields: Partial<RegistryEntry> = {}): RegistryEntry {
  return {
    order,
    nombre: `Nombre${order}`,
    prenom: `Apellido${order}`,
    codigo: `IKY-0101-150309-${String((order % 99) + 1).padStart(2, "0")}`,
    titulo: "Profesora de Yoga",
    localidad: "Cali",
    pais: "Colombia",
    latitud: 3.4,
    longitud: -76.5,
    ...fields,
  };
}

export const SAMPLE: RegistryEntry[] = [
  teacher(0, { nombre: "Lucía", prenom: "Restrepo Gómez", codigo: "IKY-0101-150309-01" }),
  teacher(1, {
    nombre: "Andrés Felipe",
    prenom: "Quintero Díaz",
    codigo: "IKY010003031101",
    localidad: "Bogotá",
  }),
  teacher(2, {
    nombre: "Ximena",
    prenom: "Gutiérrez Ramos",
    codigo: "IKY-0101-300613-01",
    localidad: "Ciudad de México",
    pais: "México",
  }),
  teacher(3, {
    nombre: "Isabel",
    prenom: "Núñez Prieto",
    codigo: "IKY-9999-321399",
    localidad: "Jamundí",
    latitud: null,
    longitud: null,
  }),
  teacher(4, { nombre: null, prenom: null, titulo: null, localidad: null, pais: null }),
];

/** `n` teachers spread over places and codes, as the stand-in API grows its sample. */
export function bigRegistry(n: number): RegistryEntry[] {
  const places = [
    ["Cali", "Colombia"],
    ["Medellín", "Colombia"],
    ["Ciudad de México", "México"],
    ["Sevilla", "España"],
    ["Buenos Aires", "Argentina"],
    ["Lyon", "Francia"],
  ];
  const names = ["Lucía", "María José", "Andrés", "Núria", "Tomás", "Sofía", "Julien", "Itzel"];
  return Array.from({ length: n }, (_, i) => {
    const [localidad, pais] = places[i % places.length] as [string, string];
    return teacher(i, {
      nombre: names[i % names.length] as string,
      prenom: `Apellido${i} Gómez`,
      codigo: `IKY-010${i % 4}-${String((i % 28) + 1).padStart(2, "0")}0${(i % 9) + 1}${10 + (i % 15)}-${String((i % 99) + 1).padStart(2, "0")}`,
      localidad,
      pais,
    });
  });
}
