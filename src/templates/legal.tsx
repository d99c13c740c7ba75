import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { LegalPage } from "../components/legal/LegalPage";

/** /privacidad/, /terminos/: one page per file of content/legal/ (create-pages.ts). */
export default function LegalTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const doc = data.markdownRemark;
  if (!doc) throw new Error("[iky] falta el texto en content/legal/");
  return (
    <>
      <Seo
        title={doc.frontmatter.name}
        description={doc.frontmatter.description ?? doc.frontmatter.name}
        path={`/${doc.frontmatter.page}/`}
      />
      <LegalPage doc={doc} />
    </>
  );
}

export const query = graphql`
  query LegalPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...LegalPageFields
    }
  }
`;
