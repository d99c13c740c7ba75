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
  island: "Navigation island",
  recommended: "Recommended",
  recommendations: "Recommendations",
  seeHere: "See here",
  open: "Open ↗",
  section: "Section ",
  of: " of ",
  read: " read",
  frameNote: "Can't see the content? Some sites do not allow being shown inside another page.",
  frameOpen: "Open it in a new tab",
  sectionMenu: "Sections of the page",
  scrollTop: "Back to top",
  yogaIntro: "What is yoga? Start with the definition",
};
