import type { Messages } from "../types";

export const ripey: Messages["ripey"] = {
  partsLabel: "Parts of the code IKY-0101-150309-01",
  parts: {
    IKY: { label: "Prefix", text: "The school that certifies." },
    "0101": { label: "Type of training", text: "Four digits: 0101 is Yoga Teacher." },
    "150309": { label: "Date", text: "Day, month and year: 15 March 2009." },
    "01": { label: "Order", text: "The first diploma of that day." },
  },
  since: "Codes registered since",
  typesCaption: "Types of training",
  code: "Code",
  formation: "Training",
  types: {
    "0100": "Diploma in Yoga",
    "0101": "Yoga Teacher",
    "0102": "Yoga Instructor",
    "0103": "Specialisation in Yoga",
    "0202": "Kankueb Dance Teacher",
    "0303": "IKYnesis Teacher",
  },
  exampleAlt:
    "Sample IKY Yoga diploma: Yoga Teacher, Lucía Restrepo Gómez, code IKY-0101-150309-01",
  exampleCaption: "Sample diploma. Look up the code",
  exampleCaptionEnd: "in the list of teachers.",
};
