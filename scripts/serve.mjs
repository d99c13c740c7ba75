// Serves the last build (public/) the way `gatsby serve` does, without Gatsby: PORT (default
// 9000), HOST (default localhost). Client-only routes and the 404 page answer as deployed.
import { fileURLToPath } from "node:url";
import { exitOnSignal, startSite } from "./lib/static-server.mjs";

const publicDir = fileURLToPath(new URL("../public", import.meta.url));
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "localhost";

try {
  const site = await startSite({ publicDir, port, host });
  console.log(`Site at http://localhost:${site.port}`);
  exitOnSignal(site.close);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
