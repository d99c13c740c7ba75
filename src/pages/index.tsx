import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo, pageHead } from "../components/layout/Seo";
import { HomeCarousel } from "../components/home/HomeCarousel";
import { homeJsonLd } from "../components/home/HomeJsonLd";
import * as styles from "../components/home/Home.module.css";
import { ButtonLink } from "../components/ui/Button";
import { Kicker, Lead } from "../components/ui/Text";
import { useLocale, useLocalizedPath, useMessages } from "../i18n/LocaleContext";
import { hydrateNearViewport } from "../components/ui/hydrate-near-viewport";

// The planning, the events and the plans are below the fold: their code loads near the viewport.
const HomeMore = hydrateNearViewport(
  "home-more",
  () => import(/* webpackChunkName: "home-more" */ "../components/home/HomeMore"),
);

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const t = useMessages().home;
  const to = useLocalizedPath();

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <Kicker>{t.kicker}</Kicker>
            <h1 className={styles.title}>IKY Yoga</h1>
            <Lead size="large" tone="text" className={styles.lead}>
              {t.lead}
            </Lead>
            <p className={styles.heroLinks}>
              <ButtonLink to={to("/yoga/")}>{t.discover}</ButtonLink>
              <ButtonLink href="#planning" variant="ghost">
                {t.planning}
              </ButtonLink>
            </p>
          </div>
          <HomeCarousel />
        </div>
      </div>

      <section className={styles.section} aria-labelledby="vision">
        <div className={styles.visionGrid}>
          <div>
            <Kicker>{t.visionKicker}</Kicker>
            <h2 id="vision">{t.visionTitle}</h2>
            <p className={styles.reading}>{t.visionText}</p>
          </div>
          <ul className={styles.pillars}>
            {/* The three pillars (`home.pillars`), each keyed by its page. */}
            {Object.entries(t.pillars).map(([page, pillar]) => (
              <li key={page} className={styles.pillar}>
                <h3 className={styles.pillarTitle}>
                  <Link to={to(`/${page}/`)}>{pillar.title}</Link>
                </h3>
                <p>{pillar.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HomeMore
        events={data.allEvent.nodes}
        plans={data.allPlan.nodes}
        buildTime={data.site?.buildTime}
      />
    </>
  );
}

export const Head = pageHead(function HomeHead({ data }: HeadProps<Queries.HomePageQuery>) {
  const t = useMessages().home;
  const { locale } = useLocale();
  return (
    <Seo
      title="IKY Yoga"
      description={t.description}
      path="/"
      jsonLd={data.schoolFacts ? homeJsonLd(data.schoolFacts, locale) : undefined}
    />
  );
});

export const query = graphql`
  query HomePage($locale: String!) {
    site {
      buildTime
    }
    schoolFacts(lang: { eq: $locale }) {
      ...SchoolFields
    }
    allEvent {
      nodes {
        ...EventCardFields
      }
    }
    allPlan(sort: { order: ASC }) {
      nodes {
        ...PlanFields
      }
    }
  }
`;
