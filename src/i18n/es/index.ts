import { common } from "./common";
import { layout } from "./layout";
import { events } from "./events";
import { sections } from "./sections";
import { home } from "./home";
import { timetable } from "./timetable";

/**
 * The Spanish catalog: every interface string of the site, by area. It is the reference: its
 * shape is the type every other language's catalog must match (types.ts), so a key missing in
 * English, or a message taking other arguments, fails `tsc`.
 */
const es = { common, layout, events, sections, home, timetable };

export default es;
