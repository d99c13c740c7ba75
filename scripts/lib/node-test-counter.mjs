// A reporter for `node --test` that only counts: `--test-reporter=<this file>
// --test-reporter-destination=<file>` writes {"passed": n, "failed": n} there at the end.
// Tests are counted, not the suites (describe) that hold them; a file that fails to load
// counts as one failure.

/**
 * @typedef {{ type: string, data: { details?: { type?: string }, nesting?: number } }} TestEvent
 * @param {AsyncIterable<TestEvent>} source
 */
export default async function* counter(source) {
  let passed = 0;
  let failed = 0;
  for await (const event of source) {
    if (event.type !== "test:pass" && event.type !== "test:fail") continue;
    if (event.data.details?.type === "suite") continue;
    if (event.type === "test:pass") passed += 1;
    else failed += 1;
  }
  yield `${JSON.stringify({ passed, failed })}\n`;
}
