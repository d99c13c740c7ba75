import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCRIPT = path.join(ROOT, "scripts", "make-brochure.mjs");

test("the build writes the Spanish and the English brochure, each with its words and the school's facts", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "iky-brochure-"));
  try {
    // The facts as the build gives them (its SchoolFacts nodes): the brochure prints these.
    const school = {
      nombre: "Escuela Prueba",
      nombreLegal: "Escuela Prueba S.A.S. – Yoga",
      correo: "hola@prueba.example",
      telefono: "+57 300 111 2233",
      direccion: "Calle Falsa 123",
      ciudad: "Cali",
      pais: "Colombia",
    };
    const schoolEn = {
      ...school,
      nombreLegal: "Escuela Prueba Ltd – Yoga School",
      direccion: "123 Fake Street",
    };
    await promisify(execFile)(process.execPath, [
      SCRIPT,
      dir,
      JSON.stringify({ es: school, en: schoolEn }),
    ]);
    const es = (await readFile(path.join(dir, "eco-living-folleto.pdf"))).toString("latin1");
    const en = (await readFile(path.join(dir, "eco-living-brochure.pdf"))).toString("latin1");
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
    // The English facts.
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

test("without the school's facts it stops, saying what it needs; its words are in content/", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "iky-brochure-"));
  try {
    await assert.rejects(
      promisify(execFile)(process.execPath, [SCRIPT, dir]),
      /usage: make-brochure/,
    );
    assert.match(
      await readFile(path.join(ROOT, "content", "brochure", "eco-living.en.yaml"), "utf8"),
      /checkIn: Check-in from 14:00/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
