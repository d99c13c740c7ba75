import type { Messages } from "../types";
import { common } from "./common";
import { layout } from "./layout";
import { events } from "./events";
import { sections } from "./sections";
import { home } from "./home";
import { timetable } from "./timetable";

/** The English catalog (see ../es/index.ts). */
const en: Messages = { common, layout, events, sections, home, timetable };

export default en;
