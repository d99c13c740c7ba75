// The budgets of the site's speed, weight, build, registry and webhook (docs/build-performance.md §3), and
// the rows of the one table: each figure beside its budget, marked when it falls short.
// Sizes: 1 KB = 1,000 bytes and 1 GB = 10⁹ bytes (the stricter readings).

/**
 * Lighthouse with its simulated throttling: the figures PageSpeed Insights shows.
 * Its LCP is shown without a budget: the LCP budget is the real browser's.
 */
export const LIGHTHOUSE_BUDGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  tbtMs: { max: 150 },
  cls: { max: 0.01 },
};

/**
 * In a real browser with applied throttling (bench/realbrowser.mjs): the largest
 * paint, the header's menu answering a tap soon after it, each first tap answered within
 * 100 ms, and the JavaScript a page load fetches.
 */
/** Event Timing leaves out interactions shorter than this: they are shown as "< 16 ms". */
export const EVENT_THRESHOLD_MS = 16;

export const REAL_BROWSER_BUDGETS = {
  lcpMs: { max: 1000 },
  menuAfterLcpMs: { max: 500 },
  menuInpMs: { max: 100 },
  accordionInpMs: { max: 100 },
  keystrokeInpMs: { max: 100 },
  jsGzip: { max: 90_000 },
};

export const SECTION_PAGES = ["/about/", "/yoga/", "/iky/", "/kankueb/", "/ripey/", "/ishka/"];

/** First-load JS budget in bytes for a route: 90 KB gzip for every page. */
/** @param {string} _route */
export function jsBudget(_route) {
  return REAL_BROWSER_BUDGETS.jsGzip.max;
}

export const BUILD_BUDGETS = {
  /** A cold build at 1,000 events + 5,000 teachers in 120 s and 1.5 GB at most */
  scaleColdMs: 120_000,
  scalePeakBytes: 1.5e9,
};

/**
 * The registry's filter per keystroke; the webhook call to a published release after one event
 * changed, at 1,000 events + 5,000 teachers, whatever Gatsby's own caches give.
 */
export const EXTRA_BUDGETS = { registryFilterMs: 5, webhookReleaseMs: 30_000 };

/**
 * The editors' admin: from the editor's "Guardar" at /admin to the new text on the served page,
 * at 1,000 events + 5,000 teachers with the warm cache (bench/save-to-live.mjs).
 */
export const SAVE_BUDGETS = { saveToLiveMs: 60_000 };

/** The registry map follows each keystroke within 100 ms at 5,000 teachers */
export const MAP_BUDGETS = { keystrokeMs: 100 };

/** /ripey/ with 5,000 teachers: compressed bytes before the map is requested; rows shown. */
export const RIPEY_BUDGETS = { transferBytes: 250_000, rows: 10 };

/** "✔" within budget, "✖" over it, "" when there is no budget or no figure. */
/**
 * @param {number | null | undefined} value
 * @param {{ min?: number, max?: number }} [budget]
 */
