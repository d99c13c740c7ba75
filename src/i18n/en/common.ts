import type { Messages } from "../types";

export const common: Messages["common"] = {
  siteName: "IKY Yoga",
  otherLanguage: "Español",
};
