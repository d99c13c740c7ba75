import type { GatsbyNode } from "gatsby";
import { FRONTMATTER_TYPES, WIDGET_CONTENT_TYPES } from "./content-types";
import { SCHOOL_FACTS_TYPES } from "./school";

// Every type this site owns, with inference off: queries keep working when the API answers an
// empty list or leaves fields out, and typegen gives honest nullable types. `!` only where the
// normaliser guarantees a value.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "src/lib/event-time.ts EventPhase"
    enum EventPhase {
      upcoming
      running
      ended
      unknown
    }

    type EventFechas @dontInfer {
      dayOfMonth: Int
      month: Int
      year: Int
      hourInicio: Int
      minuteInicio: Int
      hourFin: Int
      minuteFin: Int
      fechaInicio: String
      fechaFinalTotal: String
    }

    type Event implements Node @dontInfer {
      idEvento: Int!
      resumen: String
      descripcion: String
      imagenCobertura: String
      imagenes: [String!]!
      ubicacionDada: String
      presencial: Boolean
      url: String
      precio: Float
      acceso: [String!]!
      isInstructorado: Boolean!
      fechas: EventFechas!
      imagenCoberturaFile: File @link(by: "id")
      imagenesFiles: [File!]! @link(by: "id")
      "the event's phase when the build read the API: the prebuilt page's first render"
      phaseAtBuild: EventPhase!
    }

    # What an event page writes in one language (src/lib/event-page.ts; resolved in
    # create-resolvers.ts as the Event's texts(locale) and head(locale))
    type EventTexts @dontInfer {
      date: String!
      time: String
      price: String!
      link: String
      googleCalendar: String
      mail: String!
      whatsapp: String
      platform: String!
    }

    type EventHead @dontInfer {
      title: String!
      description: String!
      "schema.org Event, without its image"
      jsonLd: JSON!
    }

    type Plan implements Node @dontInfer {
      idPlan: Int!
      nombre: String
      costoMensualEur: Float!
      descripcion: [String!]!
      order: Int!
    }

    # What RegistryWidget queries: the files of /registro/ read the rest from the nodes.
    type RegistryTeacher implements Node @dontInfer {
      nombre: String
      prenom: String
      codigo: String
      titulo: String
      localidad: String
      pais: String
      latitud: Float
      longitud: Float
      order: Int!
    }

    type MarkdownRemarkFields @dontInfer {
      "es, or en for the .en.md twin of a file (src/node/content-lang.ts)"
      lang: String!
    }

    type MarkdownRemark implements Node {
      frontmatter: MarkdownRemarkFrontmatter!
      fields: MarkdownRemarkFields!
    }
    ${FRONTMATTER_TYPES}${SCHOOL_FACTS_TYPES}${WIDGET_CONTENT_TYPES}
  `);
};
