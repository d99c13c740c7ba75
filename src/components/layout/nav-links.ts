import type { Messages } from "../../i18n/types";

/** The main navigation of docs/product.md §2, in its order: Spanish paths, labels from the catalog. */
export const NAV_LINKS = [
  { to: "/", label: "home" },
  { to: "/about/", label: "about" },
  { to: "/yoga/", label: "yoga" },
  { to: "/iky/", label: "iky" },
  { to: "/kankueb/", label: "kankueb" },
  { to: "/ripey/", label: "ripey" },
  { to: "/ishka/", label: "ishka" },
] as const satisfies readonly { to: string; label: keyof Messages["layout"]["nav"] }[];
