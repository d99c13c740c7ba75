import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { SourceNodesArgs } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import sharp from "sharp";
import { paths } from "../school-api/client";
import { FetchJsonError, envNumber, fetchBytes, formatBytes } from "./fetch-json";

// The API's images, downloaded and checked before they enter the data layer: one bad file would
// otherwise stop the build inside gatsby-plugin-sharp, naming no file. Here it is skipped.

/** The caps: 15 MB, 10,000 px a side, 40 megapixels (IKY_IMAGE_MAX_* change them). */
export const imageCaps = () => ({
  maxBytes: envNumber("IKY_IMAGE_MAX_BYTES", 15 * 1024 * 1024, 1),
  maxSide: envNumber("IKY_IMAGE_MAX_SIDE", 10_000, 1),
  maxPixels: envNumber("IKY_IMAGE_MAX_PIXELS", 40_000_000, 1),
});
type ImageCaps = ReturnType<typeof imageCaps>;

/** What gatsby-transformer-sharp processes, with the extension the File node gets. */
const FORMATS: Record<string, string> = {
  jpeg: ".jpg",
  png: ".png",
  webp: ".webp",
  avif: ".avif",
  tiff: ".tif",
};

export class ImageRejected extends Error {
  name = "ImageRejected";
}

/** Checks downloaded bytes; throws ImageRejected. `failOn: "warning"`, as gatsby-plugin-sharp. */
export async function checkImage(bytes: Buffer, contentType: string | null, caps: ImageCaps) {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!type.startsWith("image/"))
    throw new ImageRejected(`the content type is "${type || "none"}", not an image`);
  if (bytes.length === 0) throw new ImageRejected("the answer is empty");
  if (bytes.length > caps.maxBytes) {
    throw new ImageRejected(
      `weighs ${formatBytes(bytes.length)} (at most ${formatBytes(caps.maxBytes)})`,
    );
  }
  const options = { failOn: "warning", limitInputPixels: caps.maxPixels } as const;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw new ImageRejected(`not a readable image (${errorText(error)})`);
  }
  const ext = meta.format ? FORMATS[meta.format] : undefined;
  if (!ext) throw new ImageRejected(`format "${meta.format ?? "unknown"}" not accepted`);
  const { width, height } = meta;
  if (!width || !height) throw new ImageRejected("no readable dimensions");
  if (width > caps.maxSide || height > caps.maxSide || width * height > caps.maxPixels) {
    throw new ImageRejected(
      `measures ${width}×${height} px (at most ${caps.maxSide} px a side and ` +
        `${caps.maxPixels / 1e6} megapixels)`,
    );
  }
  try {
    // Decodes every pixel (a damaged body passes metadata()) into a thumbnail: little memory.
    await sharp(bytes, { ...options, sequentialRead: true })
      .resize(32, 32, { fit: "inside" })
      .raw()
      .toBuffer();
  } catch (error) {
    throw new ImageRejected(`cannot be decoded (${errorText(error)})`);
  }
  return { format: meta.format as string, ext, width, height };
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]?.slice(0, 160) ?? "";

/** Who uses an image: "evento 41 «Retiro» (portada)". */
export type ImageUses = Map<string, string[]>;

interface CachedImage {
  etag: string | null;
  lastModified: string | null;
  hash: string;
  ext: string;
  path: string;
}

const cacheKey = (name: string) => `iky-image-${name}`;
const CONCURRENT_DOWNLOADS = 8;

/** Name → File node id, and the images skipped: a broken picture must not stop a publish. */
export async function ingestImages(
  args: Pick<SourceNodesArgs, "actions" | "createNodeId" | "getCache" | "cache" | "reporter">,
  base: string,
  uses: ImageUses,
) {
  const { actions, createNodeId, getCache, cache, reporter } = args;
  const caps = imageCaps();
  const ids = new Map<string, string>();
  const skipped: { name: string; reason: string; usedBy: string[] }[] = [];
  const queue = [...uses.keys()];
  if (queue.length === 0) return { ids, skipped };
  const progress = reporter.createProgress("[iky] Downloading images", queue.length);
  progress.start();

  const one = async (name: string) => {
    const url = `${base}${paths.imagen(name)}`;
    const cached = (await cache.get(cacheKey(name))) as CachedImage | undefined;
    const usable = cached && existsSync(cached.path) ? cached : null;
    const headers: Record<string, string> = { Accept: "image/*" };
    if (usable?.etag) headers["If-None-Match"] = usable.etag;
    if (usable?.lastModified) headers["If-Modified-Since"] = usable.lastModified;
    const answer = await fetchBytes(url, { retries: 1, maxBytes: caps.maxBytes, headers });
    // Not modified: the cached file, as it was checked when it came.
    const entry: CachedImage =
      answer.status === 304 && usable
        ? usable
        : {
            etag: answer.headers.get("etag"),
            lastModified: answer.headers.get("last-modified"),
            hash: createHash("sha256").update(answer.body).digest("hex").slice(0, 32),
            ext: (await checkImage(answer.body, answer.headers.get("content-type"), caps)).ext,
            path: "",
          };
    const stem = (name.split("/").pop() ?? name).replace(/\.[a-z0-9]{2,5}$/i, "");
    const node = await createFileNodeFromBuffer({
      buffer: entry === usable ? await readFile(entry.path) : answer.body,
      hash: entry.hash,
      ext: entry.ext,
      name: stem.replace(/[^\w.-]+/g, "-").slice(0, 80) || "imagen",
      createNode: actions.createNode,
      createNodeId,
      getCache,
    });
    await cache.set(cacheKey(name), { ...entry, path: node.absolutePath });
    ids.set(name, node.id);
  };

  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      try {
        await one(name);
      } catch (error) {
        const reason =
          error instanceof ImageRejected
            ? error.message
            : error instanceof FetchJsonError
              ? `${error.status ? `status ${error.status}` : "no answer"}: ${error.reason}`
              : errorText(error);
        skipped.push({ name, reason, usedBy: uses.get(name) ?? [] });
      }
      progress.tick();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_DOWNLOADS }, worker));
  progress.setStatus(`${ids.size} images, ${skipped.length} skipped on error`);
  progress.done();
  skipped.sort((a, b) => a.name.localeCompare(b.name));
  return { ids, skipped };
}
