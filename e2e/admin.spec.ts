// The editors' admin (/admin/, Sveltia CMS) in Chromium behind the production nginx config, with
// the forge stand-in (forge/server.mjs) over a real bare copy of this repository and the webhook
// receiver behind nginx, which checks out every pushed commit in its own clone and runs the real
// `gatsby build` there against the stand-in API, then publishes the release nginx serves.
//
// What it costs. The receiver's clone is BUILD_ROOT (scripts/lib/e2e-site.cjs), the folder where
// `npm test` made the e2e build (scripts/e2e-site.mjs both), turned into a clone of the forge's
// repository in place: its builds start warm from that build's caches, as the webhook's builds
// start from the last one's in production. Gatsby's and webpack's caches hold absolute paths, so
// only that folder can reuse them: a copy of the .cache in another folder failed its build ("The
// result of this StaticQuery could not be fetched") after recompiling everything anyway. Run
// without that build there, the clone's first build is a cold one. The test runs exactly two: the
// broken save's, which stops at the content check (createPages), and one build for all the good
// saves. The editor's browser work runs while the broken save builds, and the forge's deliveries
// of the good saves are held until that build has failed (a forge's webhook queue running late):
// the receiver then meets three pushes at once and builds only the newest commit, as it does in
// production (webhook/builds.mjs checkOut()).
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { bareCopyAsMain } from "../forge/git.mjs";
import { startForge } from "../forge/server.mjs";
import { BUILD_ROOT, buildEnv, e2eSite, PUBLIC_DIR, ROOT } from "../scripts/lib/e2e-site.cjs";
import { startStubProcess, stubIsUp } from "../scripts/lib/stub-process.mjs";
import { expect, expectNoCspViolations, screenshot, test } from "./fixtures";
import { startNginx } from "./nginx-server";

const SITE = e2eSite();
const SECRET = "the-forge-secret-of-the-admin-test";
const SECTION_ES = "content/sections/yoga/01-definicion-de-yoga.md";
const SECTION_EN = "content/sections/yoga/01-definicion-de-yoga.en.md";
const TEACHERS_ES = "content/sections/ishka/profesores.yaml";
const TEACHERS_EN = "content/sections/ishka/profesores.en.yaml";
const NEW_PHOTO = "mariana-ocampo-2027.jpg";
const NEW_PHONE = "+57 315 444 2121";
const OLD_PHONE = "+57 312 555 0142";

test.describe.configure({ mode: "serial" });

/**
 * Between the forge and the receiver: passes the forge's push deliveries on, or, while held,
 * keeps them (the forge waits for its answer) until released, then passes them on in order.
 */
