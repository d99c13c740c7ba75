import * as React from "react";
import { Link } from "gatsby";
import { useSchool } from "../../hooks/use-school";
import { telHref } from "../../lib/school";
import { analyticsEnabled, openCookiePreferences } from "../consent/consent";
import { LotusMark } from "./Logo";
import * as styles from "./Footer.module.css";

export function Footer() {
  const school = useSchool();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandCol}>
          <p className={styles.brand}>
            <LotusMark className={styles.mark} />
            IKY Yoga
          </p>
          <p className={styles.tagline}>
            Escuela de yoga y terapia del movimiento. Centro de retiros Ishka en{" "}
            {`${school.ciudad}, ${school.pais}`}.
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
              <a href={`mailto:${school.correo}`}>{school.correo}</a>
            </li>
            <li>
              <a href={telHref(school.telefono)}>{school.telefono}</a>
            </li>
            <li>{school.direccion}</li>
            <li>
              {school.ciudad}, {school.departamento}
            </li>
          </ul>
        </div>
        <div className={styles.col}>
          <h2 className={styles.heading}>Síguenos</h2>
          <ul>
            <li>
              <a href={school.redes.instagram} rel="noopener noreferrer" target="_blank">
                Instagram<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
            <li>
              <a href={school.redes.facebook} rel="noopener noreferrer" target="_blank">
                Facebook<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
            <li>
              <a href={school.redes.youtube} rel="noopener noreferrer" target="_blank">
                YouTube<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.legal}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {school.nombre} · {school.ciudad}, {school.pais}
        </p>
        <nav aria-label="Información legal">
          <ul className={styles.legalLinks}>
            <li>
              <Link to="/privacidad/">Política de tratamiento de datos</Link>
            </li>
            <li>
              <Link to="/terminos/">Términos de la suscripción</Link>
            </li>
            {analyticsEnabled() && (
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={(event) => openCookiePreferences(event.currentTarget)}
                >
                  Preferencias de cookies
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
