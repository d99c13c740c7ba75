// jsdom lacks TextEncoder, which react-dom/server's browser build needs at import: this module
// is imported first so the server render and the browser DOM can be tested side by side.
import { TextEncoder } from "util";

Object.assign(globalThis, { TextEncoder });
