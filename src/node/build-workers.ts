import os from "node:os";

/**
 * On a host with two cores or fewer, Gatsby runs the build's GraphQL queries in its main
 * process instead of a worker.
 *
 * Gatsby starts `cores - 1` workers for queries, at least one. On two cores that is a single
 * worker, so nothing runs in parallel that would not anyway, and the worker costs memory and
 * time: it opens its own copy of the data store and schema (about 400 MB at 1,000 events and
 * 5,000 teachers, held while the main process still holds webpack's compilations) and, on a
 * rebuild, starts up and merges its state back for a handful of queries. Gatsby's switch is
 * `GATSBY_CPU_COUNT=1`, read after this config is loaded; the HTML renderer and the image jobs
 * keep their one worker each (both use `cores - 1`, at least one). A host with more cores, or
 * an explicit GATSBY_CPU_COUNT, keeps Gatsby's choice.
 */
export function runQueriesInMainProcessOnSmallHosts(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = os.availableParallelism(),
): void {
  if (env.GATSBY_CPU_COUNT === undefined && cores <= 2) env.GATSBY_CPU_COUNT = "1";
}
