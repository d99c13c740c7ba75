// STUB_HOSTILE=1: sample data whose every text is an attack. Each string field of each event,
// plan and registry teacher carries markup and scripts that would set `window.__xss` to their
// number if they ever ran, URLs with the `javascript:` and `data:` schemes, quotes that close
// attributes, CR/LF, a very long string, right-to-left text and emoji. Ids, dates, numbers and
// coordinates stay valid per the contract, so the site builds; so do the names of the API's
// images (a file name the API serves: a hostile one is only a missing image, whose URL
// src/school-api/client.ts encodes), so the pages show the API's images as in production.
// The lists are small (4 events, 4 plans, 5 teachers): the hostile build runs in CI.

/** Every payload, numbered by the value it would give `window.__xss`. */
export const PAYLOADS = [
  `<img src=x onerror="window.__xss=1">`,
  `<svg onload="window.__xss=2"></svg>`,
  `<script>window.__xss=3</script>`,
  `</script><script>window.__xss=4</script>`,
  `"'><img src=x onerror=window.__xss=5>`,
  `'"><svg/onload=window.__xss=6>`,
  `<a href="javascript:window.__xss=7">x</a>`,
  `<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>`,
  `<style>@import'//x'</style><math><mtext><img src=x onerror=window.__xss=9>`,
  "\r\nX-Injected: 10\r\nBEGIN:VEVENT\r\n",
  "\u202Eعربي עברית\u202C",
  "🧘‍♀️🕉️🔥👩🏽‍🏫",
];

/** The URL payloads, for fields that hold a link. */
export const URL_PAYLOADS = [
  "javascript:window.__xss=11",
  "data:text/html,<script>window.__xss=12</script>",
  " JaVaScRiPt:window.__xss=13",
];

const TEXT = PAYLOADS.join(" ");
/** A very long string: some fields of one record. */
const LONG = `${"Ω ".repeat(4000)}${PAYLOADS[0]}`;

/** Events kept: over (31), running (38), upcoming soon (41), online (36). */
const EVENT_IDS = [31, 38, 41, 36];
/** Fields that keep their value: the API's image names; the certification code but in one. */
const IMAGES = new Set(["imagenCobertura", "foto", "diploma"]);
const KEPT = new Set(["codigo"]);
const URLS = new Set(["url"]);

/**
 * The value of a string field of record `index`.
 * @param {string} field
 * @param {string} value
 * @param {number} index
 */
function attack(field, value, index) {
  if (KEPT.has(field) && index > 0) return value;
  // A number sent as a string (the contract allows it: coordinates, prices) stays a number.
  if (/^-?\d+(\.\d+)?$/.test(value.trim())) return value;
  if (IMAGES.has(field)) return value;
  if (URLS.has(field)) return URL_PAYLOADS[index % URL_PAYLOADS.length] ?? value;
  if (index === 1 && /^(descripcion|description)$/.test(field)) return `${value}\n${LONG}`;
  return `${value} ${TEXT}`;
}

/**
 * The record with every string (and every string in a list) attacked.
 * @param {Record<string, unknown>} record
 * @param {number} index
 */
function attackRecord(record, index) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [field, value] of Object.entries(record)) {
    if (typeof value === "string") out[field] = attack(field, value, index);
    else if (Array.isArray(value))
      out[field] = value.map((item) => (typeof item === "string" ? `${item} ${TEXT}` : item));
    else out[field] = value;
  }
  return out;
}

/**
 * The hostile lists from the sample ones.
 * @param {{ events: Record<string, unknown>[], plans: Record<string, unknown>[], teachers: Record<string, unknown>[] }} sample
 */
export function hostileData({ events, plans, teachers }) {
  const kept = EVENT_IDS.map((id) => events.find((event) => event.idEvento === id)).filter(
    (event) => event !== undefined,
  );
  const five = teachers.slice(0, 5).map(attackRecord);
  // Two teachers at one spot: the map lists them in a cluster's popup.
  if (five[0] && five[1])
    Object.assign(five[1], { latitud: five[0].latitud, longitud: five[0].longitud });
  return {
    // Every event gets a link, a hostile one.
    events: kept.map((event, index) => attackRecord({ ...event, url: "" }, index)),
    plans: plans.map((plan, index) => {
      const attacked = attackRecord(plan, index);
      // The features are the description's "- " lines: each line is attacked too.
      if (typeof plan.descripcion === "string") {
        attacked.descripcion = plan.descripcion
          .split("\n")
          .map((line) => `${line} ${TEXT.replace(/\r\n/g, " ")}`)
          .join("\n");
      }
      return attacked;
    }),
    teachers: five,
  };
}
