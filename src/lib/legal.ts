/** The legal pages' {{campo}} from content/school.yaml; an unknown field stops the build. */
import type { School } from "./school";

const NAMES: Record<string, string> = { "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${NAMES[c]};`);

// In text {{campo}}; inside a link's href markdown writes it as %7B%7Bcampo%7D%7D.
const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}|%7B%7B([a-zA-Z]+)%7D%7D/g;

export function fillSchoolFacts(html: string, school: School): string {
  return html.replace(PLACEHOLDER, (_match, plain?: string, encoded?: string) => {
    const field = (plain ?? encoded) as keyof School;
    const value = school[field];
    if (typeof value !== "string") {
      throw new Error(
        `[iky] content/legal: {{${field}}} no es un campo de texto de content/school.yaml`,
      );
    }
    return escapeHtml(value);
  });
}
