// The production nginx in front of the e2e build, for the `nginx` worker fixture of
// e2e/fixtures.ts: Debian's nginx as the current user, the site config rendered from
// deploy/nginx/, and the webhook receiver behind it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { renderConfig } from "../deploy/nginx/render.mjs";
import { buildEnv, e2eSite, PUBLIC_DIR } from "../scripts/lib/e2e-site.cjs";

const SITE = e2eSite();
const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";

/** A port nothing listens on now (the OS picks it), for a server a fixture starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, logFile: string) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
  throw new Error(`nginx did not start on port ${port}:\n${log}`);
}

/**
 * Debian's nginx as the current user, everything under a temp folder: the layout the webhook
 * publishes (releases/<name>/ and a relative `current` link to the e2e build), the site config
 * rendered from deploy/nginx/iky-yoga.conf.template, and the webhook receiver behind it. Another
 * build (e2e/hostile.spec.ts) passes its folder and the site it was built for. With `tls` (a
 * certificate and its key), the site is served over https as in production, and plain http
 * redirects to it (e2e/https.spec.ts); `env` overrides the settings the config is rendered
 * with (the production hosts' origins instead of the stand-in's); `receiver` the receiver's
 * settings (e2e/admin.spec.ts: a checkout to build, the forge's secret), and with
 * `publishToSite` the receiver's releases are the ones nginx serves.
 */
export async function startNginx(
  publicDir = PUBLIC_DIR,
  site = SITE,
  {
    tls,
    env = {},
    receiver: receiverOptions = {},
  }: {
    tls?: { certificate: string; key: string };
    env?: Record<string, string>;
    receiver?: Record<string, unknown> & { publishToSite?: boolean };
  } = {},
) {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx not found at ${NGINX}: install the Debian package \`nginx\` ` +
        "(apt-get install -y nginx; .ci/run does) or set NGINX_PATH.",
    );
  }
  if (!existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`No build in ${publicDir}.`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "iky-nginx-"));
  mkdirSync(path.join(dir, "releases"));
  symlinkSync(publicDir, path.join(dir, "releases", "e2e"));
  symlinkSync(path.join("releases", "e2e"), path.join(dir, "current"));
  for (const temp of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, temp));
  }
  // Imported here, not at the top: webhook/server.mjs has a top-level await (its CLI), which
  // an ES module required from this (CommonJS-compiled) file may not have.
  const { startReceiver } = await import("../webhook/server.mjs");
  const receiver = await startReceiver({
    port: 0,
    quiet: true,
    secret: "secret-of-the-nginx-test",
    // publishToSite: the receiver's releases are the ones nginx serves (a build goes live).
    outputDir: receiverOptions.publishToSite ? dir : path.join(dir, "webhook-data"),
    buildCommand: "false",
    ...receiverOptions,
  });
  const port = await freePort();
  const tlsPort = tls ? await freePort() : 0;
  const apiOrigin = new URL(site.apiUrl).origin;
  writeFileSync(
    path.join(dir, "iky-yoga.conf"),
    renderConfig({
      // The policy from the build's own settings (API, site, tiles, analytics), as the build's
      // _headers have it (e2e/cdn.spec.ts compares them).
      ...buildEnv(site),
      SITE_ROOT: path.join(dir, "current"),
      LISTEN: `127.0.0.1:${port}`,
      SERVER_NAME: "localhost",
      // The e2e build draws its map from the stand-in API's tiles; production from
      // OpenStreetMap's, which must pass too.
      TILE_ORIGINS: `${apiOrigin} https://tile.openstreetmap.org`,
      WEBHOOK_UPSTREAM: `127.0.0.1:${receiver.port}`,
      ...(tls
        ? {
            TLS_CERTIFICATE: tls.certificate,
            TLS_CERTIFICATE_KEY: tls.key,
            TLS_LISTEN: `127.0.0.1:${tlsPort}`,
          }
        : {}),
      ...env,
    }),
  );
  const errorLog = path.join(dir, "error.log");
  // As root, nginx would hand the workers to `nobody`, who cannot read a private temp dir.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : "";
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  include ${dir}/iky-yoga.conf;
}
`,
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", errorLog];
  const check = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: ["ignore", "inherit", "inherit"] });
  await waitForPort(port, child, errorLog);
  if (tls) await waitForPort(tlsPort, child, errorLog);
  return {
    dir,
    receiver,
    url: `http://127.0.0.1:${port}`,
    /** With `tls`: the https site (plain http's `url` redirects to it). */
    httpsUrl: tls ? `https://127.0.0.1:${tlsPort}` : "",
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
