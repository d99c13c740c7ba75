/** The main navigation of docs/product.md §2, in its order. */
export const NAV_LINKS = [
  { to: "/", label: "Inicio" },
  { to: "/about/", label: "Nosotros" },
  { to: "/yoga/", label: "Yoga" },
  { to: "/iky/", label: "IKYnesis" },
  { to: "/kankueb/", label: "Kankueb" },
  { to: "/ripey/", label: "RIPEY" },
  { to: "/ishka/", label: "Ishka" },
] as const;
