import * as React from "react";
import { Link } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { CategoryIcon } from "../components/videos/CategoryIcon";
import { VIDEO_CATEGORIES } from "../components/videos/categories";
import * as styles from "../components/videos/VideosPage.module.css";
import { ButtonLink } from "../components/ui/Button";
import { PageIntro } from "../components/ui/PageIntro";

/** docs/product.md §1: the video library is announced, not open yet; its five categories are shown. */
export default function VideosPage() {
  return (
    <>
      <Seo
        title="Vídeos"
        description="La videoteca de IKY Yoga: yoga, meditación, IKYnesis, danza kankueb y salsa caleña para practicar desde casa. Muy pronto."
        path="/videos/"
      />
      <div className={styles.page}>
        <PageIntro
          kicker="Videoteca · Muy pronto"
          title="Practica con nosotros desde casa"
          lead="Estamos grabando las clases del centro para que puedas seguirlas a tu ritmo, estés donde estés. Estas son las cinco colecciones con las que abriremos la videoteca."
        />
        <div className={styles.grid}>
          <ul className={styles.list}>
            {VIDEO_CATEGORIES.map((category) => (
              <li key={category.id} className={`${styles.card} ${styles[category.tone]}`}>
                <div className={styles.art}>
                  <CategoryIcon id={category.id} className={styles.icon} />
                  <span className={styles.badge}>Próximamente</span>
                </div>
                <div className={styles.body}>
                  <h2 className={styles.name}>{category.name}</h2>
                  <p>{category.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <aside className={styles.note} aria-labelledby="mientras-tanto">
            <h2 id="mientras-tanto" className={styles.noteTitle}>
              Mientras tanto
            </h2>
            <p>
              Las clases en vivo por videollamada ya están abiertas en el plan Premium en línea, y
              cada semana hay meditaciones abiertas en la agenda.
            </p>
            <p className={styles.noteLinks}>
              <ButtonLink to="/#programas">Ver los planes</ButtonLink>
              <Link to="/events/">Ver la agenda de eventos</Link>
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
