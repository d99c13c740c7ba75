import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

// content/'s photos must be images sharp reads, not so large that resizing would hold the build's
// memory: a bad one stops the build, named in the editors' words, before Gatsby's sharp meets it.
export const IMAGE_FILE = /\.(jpe?g|png|webp|avif|tiff?)$/i;
/** Also the admin's upload limit: the editor refuses what the build would. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** 40 megapixels: a phone's largest photos are about 50 MP; the site never shows more than 2 MP. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The problem of one photo, in Spanish; null when it is fine. */
async function imageFileProblem(file: string, where: string): Promise<string | null> {
  const { size } = statSync(file);
  if (size > MAX_IMAGE_BYTES)
    return `${where}: la foto pesa ${(size / 1024 / 1024).toFixed(1)} MB; el máximo es ${MAX_IMAGE_BYTES / 1024 / 1024} MB (redúcela o expórtala como JPG)`;
  try {
    const { width = 0, height = 0 } = await sharp(file, { limitInputPixels: false }).metadata();
    if (width * height > MAX_IMAGE_PIXELS)
      return `${where}: la foto mide ${width} × ${height} píxeles; el máximo es ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles (redúcela)`;
    // Decoding reads the whole file: a truncated or damaged photo fails here.
    await sharp(file, { limitInputPixels: false }).resize(8).toBuffer();
  } catch (error) {
    return `${where}: el archivo no es una imagen que se pueda leer (${error instanceof Error ? error.message : error}); vuelve a exportarla como JPG o PNG`;
  }
  return null;
}

/** Every photo under `root` (content/), checked; the problems, one line each. */
export async function contentImageProblems(root = path.resolve("content")): Promise<string[]> {
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => IMAGE_FILE.test(file))
    .sort();
  const problems = await Promise.all(
    files.map((file) =>
      imageFileProblem(path.join(root, file), `content/${file.split(path.sep).join("/")}`),
    ),
  );
  return problems.filter((problem) => problem !== null);
}
