import { SCHOOL, SITE_URL } from "../../config";

/** schema.org for the home page: the school as a local business and organisation. */
export const HOME_JSON_LD = {
  "@context": "https://schema.org",
  "@type": ["LocalBusiness", "Organization"],
  "@id": `${SITE_URL}/#escuela`,
  name: SCHOOL.legalName,
  alternateName: SCHOOL.name,
  url: `${SITE_URL}/`,
  logo: `${SITE_URL}/apple-touch-icon.png`,
  image: `${SITE_URL}/og-image.jpg`,
  email: SCHOOL.email,
  telephone: SCHOOL.phone,
  address: {
    "@type": "PostalAddress",
    streetAddress: SCHOOL.street,
    addressLocality: SCHOOL.city,
    addressRegion: SCHOOL.region,
    addressCountry: SCHOOL.country,
  },
  geo: {
    "@type": "GeoCoordinates",
    latitude: SCHOOL.centre.lat,
    longitude: SCHOOL.centre.lng,
  },
  sameAs: Object.values(SCHOOL.social),
};
