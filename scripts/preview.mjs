// Serves the last e2e build (public/.e2e-build.json) with the stand-in API on the ports the
// build was made for, to look at it by hand: `node scripts/preview.mjs`, Ctrl-C to stop.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startSite } from "./lib/static-server.mjs";
import { startStub } from "../stub-api/server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(ROOT, "public");
const info = JSON.parse(readFileSync(path.join(publicDir, ".e2e-build.json"), "utf8"));
await startStub({ port: info.stubPort, quiet: true });
const site = await startSite({ publicDir, port: info.sitePort, host: "127.0.0.1" });
console.log(`Sitio: ${site.url}  ·  API de prueba: ${info.apiUrl}`);
