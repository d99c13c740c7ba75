import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Registry } from "./Registry";

/** The registry as a section widget (/ripey): the first rows and the counts by country. */
export default function RegistryWidget() {
  const data = useStaticQuery<Queries.RegistryPreviewQuery>(graphql`
    query RegistryPreview {
      # RegistryTable's first rows (PREVIEW_ROWS)
      preview: allRegistryTeacher(sort: { order: ASC }, limit: 10) {
        totalCount
        nodes {
          order
          nombre
          prenom
          codigo
          titulo
          localidad
          pais
          latitud
          longitud
        }
      }
      paises: allRegistryTeacher {
        group(field: { pais: SELECT }) {
          fieldValue
          totalCount
        }
      }
    }
  `);
  const paises = data.paises.group
    .filter((g): g is typeof g & { fieldValue: string } => Boolean(g.fieldValue))
    .map((g) => ({ pais: g.fieldValue, total: g.totalCount }))
    .sort((a, b) => b.total - a.total || a.pais.localeCompare(b.pais, "es"));
  return <Registry preview={data.preview.nodes} total={data.preview.totalCount} paises={paises} />;
}
