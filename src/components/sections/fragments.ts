import { graphql } from "gatsby";

/** What a section page needs of each markdown section (content/sections/<page>/*.md). */
export const sectionPageFields = graphql`
  fragment SectionPageFields on MarkdownRemark {
    html
    frontmatter {
      id
      name
      color
      recommendations {
        title
        url
        porcentaje
        allowed
      }
      background {
        mosaic: childImageSharp {
          gatsbyImageData(width: 360, height: 360, layout: CONSTRAINED)
        }
        media: childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.3333, layout: CONSTRAINED)
        }
      }
    }
  }
`;
