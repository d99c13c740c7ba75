// Peak memory of a whole process tree. `gatsby build` forks workers (HTML rendering, sharp,
// the GraphQL engine), so the peak of the parent alone, or `/usr/bin/time`'s maxrss (the
// largest single process), would understate what the machine must hold at once: the sum of
// every process's resident set, sampled from /proc while the build runs.
import { readdirSync, readFileSync } from "node:fs";

const PAGE_SIZE = 4096;

/** parent pid → child pids, for every process visible in /proc right now. */
function childrenByParent() {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      const list = children.get(parent) ?? [];
      list.push(Number(entry));
      children.set(parent, list);
    } catch {
      // The process ended between readdir and read.
    }
  }
  return children;
}

/**
 * Resident bytes of one process, or 0 once it has gone.
 * @param {number} pid
 */
function rssBytes(pid) {
  try {
    const [, resident] = readFileSync(`/proc/${pid}/statm`, "utf8").split(" ");
    return Number(resident) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/**
 * The summed resident set of `root` and all its descendants, in bytes.
 * @param {number} root
 */
export function treeRss(root) {
  const children = childrenByParent();
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = /** @type {number} */ (stack.pop());
    total += rssBytes(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Samples the tree under `root` every `intervalMs` until stopped.
 * @param {number} root
 * @param {number} [intervalMs]
 * @returns {{ stop: () => number }} stop() ends sampling and gives the peak in bytes
 */
export function samplePeak(root, intervalMs = 250) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRss(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
