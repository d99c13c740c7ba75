import * as React from "react";
import { decodeCertification } from "../../lib/certification";
import {
  NO_ADDRESS,
  NO_TITLE,
  fullName,
  placeOf,
  type RegistryEntry,
} from "../../lib/registry-search";
import { Modal } from "../ui/Modal";
import { Picture } from "../layout/Picture";
import type { DetailsState } from "./use-registry-data";
import * as styles from "./TeacherModal.module.css";
import { Button } from "../ui/Button";

interface TeacherModalProps {
  teacher: RegistryEntry | null;
  details: DetailsState;
  onRetry: () => void;
  onClose: () => void;
}

const initials = (t: RegistryEntry) =>
  [t.nombre, t.prenom]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase() || "?";

/**
 * A teacher's record, opened from a row or a marker: who they are, where they teach, and the
 * credential itself — the certification code decoded, and the diploma. What the table already
 * knows shows at once; address, training, description and images come from the details file.
 */
export function TeacherModal({ teacher, details, onRetry, onClose }: TeacherModalProps) {
  const name = teacher ? fullName(teacher) : "";
  const ready = details.status === "ready" ? details.details : null;
  return (
    <Modal open={teacher !== null} onClose={onClose} title={name} size="l">
      {teacher && (
        <>
          <div className={styles.identity}>
            <div className={styles.photo}>
              {ready?.fotoImage ? (
                <Picture image={ready.fotoImage} alt={`Foto de ${name}`} />
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initials(teacher)}
                </span>
              )}
            </div>
            <div>
              <p className={teacher.titulo ? styles.titulo : `${styles.titulo} ${styles.missing}`}>
                {teacher.titulo || NO_TITLE}
              </p>
              <p className={styles.place}>{placeOf(teacher)}</p>
            </div>
          </div>

          <Credential codigo={teacher.codigo} />

          {details.status === "loading" && (
            <p className={styles.note} role="status">
              Cargando la ficha…
            </p>
          )}
          {details.status === "error" && (
            <div className={styles.error} role="alert">
              <p>No se pudo cargar la ficha completa de este profesor.</p>
              <Button variant="secondary" size="small" onClick={onRetry}>
                Reintentar
              </Button>
            </div>
          )}
          {details.status === "ready" && (
            <>
              <dl className={styles.facts}>
                <div>
                  <dt>Dirección</dt>
                  <dd className={ready?.adress ? undefined : styles.missing}>
                    {ready?.adress || NO_ADDRESS}
                  </dd>
                </div>
                {ready?.evento && (
                  <div>
                    <dt>Formación</dt>
                    <dd>{ready.evento}</dd>
                  </div>
                )}
              </dl>
              {ready?.description && <p className={styles.description}>{ready.description}</p>}
              {ready?.diplomaImage && (
                <figure className={styles.diploma}>
                  <Picture
                    image={ready.diplomaImage}
                    alt={`Diploma de ${name}`}
                    className={styles.diplomaImage}
                  />
                  <figcaption>Diploma de {name}</figcaption>
                </figure>
              )}
            </>
          )}
        </>
      )}
    </Modal>
  );
}

function Credential({ codigo }: { codigo: string | null }) {
  const decoded = decodeCertification(codigo);
  const headingId = React.useId();
  return (
    <section
      className={decoded.ok ? styles.credential : `${styles.credential} ${styles.unreadableBox}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.credentialTitle}>
        Certificación
      </h3>
      {decoded.ok ? (
        <dl className={styles.code}>
          <div className={styles.codeWide}>
            <dt>Código</dt>
            <dd className={styles.codeValue}>{decoded.codigo}</dd>
          </div>
          <div>
            <dt>Formación</dt>
            <dd>
              {decoded.formacion} <span className={styles.english}>({decoded.english})</span>
            </dd>
          </div>
          <div>
            <dt>Fecha</dt>
            <dd>{decoded.fecha}</dd>
          </div>
          <div>
            <dt>Orden del día</dt>
            <dd>{decoded.orden}.º</dd>
          </div>
        </dl>
      ) : (
        <>
          <p className={styles.codeValue}>{decoded.codigo || "—"}</p>
          <p className={styles.unreadable}>No se pudo interpretar este código. {decoded.motivo}</p>
        </>
      )}
    </section>
  );
}
