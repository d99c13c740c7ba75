import type { Messages } from "../types";

export const sections: Messages["sections"] = {
  pages: {
    about: {
      title: "Our story",
      kicker: "About IKY Yoga",
      lead: "More than twenty years of training between India, the Maya world and somatic education: the path that shaped the school.",
      description:
        "The story of IKY Yoga: diplomas, yoga training, the Maya path, Feldenkrais training and the school's experience in Cali, Colombia.",
    },
    yoga: {
      title: "Yoga at IKY",
      kicker: "The system",
      lead: "Classical yoga, Maya movement and kankueb meditation in one system, with instructor and teacher trainings.",
      description:
        "What yoga is and how we teach it at IKY Yoga: the IKY system, the 21-day instructor course, the 6-month teacher training, courses, retreats and specialisations.",
    },
    iky: {
      title: "IKYnesis",
      kicker: "Movement therapy",
      lead: "A method of mindful movement to regain the body's ease, strength and curiosity.",
      description:
        "IKYnesis, the Feldenkrais method, courses, retreats and one-to-one somatic integration sessions at IKY Yoga, Cali.",
    },
    kankueb: {
      title: "Kankueb",
      kicker: "Maya movement",
      lead: "Dance, meditation and the Maya calendar: a practice for moving to the rhythm of the earth and of time.",
      description:
        "Kankueb, the Maya worldview and calendar and the Mystic Dance: Maya movement at IKY Yoga, Cali, Colombia.",
    },
    ripey: {
      title: "RIPEY",
      kicker: "Teacher registry",
      lead: "The International Registry of IKY Yoga Teachers: every graduate, with a code anyone can check, since 2009.",
      description:
        "What the RIPEY is, how to read a certification code, a sample diploma and the public list of graduate teachers by country.",
    },
    ishka: {
      title: "Ishka Centre",
      kicker: "Retreat centre · Cali",
      lead: "A practice centre and an eco-hotel among gardens, to train, rest and live together calmly.",
      description:
        "IKY Yoga's Ishka centre in Cali: its spaces, teachers, weekly timetable and the Eco-Living eco-hotel.",
    },
  },
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
  ripey: {
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
  },
  and: " and ",
  detail: (name) => `Details: ${name}`,
  closeDetail: (name) => `Close the details of ${name}`,
  island: "Navigation island",
  recommended: "Recommended",
  recommendations: "Recommendations",
  seeHere: "See here",
  open: "Open ↗",
  newTab: " (opens in a new tab)",
  section: "Section ",
  of: " of ",
  read: " read",
  frameNote: "Can't see the content? Some sites do not allow being shown inside another page.",
  frameOpen: "Open it in a new tab",
  sectionMenu: "Sections of the page",
  scrollTop: "Back to top",
  yogaIntro: "What is yoga? Start with the definition",
  seeMore: "See more",
  brochure: "Eco-Living brochure",
  brochureFallback: "Your browser cannot show the brochure here.",
  brochureDownload: "Download the brochure as a PDF",
  brochureOpen: "Open the brochure (PDF) in a new tab",
  portrait: (name) => `Portrait of ${name}`,
  readBio: "Read biography",
  readBioOf: (name) => `of ${name}`,
  previousDiplomas: "Previous diplomas",
  nextDiplomas: "Next diplomas",
  toDiploma: (n) => `Go to diploma ${n}`,
  courseFacts: "Facts of the trainings",
  diplomasCarousel: "Diplomas carousel",
  centreMap: "Map of the Ishka centre in Cali",
  centre: "Ishka Centre",
};
