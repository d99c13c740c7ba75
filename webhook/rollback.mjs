// `npm run rollback`: points `current` back at the release published before it.
// `npm run rollback -- <release>` picks one by name; `--list` shows them.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readConfig } from "./config.mjs";
import { createLogger } from "./log.mjs";
import { currentRelease, listReleases, rollback } from "./releases.mjs";

export async function main(argv = process.argv.slice(2), env = process.env) {
  const { outputDir, logMaxBytes, logFiles } = readConfig(env);
  if (argv.includes("--list")) {
    const current = currentRelease(outputDir);
    const releases = await listReleases(outputDir);
    if (releases.length === 0) console.log(`No releases in ${outputDir}.`);
    for (const name of releases) console.log(`${name === current ? "*" : " "} ${name}`);
    return 0;
  }
  const log = createLogger({
    file: path.join(outputDir, "webhook.log"),
    stdout: false,
    maxBytes: logMaxBytes,
    files: logFiles,
  });
  const target = argv.find((arg) => !arg.startsWith("-"));
  try {
    const { from, to } = await rollback(outputDir, target);
    log("rollback", { from, to });
    console.log(`Published release: ${to} (before: ${from ?? "none"}).`);
    return 0;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log("rollback-failed", { reason });
    console.error(`Could not roll back: ${reason}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(await main());
}
