import { readFileSync } from "node:fs";
import path from "node:path";
import { fillSchoolFacts } from "../../src/lib/legal";
import { readSchool } from "../../src/node/school";
import { POLICY_RIGHTS } from "../fixtures/legal";

const school = readSchool();
const legal = (name: string) =>
  readFileSync(path.join(__dirname, "..", "..", "content", "legal", `${name}.md`), "utf8");

describe("fillSchoolFacts", () => {
  it("puts the school's facts in, escaped, in text and in links", () => {
    const html = fillSchoolFacts(
      '<p>{{nombreLegal}} (NIT {{ nit }})</p><a href="mailto:%7B%7BcorreoDatos%7D%7D">{{correoDatos}}</a>',
      { ...school, nombreLegal: "IKY <Yoga> & Co" },
    );
    expect(html).toBe(
      `<p>IKY &lt;Yoga&gt; &amp; Co (NIT ${school.nit})</p>` +
        `<a href="mailto:${school.correoDatos}">${school.correoDatos}</a>`,
    );
  });

  it("stops on a placeholder that names no text field of content/school.yaml", () => {
    expect(() => fillSchoolFacts("<p>{{nitt}}</p>", school)).toThrow(/\{\{nitt\}\}/);
    expect(() => fillSchoolFacts("<p>{{redes}}</p>", school)).toThrow(/school\.yaml/);
  });
});

describe("content/legal", () => {
  it("every placeholder of the policy and the terms resolves", () => {
    for (const name of ["privacidad", "terminos"]) {
      const body = legal(name).replace(/^---[\s\S]*?\n---\n/, "");
      const filled = fillSchoolFacts(body, school);
      expect(filled).not.toMatch(/\{\{|%7B%7B/);
    }
  });

  it("the policy names the controller and the rights of Ley 1581 de 2012, with time limits", () => {
    const text = legal("privacidad");
    for (const field of ["nombreLegal", "nit", "direccion", "correoDatos"]) {
      expect(text).toContain(`{{${field}}}`);
    }
    expect(text).toContain("Ley Estatutaria 1581 de 2012");
    for (const right of POLICY_RIGHTS) {
      expect(text).toContain(`**${right}**`);
    }
    expect(text).toMatch(/10 días\s+hábiles/);
    expect(text).toMatch(/15 días\s+hábiles/);
    expect(text).toMatch(/Base jurídica/);
    expect(text).toMatch(/Transferencias internacionales/);
    expect(text).toMatch(/Conservación/);
    expect(text).toMatch(/autoridad de protección de datos/);
    expect(text).toMatch(/Texto para revisar por la escuela/);
  });

  it("the terms cover billing in euros, IKYnesis, cancellation and the external platform", () => {
    const text = legal("terminos");
    for (const topic of [
      /euros \(EUR\)/,
      /IKYnesis/,
      /cancelar cuando quieras/,
      /plataforma externa/,
    ]) {
      expect(text).toMatch(topic);
    }
  });
});
