import type * as React from "react";

/**
 * Interactive pieces placed after a section's markdown, keyed by "<page>/<section id>"
 * (the section ids are the `id` front matter of content/sections/<page>/*.md):
 *
 *  about:   diplomas, formacion-en-yoga, camino-maya, formacion-en-feldenkrais, experiencia
 *  yoga:    definicion-de-yoga, sistema-iky, profesorado-e-instructorado,
 *           cursos-retiros-y-talleres, profundizaciones-y-especializaciones
 *  iky:     ikynesis, metodo-feldenkrais, cursos-retiros-y-talleres,
 *           sesiones-individuales-de-integracion-somatica
 *  kankueb: kankueb, cosmovision-y-calendario-maya, mystic-dance
 *  ripey:   que-es-el-ripey, ejemplo-de-diploma, lista-de-profesores-por-paises
 *  ishka:   nuestro-centro, espacios, nuestros-profesores, calendario, eco-living
 *
 * A widget listed here gets no props: it reads what it needs itself (useStaticQuery).
 *
 * Everything listed here is bundled into all six section pages. The widgets of this issue live
 * instead in each page's own map (the `widgets` prop of SectionPage, in src/pages/<page>.tsx),
 * so a page's first-load JavaScript carries only its own widgets; a widget of one page is
 * best placed there too. Widgets showing editors' content get it from their page's query and
 * are placed at the section their YAML file names (content/README.md). (Lazy widgets are not an option: the auth context updates right after
 * hydration, and React then throws away the server HTML of any Suspense boundary still waiting.)
 */
export const SECTION_WIDGETS: Record<string, React.ComponentType> = {};
