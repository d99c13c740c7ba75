// Serves the last e2e build (public/.e2e-build.json) with the stand-in API on the ports the
// build was made for, to look at it by hand: `node scripts/preview.mjs`, Ctrl-C to stop.
import { PUBLIC_DIR, readBuildInfo } from "./lib/e2e-site.cjs";
import { exitOnSignal, startSite } from "./lib/static-server.mjs";
import { startStubProcess } from "./lib/stub-process.mjs";

const info = readBuildInfo();
if (!info) {
  console.error("No test build: run `node scripts/e2e-site.mjs build`.");
  process.exit(1);
}
const stub = await startStubProcess(info.stubPort);
const site = await startSite({ publicDir: PUBLIC_DIR, port: info.sitePort, host: "127.0.0.1" });
console.log(`Site: ${site.url}  ·  stand-in API: ${info.apiUrl}`);
exitOnSignal(() => {
  stub.stop();
  return site.close();
});
