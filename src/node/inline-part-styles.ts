import type { BuildStats } from "./csp-script-loader";

const PART = /<div data-part="([\w-]+)"/g;

/**
 * The page's HTML with the stylesheets of its parts hydrated near the viewport inlined into its
 * head (src/components/ui/hydrate-near-viewport.tsx), or null when it has none left to inline.
 * webpack puts a lazily loaded part's CSS in files of its own, which Gatsby does not inline: the
 * prebuilt part would show unstyled until its code came. Each `<style>` carries its file's
 * `data-href`, as Gatsby's inlined styles do: webpack's CSS loader finds it there and does not
 * fetch the file again when the part's code loads.
 */
export function inlinePartStyles(
  html: string,
  stats: BuildStats,
  readCss: (file: string) => string,
): string | null {
  const parts = new Set([...html.matchAll(PART)].map((match) => match[1] ?? ""));
  const files = [...parts].flatMap((part) => {
    const group = stats.namedChunkGroups?.[part];
    if (!group) {
      throw new Error(
        `[iky] No chunk named "${part}" in webpack's stats: the webpackChunkName of the part's ` +
          "import and the name given to hydrateNearViewport must be the same.",
      );
    }
    return group.assets
      .map((asset) => (typeof asset === "string" ? asset : asset.name))
      .filter((file) => file.endsWith(".css") && !html.includes(`<style data-href="/${file}"`));
  });
  if (files.length === 0) return null;
  const styles = [...new Set(files)]
    .map((file) => `<style data-href="/${file}">${readCss(file)}</style>`)
    .join("");
  return html.replace("</head>", () => `${styles}</head>`);
}
