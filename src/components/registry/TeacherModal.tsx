import * as React from "react";
import { certificationDate, decodeCertification } from "../../lib/certification";
import { fullName, placeOf, type RegistryEntry } from "../../lib/registry-search";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { apiLang } from "../../i18n/api-lang";
import { Modal } from "../ui/Modal";
import { Picture } from "../layout/Picture";
import { Fact } from "../events/Fact";
import type { DetailsState } from "./use-registry-data";
import * as styles from "./TeacherModal.module.css";
import { Button } from "../ui/Button";
import { fill } from "../../i18n/message";
import type { PageMessages } from "../../i18n/types";

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

/** A teacher's record: what the table knows shows at once, the rest when its details file comes. */
export function TeacherModal({ teacher, details, onRetry, onClose }: TeacherModalProps) {
  const t = useMessages();
  const r = t.registry;
  const lang = apiLang(useLocale().locale);
  const name = teacher ? fullName(teacher, r.noName) : "";
  const ready = details.status === "success" ? details.data : null;
  return (
    <Modal
      open={teacher !== null}
      onClose={onClose}
      title={<span lang={teacher?.nombre || teacher?.prenom ? lang : undefined}>{name}</span>}
      size="l"
    >
      {teacher && (
        <>
          <div className={styles.identity}>
            <div className={styles.photo}>
              {ready?.fotoImage ? (
                <Picture image={ready.fotoImage} alt={fill(r.record.photo, { name })} />
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initials(teacher)}
                </span>
              )}
            </div>
            <div>
              <p
                className={teacher.titulo ? styles.titulo : `${styles.titulo} missing`}
                lang={teacher.titulo ? lang : undefined}
              >
                {teacher.titulo || r.noTitle}
              </p>
              <p
                className={styles.place}
                lang={teacher.localidad || teacher.pais ? lang : undefined}
              >
                {placeOf(teacher, r.noPlace)}
              </p>
            </div>
          </div>

          <Credential codigo={teacher.codigo} />

          {details.status === "loading" && (
            <p className={styles.note} role="status">
              {r.record.loading}
            </p>
          )}
          {details.status === "error" && (
            <div className={styles.error} role="alert">
              <p>{r.record.error}</p>
              <Button variant="secondary" size="small" onClick={onRetry}>
                {t.ui.retry}
              </Button>
            </div>
          )}
          {details.status === "success" && (
            <>
              <dl className={styles.facts}>
                <Fact
                  term={r.record.address}
                  className={ready?.adress ? undefined : "missing"}
                  lang={ready?.adress ? lang : undefined}
                >
                  {ready?.adress || r.noAddress}
                </Fact>
                {ready?.evento && (
                  <Fact term={r.record.training} lang={lang}>
                    {ready.evento}
                  </Fact>
                )}
              </dl>
              {ready?.description && (
                <p className={styles.description} lang={lang}>
                  {ready.description}
                </p>
              )}
              {ready?.diplomaImage && (
                <figure className={styles.diploma}>
                  <Picture
                    image={ready.diplomaImage}
                    alt={fill(r.record.diploma, { name })}
                    className={styles.diplomaImage}
                  />
                  <figcaption>{fill(r.record.diploma, { name })}</figcaption>
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
  const { registry, events } = useMessages();
  const c = registry.certification;
  const { locale, intl } = useLocale();
  const decoded = decodeCertification(codigo, c);
  const headingId = React.useId();
  return (
    <section
      className={decoded.ok ? styles.credential : `${styles.credential} ${styles.unreadableBox}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.credentialTitle}>
        {c.title}
      </h3>
      {decoded.ok ? (
        <dl className={styles.code}>
          <div className={styles.codeWide}>
            <dt>{registry.table.code}</dt>
            <dd className={styles.codeValue}>{decoded.codigo}</dd>
          </div>
          {/* The school's own names: the page's language first, the other in brackets. */}
          <Fact term={registry.record.training}>
            {locale === "es" ? decoded.formacion : decoded.english}{" "}
            <span className={styles.english} lang={locale === "es" ? "en" : "es"}>
              ({locale === "es" ? decoded.english : decoded.formacion})
            </span>
          </Fact>
          <Fact term={events.date}>{certificationDate(decoded, intl)}</Fact>
          <Fact term={c.order}>{ordinal(c.ordinal, decoded.orden, intl)}</Fact>
        </dl>
      ) : (
        <>
          <p className={styles.codeValue}>{decoded.codigo || "—"}</p>
          <p className={styles.unreadable}>
            {c.unreadable}
            {decoded.motivo}
          </p>
        </>
      )}
    </section>
  );
}

type Ordinals = PageMessages["registry"]["certification"]["ordinal"];

/** `3rd`, `3.º`: the language's ordinal form of `n`. */
function ordinal(forms: Ordinals, n: number, intl: string) {
  const category = new Intl.PluralRules(intl, { type: "ordinal" }).select(n);
  return fill(category in forms ? forms[category as keyof typeof forms] : forms.other, { n });
}
