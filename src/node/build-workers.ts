import os from "node:os";

/**
 * On two cores or fewer, the build's queries run in Gatsby's main process (`GATSBY_CPU_COUNT=1`):
 * its single query worker would run nothing in parallel, yet copy the data store and schema
 * (400 MB at 1,000 events) and merge its state back on every rebuild. The HTML renderer and the
 * image jobs keep their one worker each; an explicit GATSBY_CPU_COUNT is kept.
 */
export function runQueriesInMainProcessOnSmallHosts(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = os.availableParallelism(),
): void {
  if (env.GATSBY_CPU_COUNT === undefined && cores <= 2) env.GATSBY_CPU_COUNT = "1";
}
