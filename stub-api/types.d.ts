// Shapes the stand-in keeps and passes around (JSDoc in the .mjs modules imports them).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { createState } from "./state.mjs";

/** A record of the sample data: the contract's fields, loosely typed (tests send odd ones). */
export type Fields = Record<string, unknown>;

/** A stored event: the sample shape (startInDays…), turned into the contract's per request. */
export type RawEvent = Fields & { idEvento?: unknown; startInDays?: unknown; fechas?: unknown };

export type User = Fields & {
  mail: string;
  password: string;
  idEstudiante?: number;
  idProfesor?: number;
};

export interface Users {
  estudiantes: User[];
  profesores: User[];
}

export interface CheckoutSession {
  id: string;
  planId: string;
  plan: Fields;
  incluirSuplemento: boolean;
  userId: unknown;
  siteOrigin: string;
  paid: boolean;
}

export interface Subscription {
  sessionId: string;
  planId: string;
  userId: unknown;
  incluirSuplemento: boolean;
}

export interface Call {
  method: string | undefined;
  path: string;
  query: Record<string, string>;
  headers: Record<string, unknown>;
  body: unknown;
  time: string;
}

/** POST /__stub/fail: the next calls under `path` fail with `status` (0 cuts the connection). */
export interface FailRule {
  status: number;
  times: number | null;
  path: string;
  method?: string;
}

/** POST /__stub/raw: one path answers exactly this. */
export interface RawRule {
  path: string;
  status: number;
  body: unknown;
  contentType?: string;
  method?: string;
}

export type State = ReturnType<typeof createState>;

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  state: State;
  url: URL;
  params: string[];
  bodyText: string;
  bodyJson: unknown;
}

/** method, path (a route template of src/school-api/routes.ts, or a pattern), handler */
export type Route = [string, string | RegExp, (ctx: Ctx) => void | Promise<void>];