export function mark(value, { min, max } = {}) {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  if (min !== undefined) return value >= min ? "✔" : "✖";
  if (max !== undefined) return value <= max ? "✔" : "✖";
  return "";
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
/** @param {number} bytes */
const gb = (bytes) => `${(bytes / 1e9).toFixed(2)} GB`;
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
/** @param {number} ms */
const duration = (ms) => (ms >= 1000 ? seconds(ms) : fmt.ms(ms));
const fmt = {
  score: (/** @type {number} */ v) => String(Math.round(v)),
  ms: (/** @type {number} */ v) => `${v < 10 ? v.toFixed(2) : Math.round(v)} ms`,
  cls: (/** @type {number} */ v) => v.toFixed(3),
  lcp: (/** @type {number} */ v) => seconds(v),
};

/** A route without its query string's values, to keep the table narrow. */
/** @param {string} route */
export const shortRoute = (route) => route.replace(/\?.+$/, "?…");

/**
 * @typedef {{ group: string, item: string, value: string, budget: string, mark: string }} Row
 * @param {any} results the bench's results.json
 * @returns {Row[]}
 */
export function rows(results) {
  /** @type {Row[]} */
  const out = [];
  /** @type {(group: string, item: string, value: string, budget: string, ok?: string) => void} */
  const push = (group, item, value, budget, ok = "") => {
    out.push({ group, item, value, budget, mark: ok });
  };
  const missing = "—";

  for (const [route, real] of Object.entries(results.realbrowser ?? {})) {
    const group = "Real browser (4× CPU, 1.6 Mbps, 150 ms)";
    if (!real || real.skipped || real.error) {
      push(group, route, missing, real?.skipped ?? real?.error ?? "", real?.error ? "✖" : "");
      continue;
    }
    const rb = REAL_BROWSER_BUDGETS;
    const inp = (/** @type {number | null} */ v) =>
      v === null ? missing : v <= EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS} ms` : fmt.ms(v);
    /** @type {[string, number | null, string, { max: number } | undefined, string][]} */
    const figures = [
      [
        "LCP",
        real.lcpMs,
        real.lcpMs === null ? missing : seconds(real.lcpMs),
        rb.lcpMs,
        "<= 1.00 s",
      ],
      [
        "menu answers a tap",
        real.menuMs,
        real.menuMs === null ? "never" : seconds(real.menuMs),
        undefined,
        "",
      ],
      [
        "menu answers, after LCP",
        real.menuAfterLcpMs,
        real.menuAfterLcpMs === null ? missing : seconds(real.menuAfterLcpMs),
        rb.menuAfterLcpMs,
        "<= 0.50 s",
      ],
      [
        "INP, first tap on the menu",
        real.menuInpMs,
        inp(real.menuInpMs),
        rb.menuInpMs,
        "<= 100 ms",
      ],
    ];
    if (real.accordionInpMs !== null) {
      figures.push([
        "INP, first tap on an accordion",
        real.accordionInpMs,
        inp(real.accordionInpMs),
        rb.accordionInpMs,
        "<= 100 ms",
      ]);
    }
    if (real.keystrokeInpMs !== null) {
      figures.push([
        "INP, a keystroke in the registry search",
        real.keystrokeInpMs,
        inp(real.keystrokeInpMs),
        rb.keystrokeInpMs,
        "<= 100 ms",
      ]);
    }
    figures.push(["JS fetched (gzip)", real.jsGzip, kb(real.jsGzip ?? 0), rb.jsGzip, "<= 90.0 KB"]);
    const errors = real.reactErrors ?? [];
    figures.push([
      `React hydration errors in ${real.runs} loads`,
      errors.length,
      errors.length ? `${errors.length} (${[...new Set(errors)].join(", ")})` : "0",
      { max: 0 },
      "0",
    ]);
    for (const [name, value, shown, budget, text] of figures) {
      // A menu that never opened within the tapping time is over its budget.
      const ok =
        name === "menu answers, after LCP" && real.menuNeverOpened > 0 ? "✖" : mark(value, budget);
      push(group, `${route} ${name}`, shown, text, ok);
    }
  }

  for (const [route, lh] of Object.entries(results.lighthouse ?? {})) {
    if (!lh || lh.skipped) {
      push("Lighthouse", route, missing, lh?.skipped ?? "", "");
      continue;
    }
    const figures = [
      ["performance", lh.performance, fmt.score, LIGHTHOUSE_BUDGETS.performance, ">= 95"],
      ["accessibility", lh.accessibility, fmt.score, LIGHTHOUSE_BUDGETS.accessibility, "100"],
      ["best practices", lh.bestPractices, fmt.score, LIGHTHOUSE_BUDGETS.bestPractices, "100"],
      ["SEO", lh.seo, fmt.score, LIGHTHOUSE_BUDGETS.seo, "100"],
      ["LCP (simulated)", lh.lcpMs, fmt.lcp, undefined, ""],
      ["TBT", lh.tbtMs, fmt.ms, LIGHTHOUSE_BUDGETS.tbtMs, "<= 150 ms"],
      ["CLS", lh.cls, fmt.cls, LIGHTHOUSE_BUDGETS.cls, "<= 0.010"],
    ];
    for (const [name, value, format, budget, text] of figures) {
      const shown = value === null || value === undefined ? missing : format(value);
      push("Lighthouse", `${route} ${name}`, shown, text, mark(value, budget));
    }
    // What the LCP time is made of (simulated, as the metric): the delays to remove.
    const p = lh.lcpPhases;
    if (p) {
      const parts = [
        ["first byte", p.ttfb],
        ["wait", p.loadDelay],
        ["download", p.loadTime],
        ["paint", p.renderDelay],
      ].map(([label, ms]) => `${label} ${seconds(Number(ms))}`);
      push("Lighthouse", `${route} LCP by phase`, parts.join(" · "), "");
    }
  }

  const absent = [];
  for (const [route, js] of Object.entries(results.js ?? {})) {
    const budget = jsBudget(route);
    if (!js) {
      absent.push(route);
      continue;
    }
    const heaviest = js.packages
      .slice(0, 3)
      .map((/** @type {{ name: string, gzip: number }} */ p) => `${p.name} ${kb(p.gzip)}`)
      .join(", ");
    push(
      "First-load JS (gzip)",
      `${route}${heaviest ? ` (${heaviest})` : ""}`,
      kb(js.total),
      budget ? `<= ${kb(budget)}` : "",
      budget ? mark(js.total, { max: budget }) : "",
    );
  }

  if (absent.length > 0) {
    push("First-load JS (gzip)", absent.join(" "), missing, "not in this build");
  }

  const b = results.build;
  if (b) {
    /** @type {(key: string, label: string, budgets?: { timeBudget?: number, memBudget?: number }) => void} */
    const figure = (key, label, { timeBudget, memBudget } = {}) => {
      const run = b[key];
      if (!run) return;
      if (!run.ok) {
        push("Build", label, "failed", `log: ${run.log}`, "✖");
        return;
      }
      push(
        "Build",
        `${label}: time`,
        seconds(run.ms),
        timeBudget ? `<= ${seconds(timeBudget)}` : "",
        timeBudget ? mark(run.ms, { max: timeBudget }) : "",
      );
      push(
        "Build",
        `${label}: peak memory`,
        gb(run.peakBytes),
        memBudget ? `<= ${gb(memBudget)}` : "",
        memBudget ? mark(run.peakBytes, { max: memBudget }) : "",
      );
    };
    figure("sampleCold", "sample, cold");
    figure("sampleWarm", "sample, warm");
    figure("scaleCold", "1,000 events + 5,000 teachers, cold", {
      timeBudget: BUILD_BUDGETS.scaleColdMs,
      memBudget: BUILD_BUDGETS.scalePeakBytes,
    });
    figure("scaleWarm", "1,000 + 5,000, warm");
    figure("scaleChanged", "1,000 + 5,000, one event changed");
    const pages = b.scaleChanged?.htmlPages;
    if (pages) {
      push("Build", "one event changed: HTML pages rewritten", String(pages.written), "");
    }
    if (b.scaleCold?.ok && b.scaleChanged?.ok) {
      const share = b.scaleChanged.ms / b.scaleCold.ms;
      push(
        "Build",
        "one event changed / cold (1,000 + 5,000)",
        `${(share * 100).toFixed(1)} %`,
        "",
      );
    }
  }

  for (const key of ["scaleCold", "sampleCold"]) {
    const steps = b?.[key]?.steps;
    if (!steps?.length) continue;
    const where = steps
      .slice(0, 4)
      .map((/** @type {{ step: string, ms: number }} */ s) => `${s.step} ${seconds(s.ms)}`)
      .join(" · ");
    push(
      "Build",
      `${key === "scaleCold" ? "1,000 + 5,000" : "sample"}, cold: slowest steps`,
      where,
      "",
    );
  }

  const map = results.map ?? b?.mapKeystroke;
  if (map) {
    if (map.error) push("Registry", "map: one keystroke (5,000 teachers)", missing, map.error, "✖");
    else {
      push(
        "Registry",
        `map: the slowest of ${map.keystrokes} keystrokes, ${map.teachers.toLocaleString("en-GB")} teachers (median ${fmt.ms(map.medianMs)}${Array.isArray(map.times) && map.times.length ? `; the first ${fmt.ms(map.times[0])}` : ""})`,
        fmt.ms(map.maxMs),
        `<= ${fmt.ms(MAP_BUDGETS.keystrokeMs)}`,
        mark(map.maxMs, { max: MAP_BUDGETS.keystrokeMs }),
      );
    }
  }

  const ripey = b?.ripeyAtScale;
  if (ripey) {
    if (ripey.error) push("Registry", "/ripey/ with 5,000 teachers", missing, ripey.error, "✖");
    else {
      push(
        "Registry",
        `/ripey/ with 5,000 teachers: transferred before the map (${ripey.requests} requests)`,
        kb(ripey.bytes),
        `<= ${kb(RIPEY_BUDGETS.transferBytes)}`,
        mark(ripey.mapRequested ? Infinity : ripey.bytes, { max: RIPEY_BUDGETS.transferBytes }),
      );
      push(
        "Registry",
        "/ripey/ with 5,000 teachers: table rows in the page",
        String(ripey.rows),
        `<= ${RIPEY_BUDGETS.rows}`,
        mark(ripey.rows, { max: RIPEY_BUDGETS.rows }),
      );
    }
  }

  const x = results.extras;
  if (x) {
    /** @type {(label: string, entry: any, budget: number) => void} */
    const extra = (label, entry, budget) => {
      const has = typeof entry?.ms === "number";
      push(
        "Other",
        label,
        has ? duration(entry.ms) : missing,
        has ? `<= ${duration(budget)}` : (entry?.detail ?? ""),
        has ? mark(entry.ms, { max: budget }) : "",
      );
    };
    extra(
      "registry: filtering one keystroke (5,000 teachers)",
      x.registryFilter,
      EXTRA_BUDGETS.registryFilterMs,
    );
    extra(
      "webhook → published, one event changed (1,000 + 5,000)",
      x.webhookRelease,
      EXTRA_BUDGETS.webhookReleaseMs,
    );
    const phases = x.webhookRelease?.phases;
    if (phases && Object.keys(phases).length > 0) {
      const where = Object.entries(phases)
        .map(([name, ms]) => `${name.replace(/Ms$/, "")} ${seconds(Number(ms))}`)
        .join(" · ");
      push("Other", "webhook: where the seconds went", where, "");
    }
  }

  const save = results.save;
  if (save) {
    const group = "Editors' admin";
    const label = '"Guardar" → the new text on /yoga/, warm (1,000 + 5,000)';
    if (typeof save.ms !== "number") push(group, label, missing, save.error ?? "", "✖");
    else {
      push(
        group,
        label,
        seconds(save.ms),
        `<= ${seconds(SAVE_BUDGETS.saveToLiveMs)}`,
        mark(save.ms, { max: SAVE_BUDGETS.saveToLiveMs }),
      );
      if (save.phases) {
        const where = Object.entries(save.phases)
          .map(([name, ms]) => `${name.replace(/Ms$/, "")} ${seconds(Number(ms))}`)
          .join(" · ");
        push(group, "save → live: where the seconds went", where, "");
      }
      if (typeof save.cpuMs === "number") {
        push(group, "save → live: CPU time of the build and the receiver", seconds(save.cpuMs), "");
      }
      if (Array.isArray(save.loadAtClick)) {
        push(
          group,
          "save → live: load average at the click (1, 5, 15 min)",
          save.loadAtClick.join(", "),
          "",
        );
      }
    }
  }

  for (const [route, entry] of Object.entries(results.a11y ?? {})) {
    const count = entry?.violations;
    push(
      "Accessibility (axe)",
      `${shortRoute(route)}${entry?.status === 404 ? " (404)" : ""}`,
      count === undefined ? missing : String(count),
      "0",
      count === undefined ? "" : mark(count, { max: 0 }),
    );
  }
  return out;
}
