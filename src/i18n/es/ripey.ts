/** /ripey: how to read a certification code, the formation types and the sample diploma. */
export const ripey = {
  partsLabel: "Partes del código IKY-0101-150309-01",
  parts: {
    IKY: { label: "Prefijo", text: "La escuela que certifica." },
    "0101": { label: "Tipo de formación", text: "Cuatro cifras: 0101 es Profesor de Yoga." },
    "150309": { label: "Fecha", text: "Día, mes y año: 15 de marzo de 2009." },
    "01": { label: "Orden", text: "El primer diploma de ese día." },
  },
  since: "Registro de códigos desde",
  typesCaption: "Tipos de formación",
  code: "Código",
  formation: "Formación",
  types: {
    "0100": "Diploma en Yoga",
    "0101": "Profesor de Yoga",
    "0102": "Instructor de Yoga",
    "0103": "Especialización en Yoga",
    "0202": "Profesor de Danza Kankueb",
    "0303": "Profesor de IKYnesis",
  },
  exampleAlt:
    "Diploma de ejemplo de IKY Yoga: Profesora de Yoga, Lucía Restrepo Gómez, código IKY-0101-150309-01",
  exampleCaption: "Diploma de ejemplo. El código",
  exampleCaptionEnd: "se busca en la lista de profesores.",
};
