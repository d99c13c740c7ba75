import type { Messages } from "../types";
import { auth } from "./auth";
import { common } from "./common";

/** The English catalog (see ../es/index.ts). */
const en: Messages = { common, auth };

export default en;
