import { mkdtempSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { contentImageProblems, MAX_IMAGE_BYTES } from "../../src/node/content-images";

/**
 * A photo the build cannot publish (one sharp cannot read, or an enormous one) is named with
 * the reason, in Spanish; the site's own photos pass.
 */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "iky-content-images-"));
  mkdirSync(path.join(dir, "sections", "yoga", "images"), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the site's photos are all readable and of a size the build resizes", async () => {
  expect(await contentImageProblems(path.resolve("content"))).toEqual([]);
}, 60_000);

test("a damaged file, an enormous photo and a heavy one are each named with what to do", async () => {
  const images = path.join(dir, "sections", "yoga", "images");
  copyFileSync(
    path.resolve("content", "home", "01-shala-amanecer.jpg"),
    path.join(images, "bien.jpg"),
  );
  writeFileSync(path.join(images, "rota.jpg"), Buffer.from("no es una foto"));
  await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
    .png({ compressionLevel: 9 })
    .toFile(path.join(images, "enorme.png"));
  writeFileSync(path.join(images, "pesada.jpg"), Buffer.alloc(MAX_IMAGE_BYTES + 1));
  const problems = await contentImageProblems(dir);
  expect(problems).toHaveLength(3);
  expect(problems.join("\n")).not.toMatch(/bien\.jpg/);
  expect(problems.find((p) => p.includes("rota.jpg"))).toMatch(
    /^content\/sections\/yoga\/images\/rota\.jpg: el archivo no es una imagen que se pueda leer/,
  );
  expect(problems.find((p) => p.includes("enorme.png"))).toMatch(
    /8000 × 6000 píxeles; el máximo es 40 megapíxeles/,
  );
  expect(problems.find((p) => p.includes("pesada.jpg"))).toMatch(/pesa 8\.0 MB; el máximo es 8 MB/);
}, 60_000);
