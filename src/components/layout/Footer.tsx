import * as React from "react";
import { Link } from "gatsby";
import { SCHOOL } from "../../config";
import { LotusMark } from "./Logo";
import * as styles from "./Footer.module.css";

export function Footer() {
  const phoneHref = `tel:${SCHOOL.phone.replace(/\s+/g, "")}`;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandCol}>
          <p className={styles.brand}>
            <LotusMark className={styles.mark} />
            IKY Yoga
          </p>
          <p className={styles.tagline}>
            Escuela de yoga y terapia del movimiento. Centro de retiros Ishka en {SCHOOL.city},
            Colombia.
          </p>
        </div>
        <nav aria-label="Pie de página" className={styles.col}>
          <h2 className={styles.heading}>La escuela</h2>
          <ul>
            <li>
              <Link to="/about/">Sobre nosotros</Link>
            </li>
            <li>
              <Link to="/ishka/#nuestros-profesores">Nuestros profesores</Link>
            </li>
            <li>
              <Link to="/ripey/">Registro de profesores (RIPEY)</Link>
            </li>
            <li>
              <Link to="/events/">Eventos</Link>
            </li>
            <li>
              <Link to="/videos/">Vídeos</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.col}>
          <h2 className={styles.heading}>Contacto</h2>
          <ul>
            <li>
              <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>
            </li>
            <li>
              <a href={phoneHref}>{SCHOOL.phone}</a>
            </li>
            <li>{SCHOOL.street}</li>
            <li>
              {SCHOOL.city}, {SCHOOL.region}
            </li>
          </ul>
        </div>
        <div className={styles.col}>
          <h2 className={styles.heading}>Síguenos</h2>
          <ul>
            <li>
              <a href={SCHOOL.social.instagram} rel="noopener noreferrer" target="_blank">
                Instagram<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
            <li>
              <a href={SCHOOL.social.facebook} rel="noopener noreferrer" target="_blank">
                Facebook<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
            <li>
              <a href={SCHOOL.social.youtube} rel="noopener noreferrer" target="_blank">
                YouTube<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.legal}>© {new Date().getFullYear()} IKY Yoga · Cali, Colombia</p>
    </footer>
  );
}
