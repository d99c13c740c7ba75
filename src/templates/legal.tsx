import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo, pageHead } from "../components/layout/Seo";
import { LegalPage } from "../components/legal/LegalPage";
import { useLocale } from "../i18n/LocaleContext";
import { spanishPath } from "../i18n/locale";

/** One page per file of content/legal/ (create-pages.ts), with the school's facts. */
export default function LegalTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const doc = data.markdownRemark;
  if (!doc) throw new Error("[iky] falta el texto en content/legal/");
  if (!data.schoolFacts) throw new Error("[iky] No SchoolFacts node (src/node/school.ts)");
  return <LegalPage doc={doc} school={data.schoolFacts} />;
}

export const Head = pageHead(function LegalHead({ data }: HeadProps<Queries.LegalPageQuery>) {
  const { locale } = useLocale();
  const doc = data.markdownRemark;
  if (!doc) return null;
  return (
    <Seo
      title={doc.frontmatter.name}
      description={doc.frontmatter.description ?? doc.frontmatter.name}
      path={spanishPath(`${locale === "en" ? "/en" : ""}/${doc.frontmatter.page}/`)}
    />
  );
});

export const query = graphql`
  query LegalPage($id: String!, $locale: String!) {
    markdownRemark(id: { eq: $id }) {
      ...LegalPageFields
    }
    schoolFacts(lang: { eq: $locale }) {
      ...SchoolFields
    }
  }
`;
