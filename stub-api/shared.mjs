// What the stand-in shares with the site instead of copying it: the API's routes
// (src/school-api/routes.ts) and the certification decoder (src/lib/certification.ts). src/ is
// TypeScript and the stand-in runs on plain Node, so tsx (a declared devDependency) loads them.
import { tsImport } from "tsx/esm/api";

/** @type {typeof import("../src/school-api/routes")} */
const routes = await tsImport("../src/school-api/routes.ts", import.meta.url);
/** @type {typeof import("../src/lib/certification")} */
const certification = await tsImport("../src/lib/certification.ts", import.meta.url);

export const { API_ROUTES, SCHOOL_TEACHER_ID, apiPath, routePattern } = routes;
/** @type {typeof import("../src/i18n/catalog")} */
const { catalogOf } = await tsImport("../src/i18n/catalog.ts", import.meta.url);

/**
 * The site's decoder, its reasons in Spanish (the stand-in's diplomas are Spanish).
 * @param {string | null | undefined} raw
 */
export const decodeCertification = (raw) =>
  certification.decodeCertification(raw, catalogOf("es").registry.certification);
export const { certificationDate } = certification;
