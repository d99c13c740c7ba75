/** Words shared by many parts of the site. */
export const common = {
  siteName: "IKY Yoga",
  /** The language switch: the name of the other language, in that language. */
  otherLanguage: "English",
};
