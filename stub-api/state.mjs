// Everything the stand-in remembers: the sample data (re-read on reset), accounts and their
// tokens, checkout sessions, the calls it received and the test controls' rules.
import { bogotaDayKey, readSample, sizeEvents, sizeTeachers, toApiEvent } from "./data.mjs";
import { hostileData } from "./hostile.mjs";

/** @typedef {import("./types").Fields} Fields */
/** @typedef {import("./types").RawEvent} RawEvent */

/**
 * Tests may read the state (startStub returns it); the lists are replaced on reset, so read
 * them through `state`, not a saved reference.
 * @param {{ events: number, teachers: number }} size
 * @param {{ hostile?: boolean }} [mode] hostile: every text of the data is an attack (hostile.mjs)
 */
export function createState(size, { hostile = false } = {}) {
  const state = {
    size: { ...size },
    hostile,
    /** @type {RawEvent[]} raw events, turned into the contract shape per request */
    events: [],
    /** @type {Fields[]} */
    teachers: [],
    /** @type {Fields[]} */
    plans: [],
    /** @type {import("./types").Users} */
    users: { estudiantes: [], profesores: [] },
    /** @type {Fields[]} teacher sign-ups waiting for approval */
    pendingTeachers: [],
    /** @type {Map<string, { role: "estudiante" | "profesor", mail: string }>} */
    tokens: new Map(),
    /** @type {Map<string, import("./types").CheckoutSession>} checkout sessions by id */
    sessions: new Map(),
    /** @type {import("./types").Subscription[]} completed subscriptions, in order */
    subscriptions: [],
    /** @type {import("./types").Call[]} */
    calls: [],
    /** @type {import("./types").FailRule[]} */
    fails: [],
    /** @type {import("./types").RawRule[]} */
    raws: [],
    /** this server's own origin, set once it listens */
    baseUrl: "",
    /** the origin browsers reach this server at, when not its own (startStub's publicUrl) */
    publicUrl: "",
    version: 0,
    cache: {
      key: "",
      events: "",
      /** @type {Map<string, Fields>} */
      byId: new Map(),
      teachersKey: -1,
      teachers: "",
    },
    /**
     * Restores the sample data; optional new sizes for the grown lists.
     * @param {{ events?: unknown, teachers?: unknown }} [next]
     */
    reset(next = {}) {
      if (next.events !== undefined) state.size.events = Number(next.events) || 0;
      if (next.teachers !== undefined) state.size.teachers = Number(next.teachers) || 0;
      state.events = sizeEvents(readSample("events.json"), state.size.events);
      state.teachers = sizeTeachers(readSample("teachers.json"), state.size.teachers);
      state.plans = readSample("plans.json");
      if (state.hostile) Object.assign(state, hostileData(state));
      state.users = readSample("users.json");
      state.pendingTeachers = [];
      state.tokens.clear();
      state.sessions.clear();
      state.subscriptions = [];
      state.calls = [];
      state.fails = [];
      state.raws = [];
      state.changed();
    },
    /** Call after changing events/teachers directly, so cached answers are rebuilt. */
    changed() {
      state.version += 1;
    },
    /** The events list as the API sends it; cached per data version and Bogotá day. */
    eventsAnswer(now = Date.now()) {
      const key = `${state.version}|${bogotaDayKey(now)}`;
      if (state.cache.key !== key) {
        const list = state.events.map((e) => (e && typeof e === "object" ? toApiEvent(e, now) : e));
        state.cache.byId = new Map();
        for (const e of list)
          if (e && typeof e === "object" && e.idEvento !== undefined)
            state.cache.byId.set(String(e.idEvento), e);
        state.cache.events = JSON.stringify(list);
        state.cache.key = key;
      }
      return state.cache;
    },
    teachersJson() {
      if (state.cache.teachersKey !== state.version) {
        state.cache.teachers = JSON.stringify(state.teachers);
        state.cache.teachersKey = state.version;
      }
      return state.cache.teachers;
    },
  };
  state.reset();
  return state;
}
