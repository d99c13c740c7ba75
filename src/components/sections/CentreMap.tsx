import * as React from "react";
import { LazyMap } from "../map/LazyMap";
import { useSchool } from "../../hooks/use-school";
import { telHref } from "../../lib/school";
import * as styles from "./CentreMap.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** ishka/nuestro-centro: the centre on a map (fixed centre, zoom 15) beside its address. */
export function CentreMap() {
  const school = useSchool();
  const { map: t, sections } = useMessages();
  const markers = React.useMemo(
    () => [{ id: "ishka", ...school.coordenadas, title: `Centro Ishka – ${school.nombre}` }],
    [school],
  );
  return (
    <div className={styles.centre}>
      <LazyMap
        label={t.centreMap}
        center={school.coordenadas}
        zoom={15}
        markers={markers}
        className={styles.map}
      />
      <address className={styles.card}>
        <p className={styles.cardTitle}>{sections.pages.ishka.title}</p>
        <p>
          {school.direccion}
          <br />
          {school.ciudad}, {school.departamento}, {school.pais}
        </p>
        <p>
          <a href={`mailto:${school.correo}`}>{school.correo}</a>
          <br />
          <a href={telHref(school.telefono)}>{school.telefono}</a>
        </p>
      </address>
    </div>
  );
}
