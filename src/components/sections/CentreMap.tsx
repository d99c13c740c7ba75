import * as React from "react";
import { LazyMap } from "../map/LazyMap";
import { SCHOOL } from "../../config";
import * as styles from "./CentreMap.module.css";

const MARKERS = [{ id: "ishka", ...SCHOOL.centre, title: "Centro Ishka – IKY Yoga" }];

/** ishka/nuestro-centro: the centre on a map (fixed centre, zoom 15) beside its address. */
export function CentreMap() {
  return (
    <div className={styles.centre}>
      <LazyMap
        label="Mapa del centro Ishka en Cali"
        center={SCHOOL.centre}
        zoom={15}
        markers={MARKERS}
        className={styles.map}
      />
      <address className={styles.card}>
        <p className={styles.cardTitle}>Centro Ishka</p>
        <p>
          {SCHOOL.street}
          <br />
          {SCHOOL.city}, {SCHOOL.region}, Colombia
        </p>
        <p>
          <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>
          <br />
          <a href={`tel:${SCHOOL.phone.replace(/\s/g, "")}`}>{SCHOOL.phone}</a>
        </p>
      </address>
    </div>
  );
}
