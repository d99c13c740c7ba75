import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../layout/Picture";
import { LazyModal } from "../ui/LazyModal";
import * as styles from "./TeacherCards.module.css";

/** Teacher card of spec §3: photo, name, profession, bio. `photo` is the file's name. */
export interface TeacherCard {
  photo: string;
  name: string;
  profession: string;
  bio: readonly string[];
}

export const TEACHERS: readonly TeacherCard[] = [
  {
    photo: "mariana-ocampo",
    name: "Mariana Ocampo",
    profession: "Profesora de yoga IKY y formadora",
    bio: [
      "Mariana llegó al yoga después de una lesión de rodilla que la alejó del atletismo. Se graduó en el profesorado de la escuela y hoy coordina las formaciones de instructorado y profesorado.",
      "Sus clases son precisas y alegres: le gusta explicar el porqué de cada postura y que cada alumno encuentre su propia versión.",
    ],
  },
  {
    photo: "tomas-rivas",
    name: "Tomás Rivas",
    profession: "Profesor de IKYnesis y fisioterapeuta",
    bio: [
      "Fisioterapeuta de formación, Tomás encontró en el método Feldenkrais y en IKYnesis la pieza que le faltaba a su trabajo clínico.",
      "Guía la clase de movimiento de los sábados y las sesiones individuales de integración somática, sobre todo con personas que se recuperan de lesiones de espalda.",
    ],
  },
  {
    photo: "ixchel-canul",
    name: "Ixchel Canul",
    profession: "Profesora de danza kankueb",
    bio: [
      "Nacida en Yucatán, Ixchel creció entre las danzas de su comunidad y llegó a Cali para formarse en el sistema IKY.",
      "Enseña kankueb y acompaña las noches de Mystic Dance; en sus clases el calendario maya da a cada día su intención.",
    ],
  },
  {
    photo: "lucas-beltran",
    name: "Lucas Beltrán",
    profession: "Profesor de yoga y meditación",
    bio: [
      "Músico y profesor de yoga, Lucas lleva la respiración y el sonido al centro de su práctica.",
      "Dirige la especialización en pranayama y meditación y las clases de los martes por la tarde, pensadas para terminar el día con calma.",
    ],
  },
  {
    photo: "sofia-arango",
    name: "Sofía Arango",
    profession: "Profesora de yoga prenatal y restaurativo",
    bio: [
      "Sofía se especializó en yoga prenatal después de practicar durante sus propios embarazos.",
      "Acompaña a futuras madres y a personas que necesitan una práctica suave, y coordina los retiros de descanso en el eco-hotel.",
    ],
  },
];

export function TeacherCards() {
  const data = useStaticQuery<Queries.SectionTeachersQuery>(graphql`
    query SectionTeachers {
      allFile(filter: { relativeDirectory: { eq: "sections/ishka/images/profesores" } }) {
        nodes {
          name
          childImageSharp {
            gatsbyImageData(width: 320, height: 320, layout: CONSTRAINED)
          }
        }
      }
    }
  `);
  const photos = new Map<string, IGatsbyImageData | undefined>(
    data.allFile.nodes.map((node) => [node.name, node.childImageSharp?.gatsbyImageData]),
  );
  const [open, setOpen] = React.useState<TeacherCard | null>(null);
  const openPhoto = open ? photos.get(open.photo) : undefined;

  return (
    <>
      <ul className={styles.cards}>
        {TEACHERS.map((teacher) => {
          const photo = photos.get(teacher.photo);
          return (
            <li key={teacher.photo}>
              <button
                type="button"
                className={styles.card}
                onClick={() => setOpen(teacher)}
                aria-haspopup="dialog"
              >
                <span className={styles.photo}>{photo && <Picture image={photo} alt="" />}</span>
                <span className={styles.name}>{teacher.name}</span>
                <span className={styles.profession}>{teacher.profession}</span>
                <span className={styles.more}>
                  Leer biografía<span className="visually-hidden"> de {teacher.name}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <LazyModal open={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ""}>
        {open && (
          <div className={styles.bio}>
            {openPhoto && (
              <Picture
                image={openPhoto}
                alt={`Retrato de ${open.name}`}
                className={styles.bioPhoto}
              />
            )}
            <div>
              <p className={styles.bioProfession}>{open.profession}</p>
              {open.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        )}
      </LazyModal>
    </>
  );
}
