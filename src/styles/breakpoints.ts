/** The named breakpoints of global.css (`@custom-media`) for JavaScript; a test keeps both equal. */
export const media = {
  phoneSmall: "(max-width: 480px)",
  phone: "(max-width: 600px)",
  tablet: "(min-width: 700px)",
  belowTablet: "(max-width: 699.98px)",
  wide: "(min-width: 900px)",
  mobile: "(max-width: 1000px)",
  desktop: "(min-width: 1000.02px)",
} as const;
