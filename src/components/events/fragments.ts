import { graphql } from "gatsby";

/** The fields every event view needs; cards and the detail page add their images. */
export const eventFragments = graphql`
  fragment EventBaseFields on Event {
    idEvento
    resumen
    descripcion
    imagenCobertura
    imagenes
    ubicacionDada
    presencial
    url
    precio
    acceso
    isInstructorado
    fechas {
      dayOfMonth
      month
      year
      hourInicio
      minuteInicio
      hourFin
      minuteFin
      fechaInicio
      fechaFinalTotal
    }
  }

  fragment EventCardFields on Event {
    ...EventBaseFields
    imagenCoberturaFile {
      childImageSharp {
        gatsbyImageData(
          width: 640
          height: 400
          layout: CONSTRAINED
          transformOptions: { cropFocus: CENTER }
        )
      }
    }
  }

  fragment EventDetailFields on Event {
    ...EventBaseFields
    imagenCoberturaFile {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [480, 750, 1080, 1600]
          placeholder: BLURRED
        )
      }
    }
    imagenesFiles {
      childImageSharp {
        gatsbyImageData(width: 1200, height: 700, layout: CONSTRAINED)
      }
    }
  }
`;
