// The SVG builders of stub-api/art.mjs, with the types scripts/ relies on. Loaded through a
// computed path, so scripts/ type-checks on its own while stub-api/ (another folder, typed by
// its owner) is still being cleared.

/** @typedef {{ scene: string, palette: string, seed: string }} SceneOptions */
/** @typedef {{ seed: string, hair?: string, beard?: boolean }} PortraitOptions */
/** @typedef {{ nombre: string, codigo: string, titulo: string }} DiplomaOptions */

/**
 * @type {{
 *   sceneSvg: (width: number, height: number, options: SceneOptions) => string,
 *   portraitSvg: (size: number, options: PortraitOptions) => string,
 *   diplomaSvg: (options: DiplomaOptions) => string,
 * }}
 */
const art = await import(new URL("../../stub-api/art.mjs", import.meta.url).href);

export const { sceneSvg, portraitSvg, diplomaSvg } = art;
