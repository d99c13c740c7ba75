import type { Messages } from "../types";
import { account } from "./account";
import { auth } from "./auth";
import { checkout } from "./checkout";
import { consent } from "./consent";
import { map } from "./map";
import { registry } from "./registry";
import { ui } from "./ui";
import { videos } from "./videos";
import { common } from "./common";

/** The English catalog (see ../es/index.ts). */
const en: Messages = { common, auth, account, checkout, registry, map, consent, videos, ui };

export default en;
