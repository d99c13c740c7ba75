// STUB_HOSTILE: every text of the events, plans and teachers is an attack; the rest stays valid.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { PAYLOADS, URL_PAYLOADS } from "./hostile.mjs";
import { startStub } from "./server.mjs";

/** @type {Awaited<ReturnType<typeof startStub>>} */
let stub;
before(async () => {
  stub = await startStub({ port: 0, quiet: true, hostile: true });
});
after(() => stub.close());

/** @param {string} path @returns {Promise<any>} */
const get = async (path) => (await fetch(stub.url + path)).json();

/**
 * Every string of the record (and of its lists) that carries no payload, by field.
 * @param {Record<string, unknown>} record
 * @param {string[]} kept fields that keep their value
 */
function unattacked(record, kept) {
  const attacked = (/** @type {string} */ text) =>
    PAYLOADS.some((payload) => text.includes(payload)) ||
    URL_PAYLOADS.includes(text) ||
    /\.(jpg|png|webp)$/.test(text);
  return Object.entries(record).flatMap(([field, value]) => {
    if (kept.includes(field) || field === "fechas") return [];
    const texts = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
    return texts
      .filter((text) => typeof text === "string" && !attacked(text) && !/^-?[\d.]+$/.test(text))
      .map(() => field);
  });
}

test("a few events, plans and teachers, each string an attack; ids, dates and numbers valid", async () => {
  const events = await get("/api/eventos/profesor/13");
  assert.deepEqual(
    events.map((/** @type {any} */ e) => e.idEvento),
    [31, 38, 41, 36],
  );
  for (const event of events) {
    assert.deepEqual(unattacked(event, []), [], `event ${event.idEvento}`);
    assert.match(event.fechas.fechaInicio, /^\d{4}-\d{2}-\d{2}T/);
    assert.ok(URL_PAYLOADS.includes(event.url), event.url);
  }
  const plans = await get("/api/profesores/public/planes");
  assert.equal(plans.length, 4);
  for (const plan of plans) {
    assert.deepEqual(unattacked(plan, []), [], `plan ${plan.idPlan}`);
    assert.ok(Number.isFinite(Number(plan.costoMensualEur)), `plan ${plan.idPlan}`);
  }
  const teachers = await get("/api/profesores/public/diplomado");
  assert.equal(teachers.length, 5);
  for (const [index, teacher] of teachers.entries()) {
    assert.deepEqual(unattacked(teacher, index > 0 ? ["codigo"] : []), [], teacher.codigo);
    assert.ok(Number.isFinite(Number(teacher.latitud)), teacher.codigo);
  }
  // The first two teachers share a spot (a cluster's popup lists them).
  assert.deepEqual(
    [teachers[1].latitud, teachers[1].longitud],
    [teachers[0].latitud, teachers[0].longitud],
  );
  // A reset keeps the mode.
  await fetch(`${stub.url}/__stub/reset`, { method: "POST" });
  assert.equal((await get("/api/eventos/profesor/13")).length, 4);
});
