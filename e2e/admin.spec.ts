// The editors' admin (/admin/, Sveltia CMS) in Chromium behind the production nginx config, with
// the forge stand-in (forge/server.mjs) over a real bare copy of this repository and the webhook
// receiver behind nginx, checking out every pushed commit in its own clone. The receiver's build
// is the content check of the build (scripts/check-content.ts) followed by the e2e build's
// files: a whole `gatsby build` per save would take minutes on the shared machine (the real
// rebuild of a forge push is `npm run bench`'s save-to-live figure).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startForge } from "../forge/server.mjs";
import { e2eSite, PUBLIC_DIR, ROOT } from "../scripts/lib/e2e-site.cjs";
import { expect, expectNoCspViolations, screenshot, test } from "./fixtures";
import { startNginx } from "./nginx-server";

const SITE = e2eSite();
const SECRET = "the-forge-secret-of-the-admin-test";
const SECTION_ES = "content/sections/yoga/01-definicion-de-yoga.md";
const SECTION_EN = "content/sections/yoga/01-definicion-de-yoga.en.md";

test.describe.configure({ mode: "serial" });

type Setup = {
  bare: string;
  checkout: string;
  nginx: Awaited<ReturnType<typeof startNginx>>;
  forge: Awaited<ReturnType<typeof startForge>>;
  temp: string;
};
let setup: Setup;

const git = (cwd: string, args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const temp = mkdtempSync(path.join(os.tmpdir(), "iky-admin-e2e-"));
  const bare = path.join(temp, "sitio.git");
  git(temp, ["clone", "--quiet", "--bare", "--single-branch", ROOT, bare]);
  const branch = git(bare, ["symbolic-ref", "--short", "HEAD"]);
  if (branch !== "main") {
    git(bare, ["branch", "-m", branch, "main"]);
    git(bare, ["symbolic-ref", "HEAD", "refs/heads/main"]);
  }
  const checkout = path.join(temp, "checkout");
  git(temp, ["clone", "--quiet", bare, checkout]);
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const nginx = await startNginx(PUBLIC_DIR, SITE, {
    receiver: {
      publishToSite: true,
      forgeSecret: SECRET,
      branch: "main",
      gitRemote: "origin",
      projectDir: checkout,
      buildCommand: `"${tsx}" "${path.join(ROOT, "scripts", "check-content.ts")}" . && rm -rf public && cp -al "${PUBLIC_DIR}" public`,
      buildOutput: "public",
    },
  });
  const forge = await startForge({
    repoDir: bare,
    port: SITE.forgePort,
    webhooks: [{ url: `${nginx.url}/__webhook/forge`, secret: SECRET }],
  });
  setup = { bare, checkout, nginx, forge, temp };
});

test.afterAll(async () => {
  await setup?.forge.close();
  await setup?.nginx.receiver.queue.idle();
  await setup?.nginx.stop();
  if (setup) rmSync(setup.temp, { recursive: true, force: true });
});

type Build = { commit?: string | null; result: string; problems?: string[]; reason?: string };
const receiverStatus = async (): Promise<{ builds: Build[] }> =>
  (await fetch(`${setup.nginx.receiver.url}/status`)).json();

/** Opens the admin and signs in through the forge's window (PKCE); resolves on the collections. */
async function signIn(page: Page) {
  await page.goto(`${setup.nginx.url}/admin/`);
  await page.getByRole("button", { name: /Iniciar sesión con .Gitea \/ Forgejo/ }).click();
  await expect(page.getByText("Colecciones")).toBeVisible({ timeout: 30_000 });
}

