import {
  EMPTY_QUERY,
  buildIndex,
  filterTeachers,
  fullName,
  isEmptyQuery,
  placeOf,
  queryOf,
  searchWithQuery,
} from "../../src/lib/registry-search";
import { fold } from "../../src/lib/format";
import { SAMPLE } from "./fixtures";
import es from "../../src/i18n/es";

const { noName: NO_NAME, noPlace: NO_PLACE } = es.registry;

const index = buildIndex(SAMPLE);
const search = (q: Partial<typeof EMPTY_QUERY>) =>
  filterTeachers(index, { ...EMPTY_QUERY, ...q }).map((t) => t.order);

describe("registry search", () => {
  it("folds case and accents", () => {
    expect(fold("  Lucía  NÚÑEZ ")).toBe("lucia nunez");
    expect(search({ nombre: "lucia" })).toEqual([0]);
    expect(search({ nombre: "LUCÍA" })).toEqual([0]);
    expect(search({ nombre: "nunez" })).toEqual([3]);
    expect(search({ lugar: "bogota" })).toEqual([1]);
    expect(search({ lugar: "MEXICO" })).toEqual([2]);
  });

  it("matches substrings of name plus surname, word by word", () => {
    expect(search({ nombre: "rest" })).toEqual([0]);
    expect(search({ nombre: "lucia restrepo" })).toEqual([0]);
    expect(search({ nombre: "restrepo lucia" })).toEqual([0]);
    expect(search({ nombre: "felipe quintero" })).toEqual([1]);
    expect(search({ nombre: "lucia quintero" })).toEqual([]);
  });

  it("finds a place in the town or in the country", () => {
    expect(search({ lugar: "colombia" })).toEqual([0, 1, 3]);
    expect(search({ lugar: "jamundi" })).toEqual([3]);
    expect(search({ lugar: "ciudad de" })).toEqual([2]);
  });

  it("matches codes with or without dashes", () => {
    expect(search({ codigo: "IKY-0101-150309-01" })).toEqual([0]);
    expect(search({ codigo: "iky010115030901" })).toEqual([0]);
    expect(search({ codigo: "0100-0303" })).toEqual([1]);
    expect(search({ codigo: "0101" })).toEqual([0, 2, 4]);
  });

  it("combines the boxes with AND", () => {
    expect(search({ lugar: "colombia", codigo: "0101" })).toEqual([0]);
    expect(search({ nombre: "ximena", lugar: "colombia" })).toEqual([]);
    expect(search({ nombre: "isabel", lugar: "colombia", codigo: "9999" })).toEqual([3]);
  });

  it("returns everyone for an empty or blank query, no one when nothing matches", () => {
    expect(search({})).toEqual([0, 1, 2, 3, 4]);
    expect(search({ nombre: "   " })).toEqual([0, 1, 2, 3, 4]);
    expect(isEmptyQuery({ nombre: " ", lugar: "", codigo: "" })).toBe(true);
    expect(search({ nombre: "zzz" })).toEqual([]);
  });

  it("never matches a record's missing fields", () => {
    expect(search({ lugar: "null" })).toEqual([]);
    expect(search({ nombre: "sin nombre" })).toEqual([]);
  });

  it("shows the fallbacks for missing names and places", () => {
    expect(fullName(SAMPLE[4]!, NO_NAME)).toBe(NO_NAME);
    expect(placeOf(SAMPLE[4]!, NO_PLACE)).toBe(NO_PLACE);
    expect(fullName(SAMPLE[0]!, NO_NAME)).toBe("Lucía Restrepo Gómez");
    expect(placeOf(SAMPLE[2]!, NO_PLACE)).toBe("Ciudad de México, México");
  });

  it("keeps the search in the URL query and reads it back", () => {
    const q = { nombre: "Lucía", lugar: "", codigo: "IKY-0101" };
    const text = searchWithQuery("?utm=x&lugar=old", q);
    expect(new URLSearchParams(text).get("utm")).toBe("x");
    expect(new URLSearchParams(text).has("lugar")).toBe(false);
    expect(queryOf(new URLSearchParams(text))).toEqual(q);
    expect(searchWithQuery("?nombre=a", EMPTY_QUERY)).toBe("");
  });
});
