import type { Messages } from "../types";

export const eventList: Messages["eventList"] = {
  listTitle: "Events",
  listDescription:
    "Instructor and teacher trainings, retreats, workshops and special classes of IKY Yoga in Cali and online.",
  listKicker: "What's on",
  listLead:
    "Trainings, retreats and workshops at the Ishka centre in Cali and online. Each card shows the time left before it starts.",
  upcomingHeading: "Upcoming and current events",
  noEvents: "No events are scheduled for now. Come back soon.",
  feedTitle: "The events in your calendar",
  feedText: "Subscribe and your calendar will show every new event of the school, kept up to date.",
  pastHeading: "Past events",
};
