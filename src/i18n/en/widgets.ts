import type { Messages } from "../types";
import { tpl } from "../message";

export const widgets: Messages["widgets"] = {
  mandala: {
    title: "The five elements",
    hint: "Move the pointer or the focus over an element to read how we work with it.",
    elements: {
      tierra: {
        name: "Earth",
        quality: "Stability, roots and trust.",
        practice:
          "Standing postures and slow balances, the feet firmly grounded and the breath low, into the belly. Earth comes at the start, to arrive and feel supported.",
      },
      agua: {
        name: "Water",
        quality: "Flow, adaptation and sensitivity.",
        practice:
          "Wave-like movements of the spine and pelvis, sequences linked with the breath and the spiralling turns of Maya movement.",
      },
      fuego: {
        name: "Fire",
        quality: "Energy, will and transformation.",
        practice:
          "Sun salutations, postures that strengthen the abdomen and active breathing that warms the body and wakes up the attention.",
      },
      aire: {
        name: "Air",
        quality: "Expansion, lightness and openness.",
        practice:
          "Chest openers, extensions and pranayama: the wide breath that opens space between the ribs and calms the heartbeat.",
      },
      eter: {
        name: "Ether",
        quality: "Space, silence and presence.",
        practice:
          "The final relaxation and kankueb meditation: the moment of not doing, when the practice settles and the mind grows quiet.",
      },
    },
  },
  and: " and ",
  detail: tpl("Details: {name}"),
  closeDetail: tpl("Close the details of {name}"),
  seeMore: "See more",
  brochure: "Eco-Living brochure",
  brochureFallback: "Your browser cannot show the brochure here.",
  brochureDownload: "Download the brochure as a PDF",
  brochureOpen: "Open the brochure (PDF) in a new tab",
  portrait: tpl("Portrait of {name}"),
  readBio: "Read biography",
  readBioOf: tpl("of {name}"),
  previousDiplomas: "Previous diplomas",
  nextDiplomas: "Next diplomas",
  toDiploma: tpl("Go to diploma {n}"),
  courseFacts: "Facts of the trainings",
  diplomasCarousel: "Diplomas carousel",
};
