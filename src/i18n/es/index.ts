import { account } from "./account";
import { auth } from "./auth";
import { accountPages } from "./account-pages";
import { checkout } from "./checkout";
import { plans } from "./plans";
import { consent } from "./consent";
import { map } from "./map";
import { registry } from "./registry";
import { ui } from "./ui";
import { videos } from "./videos";
import { common } from "./common";
import { layout } from "./layout";
import { events } from "./events";
import { eventList } from "./event-list";
import { sections } from "./sections";
import { widgets } from "./widgets";
import { ripey } from "./ripey";
import { home } from "./home";
import { timetable } from "./timetable";

/**
 * The Spanish catalog: every interface string of the site, by part of the site. It is the reference: its
 * shape is the type every other language's catalog must match (types.ts), so a key missing in
 * English, or a message taking other arguments, fails `tsc`.
 */
const es = {
  common,
  layout,
  events,
  eventList,
  sections,
  widgets,
  ripey,
  home,
  timetable,
  auth,
  accountPages,
  account,
  checkout,
  plans,
  registry,
  map,
  consent,
  videos,
  ui,
};

export default es;
