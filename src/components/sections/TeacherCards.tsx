import * as React from "react";
import { graphql } from "gatsby";
import { Picture } from "../layout/Picture";
import { LazyModal } from "../ui/LazyModal";
import * as styles from "./TeacherCards.module.css";
import { useMessages } from "../../i18n/LocaleContext";
import { fill } from "../../i18n/message";

/** Teacher cards of docs/product.md §3 (photo, name, profession, bio), from profesores.yaml. */
export const teacherCardsContent = graphql`
  fragment TeacherCardsContent on TeacherCardsYaml {
    teachers {
      name
      profession
      bio
      photo {
        childImageSharp {
          gatsbyImageData(width: 320, height: 320, layout: CONSTRAINED)
        }
      }
    }
  }
`;

export function TeacherCards({ content }: { content: Queries.TeacherCardsContentFragment }) {
  const t = useMessages().widgets;
  const [open, setOpen] = React.useState<(typeof content.teachers)[number] | null>(null);

  return (
    <>
      <ul className={styles.cards}>
        {content.teachers.map((teacher) => (
          <li key={teacher.name}>
            <button
              type="button"
              className={styles.card}
              onClick={() => setOpen(teacher)}
              aria-haspopup="dialog"
            >
              <span className={styles.photo}>
                <Picture file={teacher.photo} alt="" />
              </span>
              <span className={styles.name}>{teacher.name}</span>
              <span className={styles.profession}>{teacher.profession}</span>
              <span className={styles.more}>
                {t.readBio}
                <span className="visually-hidden">
                  {" "}
                  {fill(t.readBioOf, { name: teacher.name })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <LazyModal open={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ""}>
        {open && (
          <div className={styles.bio}>
            <Picture
              file={open.photo}
              alt={fill(t.portrait, { name: open.name })}
              className={styles.bioPhoto}
            />
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