test("sign in, edit a section in Spanish and English, upload a photo, save: one commit with exactly those files", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await screenshot(page, "admin-collections-1280");
  await page.getByText("Página Yoga (/yoga/)").click();
  await page.getByText("1. Definición de Yoga").click();
  await expect(page.getByRole("button", { name: "Guardar" })).toBeVisible();
  await page.getByRole("radio", { name: "Inglés" }).nth(1).click();
  // The section's title in each language (the first "Título" of each pane; the recommendations
  // have titles too).
  const title = (lang: string) =>
    page
      .getByRole("textbox", { name: /^Título/ })
      .and(page.locator(`[lang="${lang}"]`))
      .first();
  await expect(title("es")).toHaveValue("Definición de Yoga");
  await expect(title("en")).toHaveValue("What is yoga");
  await title("es").fill("Qué es el yoga");
  await title("en").fill("What yoga is");
  // A new photo for the section, uploaded from the editor's computer.
  await page.getByText("Reemplazar", { exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Recursos de la colección")).toBeVisible();
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    dialog.getByRole("button", { name: /Subir/ }).click(),
  ]);
  await chooser.setFiles({
    name: "yoga-al-amanecer.jpg",
    mimeType: "image/jpeg",
    buffer: readFileSync(path.join(ROOT, "content", "home", "01-shala-amanecer.jpg")),
  });
  await dialog.getByText("yoga-al-amanecer.jpg").click();
  await dialog.getByRole("button", { name: "Insertar" }).click();
  await expect(page.getByText("./images/yoga-al-amanecer.jpg").first()).toBeVisible();
  await screenshot(page, "admin-entry-1280", { fullPage: false });

  const before = git(setup.bare, ["rev-parse", "main"]);
  const release = readlinkSync(path.join(setup.nginx.dir, "current"));
  await page.getByRole("button", { name: "Guardar" }).click();
  // One real commit in the bare repository, with exactly the two languages and the photo.
  await expect
    .poll(() => git(setup.bare, ["rev-parse", "main"]), { timeout: 30_000 })
    .not.toBe(before);
  const commit = git(setup.bare, ["rev-parse", "main"]);
  expect(git(setup.bare, ["rev-list", "--count", `${before}..${commit}`])).toBe("1");
  expect(git(setup.bare, ["diff", "--name-only", before, commit]).split("\n").sort()).toEqual(
    [SECTION_EN, SECTION_ES, "content/sections/yoga/images/yoga-al-amanecer.jpg"].sort(),
  );
  const spanish = git(setup.bare, ["show", `${commit}:${SECTION_ES}`]);
  const english = git(setup.bare, ["show", `${commit}:${SECTION_EN}`]);
  expect(spanish).toMatch(/^name: Qué es el yoga$/m);
  expect(english).toMatch(/^name: What yoga is$/m);
  for (const text of [spanish, english]) {
    expect(text).toMatch(/^background: \.\/images\/yoga-al-amanecer\.jpg$/m);
    // The text of the section is kept as it was.
    expect(text).toMatch(/yuj|union/i);
  }
  // The forge's push reached the receiver through nginx, which built that exact commit and
  // published it.
  await expect
    .poll(async () => (await receiverStatus()).builds.find((b) => b.commit === commit)?.result, {
      timeout: 120_000,
    })
    .toBe("ok");
  expect(git(setup.checkout, ["rev-parse", "HEAD"])).toBe(commit);
  expect(readlinkSync(path.join(setup.nginx.dir, "current"))).not.toBe(release);
  await expectNoCspViolations(page);
});

test("a save the build refuses leaves the live site as it was, and the receiver's status names the file and why", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.getByText("Widgets de las páginas").click();
  await page.getByText(/Profesores \(tarjetas y biografías\)/).click();
  const section = page
    .getByRole("textbox", { name: /^Sección/ })
    .and(page.locator('[lang="es"]'))
    .first();
  await expect(section).toHaveValue("nuestros-profesores");
  await section.fill("profesores-que-no-existen");
  const release = readlinkSync(path.join(setup.nginx.dir, "current"));
  const before = git(setup.bare, ["rev-parse", "main"]);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect
    .poll(() => git(setup.bare, ["rev-parse", "main"]), { timeout: 30_000 })
    .not.toBe(before);
  const commit = git(setup.bare, ["rev-parse", "main"]);
  await expect
    .poll(async () => (await receiverStatus()).builds.find((b) => b.commit === commit)?.result, {
      timeout: 120_000,
    })
    .toBe("failed");
  const build = (await receiverStatus()).builds.find((b) => b.commit === commit)!;
  expect(build.problems?.join("\n")).toMatch(
    /content\/sections\/ishka\/profesores(\.en)?\.yaml: la sección «profesores-que-no-existen» no existe en «ishka»/,
  );
  expect(build.reason).toMatch(/^El sitio no se publicó/);
  expect(readlinkSync(path.join(setup.nginx.dir, "current"))).toBe(release);
  await expectNoCspViolations(page);
});

test("two editors save the same entry: the second save is refused with a message, and nothing the first wrote is lost", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  // Another editor, on another computer: a browser of their own, signed in on their own.
  const otherContext = await browser.newContext({ locale: "es-CO" });
  const other = await otherContext.newPage();
  await signIn(other);
  const title = (p: Page) =>
    p
      .getByRole("textbox", { name: /^Título/ })
      .and(p.locator('[lang="es"]'))
      .first();
  for (const p of [page, other]) {
    await p.getByText("Página Yoga (/yoga/)").click();
    await p.getByText("2. Sistema IKY").click();
    await expect(title(p)).toHaveValue("Sistema IKY");
  }
  const before = git(setup.bare, ["rev-parse", "main"]);
  await title(page).fill("Sistema IKY: primera ventana");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect
    .poll(() => git(setup.bare, ["rev-parse", "main"]), { timeout: 30_000 })
    .not.toBe(before);
  const first = git(setup.bare, ["rev-parse", "main"]);

  await title(other).fill("Sistema IKY: segunda ventana");
  await other.getByRole("button", { name: "Guardar" }).click();
  // The admin sees the entry changed in the repository since it was opened and asks first.
  const warning = other.getByRole("alertdialog").or(other.getByRole("dialog"));
  await expect(warning.getByText("Otra persona cambió esta entrada")).toBeVisible({
    timeout: 30_000,
  });
  await screenshot(other, "admin-conflict-1280", { fullPage: false });
  await warning.getByRole("button", { name: "Cancelar" }).click();
  // The refused save changed nothing; what the first window saved is there, and what the
  // second typed is still in its field.
  expect(git(setup.bare, ["rev-parse", "main"])).toBe(first);
  expect(git(setup.bare, ["show", "main:content/sections/yoga/02-sistema-iky.md"])).toMatch(
    /^name: ["']?Sistema IKY: primera ventana["']?$/m,
  );
  await expect(title(other)).toHaveValue("Sistema IKY: segunda ventana");
  await expectNoCspViolations(page);
  await otherContext.close();
});
