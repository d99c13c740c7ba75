// The publishing budget for `npm run bench`: seconds from the webhook call to a published
// release after one event changed, with a warm cache, at the sample size (budget: 30 s).
//
//   import { measure } from "./webhook/measure.mjs";  const figure = await measure();
//   node webhook/measure.mjs            (alone: prints the figure as JSON)
//
// It builds in a private copy of the project kept in the temp folder (sandbox.mjs), never in
// the working tree: the first run pays one cold warm-up build, later runs start warm.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sign } from "./auth.mjs";
import { PROJECT_DIR } from "./config.mjs";
import { prepareSandbox, startSandboxStub } from "./sandbox.mjs";
import { startReceiver } from "./server.mjs";

export const BUDGET_SECONDS = 30;
const CHANGED_EVENT = 41;

const defaultSandbox = () =>
  path.join(
    os.tmpdir(),
    `iky-sandbox-bench-${Buffer.from(PROJECT_DIR).toString("hex").slice(-24)}`,
  );

/**
 * @param {{ sandboxDir?: string, events?: number, log?: (message: string) => void }} [options]
 * @returns {Promise<{ name: string, value: number, unit: "s", budget: number, pass: boolean,
 *   warmUpSeconds: number, release: string, build: object }>}
 */
export async function measure({ sandboxDir = defaultSandbox(), events, log = () => {} } = {}) {
  const secret = randomBytes(24).toString("hex");
  await prepareSandbox(sandboxDir);
  const stub = await startSandboxStub(sandboxDir, events ? { events } : {});
  const api = String(stub.url).replace(/\/+$/, "");
  let receiver;
  try {
    receiver = await startReceiver({
      port: 0,
      quiet: true,
      secret,
      projectDir: sandboxDir,
      outputDir: path.join(sandboxDir, "webhook-data"),
      releasesKept: 2,
      buildEnv: {
        ...process.env,
        GATSBY_API_URL: api,
        GATSBY_SITE_URL: "http://127.0.0.1:9000",
        GATSBY_MAP_TILE_URL: `${api}/tiles/{z}/{x}/{y}.png`,
      },
    });
    const rebuild = async () => {
      const body = JSON.stringify({ evento: CHANGED_EVENT });
      const started = Date.now();
      const response = await fetch(`${receiver.url}/rebuild`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-iky-signature": sign(body, secret) },
        body,
      });
      if (response.status !== 202) throw new Error(`/rebuild respondió ${response.status}`);
      const { build: id } = await response.json();
      // Poll /status as an operator would; the figure ends when the release is live.
      for (;;) {
        const status = await (await fetch(`${receiver.url}/status`)).json();
        const build = status.builds.find((b) => b.id === id);
        if (build) {
          if (build.result !== "ok") throw new Error(`la compilación falló: ${build.reason}`);
          return { build, seconds: (Date.now() - started) / 1000 };
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    log("compilación de calentamiento…");
    const warmUp = await rebuild();
    log(`calentamiento: ${warmUp.seconds.toFixed(1)} s`);

    const resumen = `Taller de medición ${new Date().toISOString()}`;
    const changed = await fetch(`${api}/__stub/events/${CHANGED_EVENT}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ resumen }),
    });
    if (!changed.ok) throw new Error(`no se pudo cambiar el evento ${CHANGED_EVENT}`);

    const { build, seconds } = await rebuild();
    const page = readFileSync(
      path.join(
        receiver.config.outputDir,
        "current",
        "events",
        String(CHANGED_EVENT),
        "index.html",
      ),
      "utf8",
    );
    if (!page.includes(resumen)) throw new Error("la versión publicada no trae el cambio");
    log(`webhook → versión publicada: ${seconds.toFixed(1)} s`);
    return {
      name: "Webhook → versión publicada (un evento cambiado, caché caliente)",
      value: Math.round(seconds * 10) / 10,
      unit: "s",
      budget: BUDGET_SECONDS,
      pass: seconds < BUDGET_SECONDS,
      warmUpSeconds: Math.round(warmUp.seconds * 10) / 10,
      release: build.release,
      build,
    };
  } finally {
    await receiver?.close({ wait: true });
    await stub.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const figure = await measure({ log: (message) => console.error(`[measure] ${message}`) });
  console.log(JSON.stringify(figure, null, 2));
  process.exit(figure.pass ? 0 : 1);
}
