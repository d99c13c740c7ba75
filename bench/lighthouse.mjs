// Lighthouse, mobile preset with its simulated throttling (the default configuration), the
// median of several runs per page. Each run gets a fresh Chromium, so no run inherits another's
// cache, and everything stays on this machine: the site and the stand-in API on localhost.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS as CHROME_FLAGS, findChromium } from "../scripts/lib/chromium.cjs";
import { log } from "./paths.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * The middle value (the mean of the two middle ones for an even count); null when none.
 * @param {unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter((v) => typeof v === "number")
    .map(Number)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/**
 * The figures of one Lighthouse report that the bench keeps.
 * @param {any} lhr
 */
export function summarize(lhr) {
  /** @type {(id: string) => any} */
  const audit = (id) => lhr.audits[id];
  /** @type {(id: string) => number | null} */
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  // Audits that cost points outside performance, and performance's largest opportunities:
  // what the closing notes name as standing in the way.
  const failing = CATEGORIES.filter((c) => c !== "performance").flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(
        (/** @type {any} */ ref) =>
          ref.weight > 0 && audit(ref.id)?.score !== null && audit(ref.id)?.score < 1,
      )
      .map((/** @type {any} */ ref) => `${category}: ${ref.id}`),
  );
  /** @type {any[]} */
  const audits = Object.values(lhr.audits);
  const opportunities = audits
    .filter((a) => a.details?.type === "opportunity" && (a.details.overallSavingsMs ?? 0) >= 50)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .map((a) => `${a.id} (~${Math.round(a.details.overallSavingsMs)} ms)`);
  const shift = audit("layout-shifts")?.details?.items?.[0];
  const shiftNode = shift?.node;
  // Lighthouse's root causes of that shift: a web font that loaded, an image without size…
  const shiftCauses = (shift?.subItems?.items ?? []).map((/** @type {any} */ item) =>
    [item.cause, item.extra?.value ?? item.extra?.selector].filter(Boolean).join(" "),
  );
  const consoleErrors = (audit("errors-in-console")?.details?.items ?? []).map(
    (/** @type {any} */ item) =>
      `${item.description ?? ""} ${item.sourceLocation?.url ?? item.url ?? ""}`.trim(),
  );
  const lcpTables = audit("largest-contentful-paint-element")?.details?.items ?? [];
  const lcpItem = lcpTables[0];
  const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? null,
    tbtMs: audit("total-blocking-time")?.numericValue ?? null,
    cls: audit("cumulative-layout-shift")?.numericValue ?? null,
    fcpMs: audit("first-contentful-paint")?.numericValue ?? null,
    lcpElement: lcpNode ? (lcpNode.selector ?? lcpNode.snippet ?? null) : null,
    lcpPhases: lcpPhases(lcpTables[1]),
    lcpCompeting: competingRequests(lhr),
    shiftElement: shiftNode ? (shiftNode.selector ?? shiftNode.snippet ?? null) : null,
    shiftCauses,
    consoleErrors,
    failing,
    opportunities,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * The four phases of LCP as Lighthouse splits them (simulated, like the metric): time to the
 * document's first byte, the wait before the LCP image is requested, its download, and the wait
 * from its arrival to its paint. Null when LCP is text (no resource) or the table is absent.
 * @param {any} table the second table of the largest-contentful-paint-element audit
 * @returns {{ ttfb: number, loadDelay: number, loadTime: number, renderDelay: number } | null}
 */
export function lcpPhases(table) {
  /** @type {number[]} */
  const timings = (table?.items ?? []).map((/** @type {any} */ row) => Number(row.timing));
  if (timings.length !== 4 || timings.some((t) => !Number.isFinite(t))) return null;
  const [ttfb = 0, loadDelay = 0, loadTime = 0, renderDelay = 0] = timings;
  return { ttfb, loadDelay, loadTime, renderDelay };
}

/**
 * What shares the network with the LCP image: the largest responses (observed, unthrottled)
 * that started before the image had arrived, e.g. fonts, scripts or other images.
 * @param {any} lhr
 * @returns {string[]} "nunito-sans-latin-400-normal.woff2 (Font, 18.0 KB)", at most four
 */
export function competingRequests(lhr) {
  const lcpUrl = lhr.audits["lcp-discovery-insight"]?.details?.items?.[0]?.url ?? null;
  /** @type {any[]} */
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const image = lcpUrl
    ? requests.find((r) => r.url === lcpUrl)
    : requests.find((r) => r.resourceType === "Image" && r.priority === "High");
  if (!image) return [];
  return requests
    .filter(
      (r) =>
        r !== image &&
        r.resourceType !== "Document" &&
        r.networkRequestTime < image.networkEndTime &&
        (r.transferSize ?? 0) > 0,
    )
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 4)
    .map((r) => {
      const name = new URL(r.url).pathname.split("/").filter(Boolean).pop() ?? r.url;
      return `${name} (${r.resourceType}, ${(r.transferSize / 1000).toFixed(1)} KB)`;
    });
}

/** @typedef {ReturnType<typeof summarize>} RunSummary */

/**
 * Median of each figure over the runs (each figure on its own, as Lighthouse's docs advise).
 * @param {RunSummary[]} runs
 */
export function medianOfRuns(runs) {
  const mid = (/** @type {(run: RunSummary) => number | null} */ pick) => median(runs.map(pick));
  const result = {
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    bestPractices: mid((r) => r.bestPractices),
    seo: mid((r) => r.seo),
    lcpMs: mid((r) => r.lcpMs),
    tbtMs: mid((r) => r.tbtMs),
    cls: mid((r) => r.cls),
  };
  // Notes come from the run whose performance score is the median one.
  const byScore = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  /** @type {Partial<RunSummary>} */
  const middle = byScore[Math.floor(byScore.length / 2)] ?? {};
  return {
    ...result,
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpElement: middle.lcpElement ?? null,
    lcpPhases: middle.lcpPhases ?? null,
    lcpCompeting: middle.lcpCompeting ?? [],
    shiftElement: middle.shiftElement ?? null,
    shiftCauses: middle.shiftCauses ?? [],
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors ?? []))],
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    opportunities: middle.opportunities ?? [],
    runs: runs.length,
    errors: runs.map((r) => r.runtimeError).filter(Boolean),
  };
}

/**
 * @param {string} url
 * @param {string} chromePath
 */
async function runOnce(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned no report for ${url}`);
    return summarize(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/**
 * @param {string} baseUrl the served site
 * @param {string[]} paths e.g. ["/", "/events/38/"]
 * @param {{ runs?: number }} [options]
 * @returns {Promise<Record<string, ReturnType<typeof medianOfRuns>>>}
 */
export async function measureLighthouse(baseUrl, paths, { runs = 3 } = {}) {
  const chromePath = findChromium();
  /** @type {Record<string, ReturnType<typeof medianOfRuns>>} */
  const results = {};
  for (const pathname of paths) {
    const summaries = [];
    for (let i = 1; i <= runs; i += 1) {
      log(`Lighthouse ${pathname} (${i}/${runs})…`);
      summaries.push(await runOnce(new URL(pathname, baseUrl).href, chromePath));
    }
    results[pathname] = medianOfRuns(summaries);
  }
  return results;
}
