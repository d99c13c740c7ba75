import { SITE_URL } from "../../config";
import type { School } from "../../lib/school";
import type { Locale } from "../../i18n/locale";
import { defaultOgImage } from "../../lib/og-image";

/** schema.org for the home page: the school as a local business and organisation. */
export const homeJsonLd = (school: School, locale: Locale) => ({
  "@context": "https://schema.org",
  "@type": ["LocalBusiness", "Organization"],
  "@id": `${SITE_URL}/#escuela`,
  name: school.nombreLegal,
  alternateName: school.nombre,
  url: `${SITE_URL}/`,
  logo: `${SITE_URL}/apple-touch-icon.png`,
  image: defaultOgImage(locale),
  email: school.correo,
  telephone: school.telefono,
  address: {
    "@type": "PostalAddress",
    streetAddress: school.direccion,
    addressLocality: school.ciudad,
    addressRegion: school.departamento,
    addressCountry: school.codigoPais,
  },
  geo: {
    "@type": "GeoCoordinates",
    latitude: school.coordenadas.lat,
    longitude: school.coordenadas.lng,
  },
  sameAs: Object.values(school.redes),
});
