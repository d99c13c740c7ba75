import type { Messages } from "../types";
import { tpl } from "../message";

export const home: Messages["home"] = {
  description:
    "School of yoga and movement therapy in Cali, Colombia: weekly classes, instructor and teacher trainings, IKYnesis, kankueb and retreats at the Ishka centre.",
  kicker: "School of yoga and movement therapy · Cali",
  lead: "Classical yoga, Maya movement and kankueb meditation, to live in the body with attention, strength and calm.",
  discover: "Discover the IKY system",
  planning: "This week's timetable",
  visionKicker: "Our vision",
  visionTitle: "A way back to yourself",
  visionText:
    "At IKY Yoga we bring together the classical tradition of India, the wisdom of Maya movement and contemporary research on the body, to accompany each person in their own process: with close-knit classes, serious trainings and a retreat centre surrounded by nature, at the foot of the Farallones de Cali.",
  pillars: {
    yoga: {
      title: "Classical yoga",
      text: "Asanas, breathing and meditation from the tradition, taught with precision and care.",
    },
    kankueb: {
      title: "Maya movement",
      text: "Kankueb: Maya dance and worldview, to move in harmony with the cycles.",
    },
    iky: {
      title: "IKYnesis",
      text: "Movement therapy inspired by Feldenkrais, to release tension and move better.",
    },
  },
  planningKicker: "Regular classes at the centre",
  planningFeedTitle: "The classes in your calendar",
  planningFeedText:
    "Subscribe to the timetable: the five weekly classes appear in your calendar every week.",
  eventsKicker: "What's on",
  eventsTitle: "Upcoming events",
  trainings: "Instructor and teacher trainings",
  noTrainings: "No trainings are scheduled for now.",
  otherEvents: "Other events",
  noOtherEvents: "No other events are scheduled for now.",
  allEvents: tpl("See all events ({total})"),
  plansKicker: "Monthly plans",
  plansTitle: "Programmes",
  plansIntro:
    "Choose how you want to practise. You can change or cancel your plan whenever you like.",
  photos: "Photos of the school",
  photoFallback: "Photograph of the school",
  photoAlt: {
    "01-shala-amanecer": "A person meditating, seated facing the mountains at dawn",
    "02-farallones": "The Farallones de Cali covered in green mist",
    "03-circulo-atardecer": "A meditation circle at sunset",
    "04-pacifico": "Meditation by the Pacific Ocean as the sun goes down",
    "05-mandala": "A lotus mandala in the school's colours",
  },
};
