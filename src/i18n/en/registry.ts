import type { Messages } from "../types";
import { plural, tpl } from "../message";

export const registry: Messages["registry"] = {
  fields: {
    nombre: { label: "First and last name", hint: "", placeholder: "e.g. Lucía Restrepo" },
    lugar: { label: "Place", hint: "City or country", placeholder: "e.g. Cali or México" },
    codigo: {
      label: "Certification code",
      hint: "",
      placeholder: "e.g. IKY-0101-150309-01",
    },
  },
  searchLabel: "Search the teacher registry",
  byCountry: "Teachers by country",
  searching: "Searching the whole registry…",
  noResults: "No teachers match the search criteria.",
  matches: plural("1 teacher matches the search.", "{n} teachers match the search."),
  total: plural("1 graduated teacher.", "{n} graduated teachers."),
  totalIn: plural(
    "1 graduated teacher in {countries} countries.",
    "{n} graduated teachers in {countries} countries.",
  ),
  clear: "Clear the search",
  loadError:
    "The full registry could not be loaded: the search and the map only include the first teachers. Check your connection.",
  mapTitle: "Map of teachers",
  mapLabel: "Map of the registry's teachers",
  onMap: plural("1 teacher on the map.", "{n} teachers on the map."),
  onlyInList: "Teachers who do not give their exact location appear only in the list.",
  noName: "No name",
  noTitle: "No title",
  noAddress: "No address",
  noPlace: "Location not specified",
  table: {
    caption: "Graduated teachers of the registry: name, title, place and certification code",
    name: "Name",
    title: "Title",
    place: "Place",
    code: "Code",
    loadingRest: "Loading the rest of the registry…",
    less: "Show fewer",
    more: plural("Show 1 more teacher", "Show {n} more teachers"),
  },
  record: {
    photo: tpl("Photo of {name}"),
    loading: "Loading the record…",
    error: "This teacher's full record could not be loaded.",
    address: "Address",
    training: "Training",
    diploma: tpl("Diploma of {name}"),
  },
  certification: {
    title: "Certification",
    code: "Code",
    formation: "Training",
    date: "Date",
    order: "Order of the day",
    ordinal: { one: tpl("{n}st"), two: tpl("{n}nd"), few: tpl("{n}rd"), other: tpl("{n}th") },
    unreadable: "This code could not be read. ",
    noCode: "No certification code.",
    format:
      "The code does not have the expected format: prefix, training type (4 digits), date DDMMYY and order number (2 digits).",
    unknownType: tpl("training type {tipo} does not exist"),
    badDate: tpl("{date} is not a valid date (DDMMYY)"),
    badOrder: "the order number must start at 01",
  },
};
