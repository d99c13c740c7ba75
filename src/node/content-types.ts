/**
 * The editors' widget content: YAML files in content/sections/<page>/, one per widget, each
 * naming the section it belongs to (`page`, `section`). This module is the one place that says
 * which file names are widget content, which GraphQL type each becomes, and what the build
 * check (content-check.ts) requires of it; content/README.md explains the same to editors.
 */
export interface WidgetContentSpec {
  /** GraphQL type of the file's node (on-create-node.ts). */
  type: string;
  /** Text the file itself must have, besides page and section. */
  text: readonly string[];
  /** The field with the widget's items. */
  list: string;
  /** Text every item must have. */
  itemText: readonly string[];
  /** Lists of text (paragraphs, facts) every item must have, non-empty. */
  itemTexts: readonly string[];
  /** Images of every item, by path relative to the YAML file. */
  itemImages: readonly string[];
}

const accordion: WidgetContentSpec = {
  type: "AccordionYaml",
  text: ["label"],
  list: "items",
  itemText: ["title"],
  itemTexts: ["body"],
  itemImages: [],
};

/** Widget content by file name (the same name may serve several pages). */
export const WIDGET_CONTENT: Readonly<Record<string, WidgetContentSpec>> = {
  "profesores.yaml": {
    type: "TeacherCardsYaml",
    text: [],
    list: "teachers",
    itemText: ["name", "profession"],
    itemTexts: ["bio"],
    itemImages: ["photo"],
  },
  "espacios.yaml": {
    type: "SpaceCardsYaml",
    text: [],
    list: "spaces",
    itemText: ["id", "title", "description"],
    itemTexts: [],
    itemImages: ["image"],
  },
  "eco-living.yaml": {
    type: "EcoLivingYaml",
    text: ["title"],
    list: "photos",
    itemText: ["alt"],
    itemTexts: [],
    itemImages: ["image"],
  },
  "diplomas.yaml": {
    type: "DiplomaCardsYaml",
    text: [],
    list: "diplomas",
    itemText: ["id", "heading", "description", "hoverText"],
    itemTexts: [],
    itemImages: ["backgroundImage"],
  },
  "datos-de-formacion.yaml": {
    type: "CourseFactsYaml",
    text: [],
    list: "facts",
    itemText: ["value", "unit", "label", "text"],
    itemTexts: [],
    itemImages: [],
  },
  "programa-yes.yaml": {
    type: "YesProgrammeYaml",
    text: ["title", "duration"],
    list: "letters",
    itemText: ["letter", "name", "summary"],
    itemTexts: ["facts"],
    itemImages: [],
  },
  "experiencia.yaml": accordion,
  "especializaciones.yaml": accordion,
  "formatos-ikynesis.yaml": accordion,
};

/**
 * The schema of the widget content, inference off. `!` where the build check
 * guarantees a value; images are Files found by their path relative to the YAML file.
 */
export const WIDGET_CONTENT_TYPES = `
  type TeacherCard @dontInfer {
    name: String!
    profession: String!
    bio: [String!]!
    photo: File @fileByRelativePath
  }

  type TeacherCardsYaml implements Node @dontInfer {
    page: String!
    section: String!
    """The file's language: es, or en for the .en.yaml twin."""
    lang: String!
    teachers: [TeacherCard!]!
  }

  type SpaceCard @dontInfer {
    id: String!
    title: String!
    description: String!
    image: File @fileByRelativePath
  }

  type SpaceCardsYaml implements Node @dontInfer {
    page: String!
    section: String!
    """The file's language: es, or en for the .en.yaml twin."""
    lang: String!
    spaces: [SpaceCard!]!
  }

  type EcoLivingPhoto @dontInfer {
    alt: String!
    image: File @fileByRelativePath
  }

  type EcoLivingYaml implements Node @dontInfer {
    page: String!
    section: String!
    """The file's language: es, or en for the .en.yaml twin."""
    lang: String!
    title: String!
    photos: [EcoLivingPhoto!]!
  }

  type DiplomaCard @dontInfer {
    id: String!
    heading: String!
    description: String!
    hoverText: String!
    backgroundImage: File @fileByRelativePath
  }

  type DiplomaCardsYaml implements Node @dontInfer {
    page: String!
    section: String!
    """The file's language: es, or en for the .en.yaml twin."""
    lang: String!
    diplomas: [DiplomaCard!]!
  }

  type CourseFact @dontInfer {
    value: String!
    unit: String!
    label: String!
    text: String!
  }

  type CourseFactsYaml implements Node @dontInfer {
    page: String!
    section: String!
    """The file's language: es, or en for the .en.yaml twin."""
    lang: String!
    facts: [CourseFact!]!
  }

  type YesLetter @dontInfer {
    letter: String!
    name: String!
    summary: String!
    facts: [String!]!
  }

  type YesProgrammeYaml implements Node @dontInfer {
    page: String!
    section: String!
    """The file's language: es, or en for the .en.yaml twin."""
    lang: String!
    title: String!
    duration: String!
    letters: [YesLetter!]!
  }

  type AccordionEntry @dontInfer {
    meta: String
    title: String!
    body: [String!]!
  }

  type AccordionYaml implements Node @dontInfer {
    page: String!
    section: String!
    """The file's language: es, or en for the .en.yaml twin."""
    lang: String!
    label: String!
    items: [AccordionEntry!]!
  }
`;
