import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { load as parse } from "js-yaml";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCRIPT = path.join(ROOT, "scripts", "make-brochure.mjs");

/** @param {string} file */
const yaml = async (file) =>
  /** @type {Record<string, unknown>} */ (parse(await readFile(path.join(ROOT, file), "utf8")));

test("the build writes the Spanish and the English brochure, each with its words and the school's facts", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "iky-brochure-"));
  try {
    await promisify(execFile)(process.execPath, [SCRIPT, dir]);
    const es = (await readFile(path.join(dir, "eco-living-folleto.pdf"))).toString("latin1");
    const en = (await readFile(path.join(dir, "eco-living-brochure.pdf"))).toString("latin1");
    const school = await yaml("content/school.yaml");
    const schoolEn = { ...school, ...(await yaml("content/school.en.yaml")) };
    /** @param {Record<string, unknown>} facts @param {string} field */
    const fact = (facts, field) => String(facts[field]).trim();

    for (const pdf of [es, en]) {
      assert.ok(pdf.startsWith("%PDF-1.4\n"));
      assert.ok(pdf.trimEnd().endsWith("%%EOF"));
      assert.ok(pdf.includes(fact(school, "correo")), "the school's mail");
      assert.ok(pdf.includes(fact(school, "telefono")), "the school's phone");
    }

    assert.ok(es.includes("/Lang (es-CO)"));
    assert.ok(es.includes("(Tu estancia) Tj"));
    assert.ok(es.includes("Caba\u00f1as y habitaciones rodeadas de jard\u00edn"));
    assert.ok(es.includes("CENTRO ISHKA"));

    assert.ok(en.includes("/Lang (en)"));
    assert.ok(en.includes("/Title (Eco-Living - Brochure)"));
    assert.ok(en.includes("(Your stay) Tj"));
    assert.ok(en.includes("(Rooms) Tj"));
    assert.ok(en.includes("(Included in your stay) Tj"));
    assert.ok(en.includes("Check-in from 14:00; check-out until 12:00."));
    assert.ok(en.includes("ISHKA CENTRE"));
    // The English facts: school.en.yaml's worded fields over school.yaml's.
    assert.ok(
      en.includes(`${fact(schoolEn, "direccion")}, ${fact(schoolEn, "ciudad")}`),
      "the address",
    );
    const legalName = fact(schoolEn, "nombreLegal").replace(/\s+[–—-]\s+/, "  \u00b7  ");
    assert.ok(en.includes(`(${legalName}) Tj`), "the English legal name");
    // No Spanish sentence of the Spanish brochure.
    for (const spanish of ["Tu estancia", "Habitaciones", "Reservas", "CENTRO ISHKA", "Folleto"]) {
      assert.ok(!en.includes(spanish), spanish);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
