import type { Messages } from "../types";
import { common } from "./common";

/** The English catalog (see ../es/index.ts). */
const en: Messages = { common };

export default en;
