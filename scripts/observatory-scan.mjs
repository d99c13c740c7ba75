// Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory) against a host and ports of
// this machine, for e2e/https.spec.ts: prints the grade, the score and each test's result as
// JSON. The package's own `scan(hostname)` always asks ports 80 and 443; this runs the same
// steps (its retriever, its tests, its grader) with the ports of a test's server.
//
//   NODE_EXTRA_CA_CERTS=cert.pem node scripts/observatory-scan.mjs 127.0.0.1 <http port> <https port>
//
// The certificate a test made is trusted through NODE_EXTRA_CA_CERTS, which Node reads when it
// starts: hence a process of its own.
import fs from "node:fs";
import path from "node:path";

const [hostname = "", httpPort = "", httpsPort = ""] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error("usage: observatory-scan.mjs <hostname> <http port> <https port>");
  process.exit(2);
}

// The scanner reads Chromium's HSTS preload list from conf/hsts-preload.json, which its
// postinstall downloads (package.json's allowScripts keeps it from running: npm ci runs without
// the internet). A host of this machine is on no preload list: an absent list reads as empty.
const PRELOAD_LIST = path.join("conf", "hsts-preload.json");
const readFileSync = fs.readFileSync;
fs.readFileSync = /** @type {typeof fs.readFileSync} */ (
  (file, ...rest) =>
    String(file).endsWith(PRELOAD_LIST) && !fs.existsSync(String(file))
      ? "{}"
      : readFileSync(file, ...rest)
);

const root = "@mdn/mdn-http-observatory/src";
const { retrieve } = await import(`${root}/retriever/retriever.js`);
const { ALL_TESTS } = await import(`${root}/constants.js`);
const { getGradeForScore, getScoreModifier } = await import(`${root}/grader/grader.js`);
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(`${root}/grader/charts.js`);

const requests = await retrieve(hostname, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error(`${hostname}: no answer over https or http.`);
const results = /** @type {((r: unknown) => { result?: string, pass: boolean })[]} */ (
  ALL_TESTS
).map((test) => test(requests));
// As the scanner grades (its scanner module, in @mdn/mdn-http-observatory): extra credit only for a score already an A.
let withExtraCredit = 100;
let uncurved = 100;
/** @type {Record<string, { result: string, pass: boolean, modifier: number }>} */
const tests = {};
for (const result of results) {
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
}
const final = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.log(
  JSON.stringify(
    { grade: final.grade, score: final.score, status: requests.responses.auto.status, tests },
    null,
    2,
  ),
);