async function startDeliveryGate(target: string) {
  let held: (() => Promise<void>)[] | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !["host", "connection", "content-length"].includes(name),
        ),
      ) as Record<string, string>;
      const forward = async () => {
        const response = await fetch(target, {
          method: "POST",
          headers,
          body: Buffer.concat(chunks),
        });
        res.writeHead(response.status, { "content-type": "application/json" });
        res.end(Buffer.from(await response.arrayBuffer()));
      };
      // A delivery still held when the gate closes is dropped with the forge's connection.
      if (held) held.push(forward);
      else void forward().catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as import("node:net").AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hold() {
      held ??= [];
    },
    /** Passes on what was held, one delivery after the other, and stops holding. */
    async release() {
      const waiting = held ?? [];
      held = null;
      for (const deliver of waiting) await deliver();
    },
    async close() {
      held = null;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Setup = {
  bare: string;
  checkout: string;
  nginx: Awaited<ReturnType<typeof startNginx>>;
  forge: Awaited<ReturnType<typeof startForge>>;
  gate: Awaited<ReturnType<typeof startDeliveryGate>>;
  stub?: Awaited<ReturnType<typeof startStubProcess>>;
  temp: string;
};
let setup: Setup;

const git = (cwd: string, args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/**
 * Makes `dir` a clone of `bare`'s main in place, keeping its ignored build output (.cache,
 * public/): the files it already holds as the commit has them keep their times (the mixed reset
 * records them in the index before the hard one writes what differs), and what the commit does
 * not hold goes.
 */
function cloneInPlace(bare: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  git(dir, ["-c", "init.defaultBranch=main", "init", "--quiet"]);
  git(dir, ["config", "remote.origin.url", bare]);
  git(dir, ["fetch", "--quiet", "origin", "refs/heads/main"]);
  git(dir, ["reset", "--quiet", "FETCH_HEAD"]);
  git(dir, ["reset", "--hard", "--quiet", "FETCH_HEAD"]);
  git(dir, ["clean", "-d", "--force", "--quiet", "--exclude=/node_modules"]);
  const modules = path.join(dir, "node_modules");
  if (!existsSync(modules)) symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const temp = mkdtempSync(path.join(os.tmpdir(), "iky-admin-e2e-"));
  const bare = path.join(temp, "sitio.git");
  bareCopyAsMain(ROOT, bare);
  const checkout = BUILD_ROOT;
  cloneInPlace(bare, checkout);
  // The receiver's builds fetch from the stand-in API at the address the e2e build baked in
  // (the pages' scripts then call it, which the browser's host rules send to the test's own).
  const stub = (await stubIsUp(SITE.apiUrl)) ? undefined : await startStubProcess(SITE.stubPort);
  // The build's environment as the e2e build's, without the test runner's NODE_OPTIONS.
  const { NODE_OPTIONS: _runnerOptions, ...env } = process.env;
  const nginx = await startNginx(PUBLIC_DIR, SITE, {
    receiver: {
      publishToSite: true,
      forgeSecret: SECRET,
      branch: "main",
      gitRemote: "origin",
      projectDir: checkout,
      buildCommand: "node_modules/.bin/gatsby build",
      buildOutput: "public",
      buildEnv: {
        ...env,
        ...buildEnv(SITE),
        GATSBY_LOGGER: "yurnalist",
      },
    },
  });
  const gate = await startDeliveryGate(`${nginx.url}/__webhook/forge`);
  const forge = await startForge({
    repoDir: bare,
    port: SITE.forgePort,
    webhooks: [{ url: gate.url, secret: SECRET }],
  });
  setup = { bare, checkout, nginx, forge, gate, stub, temp };
});

test.afterAll(async () => {
  await setup?.gate.close();
  await setup?.forge.close();
  await setup?.nginx.receiver.queue.idle();
  await setup?.nginx.stop();
  setup?.stub?.stop();
  if (setup) rmSync(setup.temp, { recursive: true, force: true });
});

type Build = { commit?: string | null; result: string; problems?: string[]; reason?: string };
const receiverStatus = async (): Promise<{ builds: Build[] }> =>
  (await fetch(`${setup.nginx.receiver.url}/status`)).json();
const buildOf = async (commit: string) =>
  (await receiverStatus()).builds.find((b) => b.commit === commit);
/** Whether the receiver has had the push of `commit`: building, waiting or done. */
const receiverHas = async (commit: string) => {
  const status = (await receiverStatus()) as {
    builds: Build[];
    running: Build | null;
    queued: Build | null;
  };
  return [status.running, status.queued, ...status.builds].some((b) => b?.commit === commit);
};
const currentRelease = () => readlinkSync(path.join(setup.nginx.dir, "current"));
const head = () => git(setup.bare, ["rev-parse", "main"]);

/** The files a commit changed, sorted. */
const filesOf = (commit: string) =>
  git(setup.bare, ["diff", "--name-only", `${commit}~1`, commit])
    .split("\n")
    .sort();

/**
 * How long a step of the admin may take: loading its bundle (about 2 MB of script to compile) and
 * a round trip through the forge stand-in. A limit only a hang reaches: at a load of 16 on two
 * cores, the sign-in alone once took longer than Playwright's 30 s default for an expectation.
 */
const ADMIN_WAIT = 120_000;

/** Opens the admin and signs in through the forge's window (PKCE); resolves on the collections. */
async function signIn(page: Page) {
  await page.goto(`${setup.nginx.url}/admin/`);
  await page.getByRole("button", { name: /Iniciar sesión con .Gitea \/ Forgejo/ }).click();
  await expect(page.getByText("Colecciones")).toBeVisible({ timeout: ADMIN_WAIT });
}

/** Clicks "Guardar" and resolves with the commit it made on the forge's main branch. */
async function save(page: Page) {
  const before = head();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect.poll(head, { timeout: ADMIN_WAIT }).not.toBe(before);
  const commit = head();
  expect(git(setup.bare, ["rev-list", "--count", `${before}..${commit}`])).toBe("1");
  return commit;
}

/** A field of the entry in one language (the first of that name: lists have titles too). */
const field = (page: Page, name: RegExp, lang: "es" | "en") =>
  page
    .getByRole("textbox", { name })
    .and(page.locator(`[lang="${lang}"]`))
    .first();

/** A choice of a widget's «Sección» (a page with few sections shows them as radio buttons). */
const sectionChoice = (page: Page, id: string) =>
  page.getByRole("radio", { name: new RegExp(`\\(${id}\\)$`) }).first();

/** The text nginx serves at `pathname`, as a visitor would get it. */
const served = async (pathname: string) => {
  const response = await fetch(`${setup.nginx.url}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
};

test("an editor saves a file the build refuses, then a section in both languages, a teacher's photo and the phone: the refused save never goes live, the good ones do", async ({
  page,
}) => {
  // Two real `gatsby build`s on a shared two-core machine: a limit only a hang reaches.
  test.setTimeout(15 * 60_000);
  const release = currentRelease();
  await signIn(page);
  await screenshot(page, "admin-collections-1280");

  // 1. A save the build refuses: the teachers' cards moved into the section of the spaces'
  // cards. «Sección» offers only the page's sections; that a section holds one widget is a
  // check across files, which only the build's content check makes.
  await page.getByText("Widgets de las páginas").click();
  await page.getByText(/Profesores \(tarjetas y biografías\)/).click();
  await expect(sectionChoice(page, "nuestros-profesores")).toBeChecked();
  await sectionChoice(page, "espacios").click();
  const broken = await save(page);
  expect(filesOf(broken)).toEqual([TEACHERS_EN, TEACHERS_ES].sort());
  // The next saves reach the receiver once the refused one has built (see the header).
  await expect.poll(() => receiverHas(broken), { timeout: ADMIN_WAIT }).toBe(true);
  setup.gate.hold();

  // 2. While the receiver builds the refused save: the section, in Spanish and English.
  await page.getByText("Página Yoga (/yoga/)").click();
  await page.getByText("1. Definición de Yoga").click();
  await page.getByRole("radio", { name: "Inglés" }).nth(1).click();
  await expect(field(page, /^Título/, "es")).toHaveValue("Definición de Yoga");
  await expect(field(page, /^Título/, "en")).toHaveValue("What is yoga");
  await field(page, /^Título/, "es").fill("Qué es el yoga");
  await field(page, /^Título/, "en").fill("What yoga is");
  await screenshot(page, "admin-entry-1280", { fullPage: false });
  const section = await save(page);
  expect(filesOf(section)).toEqual([SECTION_EN, SECTION_ES].sort());
  const spanish = git(setup.bare, ["show", `${section}:${SECTION_ES}`]);
  const english = git(setup.bare, ["show", `${section}:${SECTION_EN}`]);
  expect(spanish).toMatch(/^name: Qué es el yoga$/m);
  expect(english).toMatch(/^name: What yoga is$/m);
  // The text of the section is kept as it was.
  for (const text of [spanish, english]) expect(text).toContain("_yuj_");

  // 3. The teachers' cards back in their section, and a new photo of Mariana Ocampo uploaded
  // from the editor's computer.
  await page.getByText("Widgets de las páginas").click();
  await page.getByText(/Profesores \(tarjetas y biografías\)/).click();
  await expect(sectionChoice(page, "espacios")).toBeChecked();
  await sectionChoice(page, "nuestros-profesores").click();
  await page.getByText("Reemplazar", { exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    dialog.getByRole("button", { name: /Subir/ }).click(),
  ]);
  await chooser.setFiles({
    name: NEW_PHOTO,
    mimeType: "image/jpeg",
    buffer: readFileSync(path.join(ROOT, "content", "home", "01-shala-amanecer.jpg")),
  });
  await dialog.getByText(NEW_PHOTO).click();
  await dialog.getByRole("button", { name: "Insertar" }).click();
  await expect(page.getByText(`./images/${NEW_PHOTO}`).first()).toBeVisible();
  await screenshot(page, "admin-teachers-1280", { fullPage: false });
  const teachers = await save(page);
  expect(filesOf(teachers)).toEqual(
    [TEACHERS_EN, TEACHERS_ES, `content/sections/ishka/images/${NEW_PHOTO}`].sort(),
  );
  for (const file of [TEACHERS_ES, TEACHERS_EN]) {
    const text = git(setup.bare, ["show", `${teachers}:${file}`]);
    expect(text).toMatch(/^section: nuestros-profesores$/m);
    expect(text).toContain(`photo: ./images/${NEW_PHOTO}`);
    expect(text).not.toContain("photo: ./images/profesores/mariana-ocampo.jpg");
  }

  // 4. The school's phone number, once for both languages.
  await page.getByRole("treeitem", { name: /^Datos de la escuela/ }).click();
  // The collection's one file.
  await page.getByRole("row", { name: "Datos de la escuela" }).click();
  await expect(field(page, /^Teléfono/, "es")).toHaveValue(OLD_PHONE);
  await field(page, /^Teléfono/, "es").fill(NEW_PHONE);
  const phone = await save(page);
  expect(filesOf(phone)).toEqual(["content/school.yaml"]);
  expect(git(setup.bare, ["show", `${phone}:content/school.yaml`])).toMatch(
    /^telefono: ["']?\+57 315 444 2121["']?$/m,
  );
  await expectNoCspViolations(page);

  // The refused save built and failed: the live site is as it was, and the receiver's status
  // names the file and why, in Spanish.
  await expect
    .poll(async () => (await buildOf(broken))?.result, { timeout: 10 * 60_000 })
    .toBe("failed");
  const refused = (await buildOf(broken))!;
  expect(refused.problems?.join("\n")).toMatch(
    /content\/sections\/ishka\/(profesores|espacios)(\.en)?\.yaml: la sección «ishka\/espacios» ya tiene el widget de content\/sections\/ishka\/(espacios|profesores)/,
  );
  expect(refused.reason).toMatch(/^El sitio no se publicó/);
  expect(currentRelease()).toBe(release);
  expect(await served("/yoga/")).toContain("Definición de Yoga");

  // The held pushes reach the receiver: one build, of the newest commit, publishes all three
  // saves; the older pushes are not built (their commit is no longer the branch's head).
  await setup.gate.release();
  await expect
    .poll(async () => (await buildOf(phone))?.result, { timeout: 10 * 60_000 })
    .toBe("ok");
  for (const older of [section, teachers]) {
    const build = await buildOf(older);
    if (build) expect(build.reason).toMatch(/is no longer the head of main/);
  }
  expect(git(setup.checkout, ["rev-parse", "HEAD"])).toBe(phone);
  // What the two real builds took, for the record of the test's cost.
  for (const commit of [broken, phone]) {
    const { durationMs } = (await buildOf(commit)) as Build & { durationMs: number };
    test.info().annotations.push({ type: "build", description: `${commit}: ${durationMs} ms` });
  }
  expect(currentRelease()).not.toBe(release);

  // What visitors get from nginx now: the new titles, the new photo and the new phone.
  const yoga = await served("/yoga/");
  expect(yoga).toContain("Qué es el yoga");
  expect(yoga).not.toContain("Definición de Yoga");
  expect(await served("/en/yoga/")).toContain("What yoga is");
  for (const pathname of ["/ishka/", "/en/ishka/"]) {
    const ishka = await served(pathname);
    expect(ishka).toMatch(/\/static\/[^"]+\/mariana-ocampo-2027\.(webp|jpg)/);
    expect(ishka).not.toContain("/mariana-ocampo.webp");
    // The cards are back in their section.
    expect(ishka).toContain("Tomás Rivas");
  }
  for (const pathname of ["/yoga/", "/en/yoga/", "/ishka/"]) {
    const html = await served(pathname);
    expect(html).toContain(NEW_PHONE);
    expect(html).toContain('href="tel:+573154442121"');
    expect(html).not.toContain(OLD_PHONE);
  }
  // And in the browser, with the live pages' policy.
  // Each document records its own violations: each page is checked before the next.
  await page.goto(`${setup.nginx.url}/yoga/`);
  await expect(page.getByRole("heading", { name: "Qué es el yoga" })).toBeVisible();
  await expect(page.locator("footer").getByText(NEW_PHONE).first()).toBeVisible();
  await expectNoCspViolations(page);
  await page.goto(`${setup.nginx.url}/en/ishka/`);
  await expect(page.locator("footer").getByText(NEW_PHONE).first()).toBeVisible();
  await expect(page.locator('img[src*="mariana-ocampo-2027"]').first()).toBeAttached();
  await screenshot(page, "admin-published-ishka-en-1280");
  await expectNoCspViolations(page);
});

test("two editors save the same entry: the second save is refused with a message, and nothing the first wrote is lost", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // These saves are not built: the deliveries stay with the gate until the test ends.
  setup.gate.hold();
  await signIn(page);
  // Another editor, on another computer: a browser of their own, signed in on their own.
  const otherContext = await browser.newContext({ locale: "es-CO" });
  const other = await otherContext.newPage();
  await signIn(other);
  for (const p of [page, other]) {
    await p.getByText("Página Yoga (/yoga/)").click();
    await p.getByText("2. Sistema IKY").click();
    await expect(field(p, /^Título/, "es")).toHaveValue("Sistema IKY");
  }
  await field(page, /^Título/, "es").fill("Sistema IKY: primera ventana");
  const first = await save(page);

  await field(other, /^Título/, "es").fill("Sistema IKY: segunda ventana");
  await other.getByRole("button", { name: "Guardar", exact: true }).click();
  // The admin sees the entry changed in the repository since it was opened and asks first.
  const warning = other.getByRole("alertdialog").or(other.getByRole("dialog"));
  await expect(warning.getByText("Otra persona cambió esta entrada")).toBeVisible({
    timeout: ADMIN_WAIT,
  });
  await expect(warning.getByText(/Si guardas ahora, se perderán sus cambios/)).toBeVisible();
  await screenshot(other, "admin-conflict-1280", { fullPage: false });
  await warning.getByRole("button", { name: "Cancelar" }).click();
  await expect(warning.getByText("Otra persona cambió esta entrada")).toBeHidden();
  // The refused save changed nothing; what the first window saved is there, and what the
  // second typed is still in its field.
  expect(head()).toBe(first);
  expect(git(setup.bare, ["show", "main:content/sections/yoga/02-sistema-iky.md"])).toMatch(
    /^name: ["']?Sistema IKY: primera ventana["']?$/m,
  );
  await expect(field(other, /^Título/, "es")).toHaveValue("Sistema IKY: segunda ventana");

  // "Guardar de todos modos": the second editor, warned, chooses to save over the first. Their
  // text replaces the first editor's in the file, and the first editor's save stays in the
  // history, one commit back, where it can be brought back from.
  // On a phone, as an editor at the school's desk might.
  await other.setViewportSize({ width: 375, height: 800 });
  await screenshot(other, "admin-entry-375", { fullPage: false });
  await other.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(warning.getByText("Otra persona cambió esta entrada")).toBeVisible();
  await screenshot(other, "admin-conflict-375", { fullPage: false });
  await warning.getByRole("button", { name: "Guardar de todos modos" }).click();
  await expect.poll(head, { timeout: ADMIN_WAIT }).not.toBe(first);
  const forced = head();
  expect(git(setup.bare, ["rev-parse", `${forced}~1`])).toBe(first);
  expect(git(setup.bare, ["show", `${forced}:content/sections/yoga/02-sistema-iky.md`])).toMatch(
    /^name: ["']?Sistema IKY: segunda ventana["']?$/m,
  );
  expect(git(setup.bare, ["show", `${first}:content/sections/yoga/02-sistema-iky.md`])).toMatch(
    /^name: ["']?Sistema IKY: primera ventana["']?$/m,
  );
  await expectNoCspViolations(page);
  await expectNoCspViolations(other);
  await otherContext.close();
});
