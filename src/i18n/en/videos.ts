import type { Messages } from "../types";

export const videos: Messages["videos"] = {
  title: "Videos",
  description:
    "The IKY Yoga video library: yoga, meditation, IKYnesis, kankueb dance and Cali-style salsa to practise at home. Coming very soon.",
  kicker: "Video library · Coming very soon",
  heading: "Practise with us from home",
  lead: "We are recording the centre's classes so that you can follow them at your own pace, wherever you are. These are the five collections the video library will open with.",
  soon: "Coming soon",
  meanwhile: "In the meantime",
  meanwhileText:
    "Live classes by video call are already open in the online Premium plan, and every week there are open meditations in the events calendar.",
  plans: "See the plans",
  events: "See the events calendar",
  categories: {
    yoga: {
      name: "Yoga",
      text: "Sequences of the IKY System for every level, from 20 to 90 minutes.",
    },
    meditacion: {
      name: "Meditation",
      text: "Breathing, silence and guided meditations to start or end the day.",
    },
    ikynesis: {
      name: "IKYnesis",
      text: "Floor lessons in mindful movement to release the back and the hips.",
    },
    kankueb: {
      name: "Kankueb dance",
      text: "The Maya dance of the four directions, step by step and in ceremony.",
    },
    salsa: {
      name: "Cali-style salsa",
      text: "The basic steps and figures of salsa from Cali, as in the YES programme.",
    },
  },
};
