/**
 * @jest-environment node
 */
// Publishing under faults, against a real HTTP server on loopback: each fault the
// school's API can produce, with the outcome the build must have. sourceNodes runs with a
// fake of the slice of Gatsby's Node API it uses.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SourceNodesArgs } from "gatsby";
import sharp from "sharp";
import { FetchJsonError, fetchJson } from "../../src/node/fetch-json";
import { checkImage, ImageRejected, imageCaps } from "../../src/node/images";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A test server: a handler per path (query included when present), counting hits. */
async function serve(routes: Record<string, Handler>) {
  const hits: Record<string, number> = {};
  const open = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const key = req.url ?? "/";
    hits[key] = (hits[key] ?? 0) + 1;
    const handler = routes[key] ?? routes[key.split("?")[0] ?? ""];
    if (handler) handler(req, res);
    else res.writeHead(404, { "content-type": "application/json" }).end('{"message":"no"}');
  });
  server.on("connection", (socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const json =
  (body: unknown, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
const bytes =
  (body: Buffer, type: string, extra: Record<string, string> = {}): Handler =>
  (req, res) => {
    if (extra.etag && req.headers["if-none-match"] === extra.etag) {
      res.writeHead(304, extra).end();
      return;
    }
    res.writeHead(200, { "content-type": type, ...extra }).end(body);
  };

const FAST = { retries: 1, baseDelayMs: 5 };
let server: Awaited<ReturnType<typeof serve>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// Real images, made once: a PNG, a JPEG with enough detail that half of it is a truncated
// body, and a strip wider than the caps.
let png: Buffer;
let jpeg: Buffer;
let wide: Buffer;
beforeAll(async () => {
  png = await sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: 90, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
  const noise = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  jpeg = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  wide = await sharp({
    create: { width: 12_000, height: 4, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
});

describe("API reads: deadline, size cap, retries (fetchJson)", () => {
  it("500 then success: retried, and the later answer is used", async () => {
    let calls = 0;
    server = await serve({
      "/api/x": (req, res) => {
        calls += 1;
        if (calls === 1) json({ message: "boom" }, 500)(req, res);
        else json([1, 2])(req, res);
      },
    });
    await expect(fetchJson(`${server.url}/api/x`, FAST)).resolves.toEqual([1, 2]);
    expect(calls).toBe(2);
  });

  it("a truncated JSON body fails, naming the URL", async () => {
    server = await serve({
      "/api/eventos": (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" }).end('[{"idEvento": 41, "resu');
      },
    });
    const error = await fetchJson(`${server.url}/api/eventos`, FAST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchJsonError);
    expect(String((error as Error).message)).toContain(`${server.url}/api/eventos`);
    expect((error as FetchJsonError).reason).toMatch(/not valid JSON/);
  });

  it("an answer slower than the deadline fails in bounded time, naming the URL", async () => {
    server = await serve({
      // Headers at once, then the body never ends: the deadline covers the body too.
      "/api/lento": (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.write("[");
      },
      "/api/mudo": () => {},
    });
    for (const route of ["/api/lento", "/api/mudo"]) {
      // The tries are counted where they are made: on a busy machine a try's deadline can pass
      // before the server (in this same process) has read its request, so the server's count
      // can be one short.
      const tries = jest.spyOn(globalThis, "fetch");
      try {
        const started = Date.now();
        const error = await fetchJson(`${server.url}${route}`, {
          ...FAST,
          timeoutMs: 300,
        }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(FetchJsonError);
        expect((error as Error).message).toContain(`${server.url}${route}`);
        expect((error as FetchJsonError).reason).toMatch(/time-out/);
        // Two tries of 0.3 s and a short backoff; nowhere near a hang.
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(tries.mock.calls.map(([url]) => String(url))).toEqual([
          `${server.url}${route}`,
          `${server.url}${route}`,
        ]);
      } finally {
        tries.mockRestore();
      }
    }
  });

  it("an answer over the size cap fails, declared or endless", async () => {
    server = await serve({
      "/api/grande": (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" }).end(`[${"1,".repeat(4096)}1]`);
      },
      "/api/sin-fin": (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        const chunk = Buffer.alloc(16 * 1024, 0x20);
        const timer = setInterval(() => {
          if (!res.write(chunk)) return;
        }, 1);
        res.on("close", () => clearInterval(timer));
      },
    });
    for (const route of ["/api/grande", "/api/sin-fin"]) {
      const error = await fetchJson(`${server.url}${route}`, {
        ...FAST,
        maxBytes: 4096,
        timeoutMs: 10_000,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FetchJsonError);
      expect((error as FetchJsonError).reason).toMatch(/exceeds the limit of 4 KB/);
      expect((error as Error).message).toContain(route);
      expect(server.hits[route]).toBe(1); // not worth a retry
    }
  });
});

describe("checkImage", () => {
  const caps = imageCaps();

  it("accepts a real image and says what it is", async () => {
    await expect(checkImage(png, "image/png", caps)).resolves.toMatchObject({
      format: "png",
      ext: ".png",
      width: 64,
      height: 40,
    });
    await expect(checkImage(jpeg, "image/jpeg; charset=binary", caps)).resolves.toMatchObject({
      ext: ".jpg",
    });
  });

  it.each([
    [
      "bytes that are not an image",
      () => Buffer.from("esto no es una imagen"),
      "image/png",
      /not a readable image/,
    ],
    [
      "a truncated JPEG",
      () => jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      "image/jpeg",
      /cannot be decoded/,
    ],
    ["an image sent as HTML", () => png, "text/html", /content type is "text\/html"/],
    ["no content type", () => png, null, /"none"/],
    ["an empty body", () => Buffer.alloc(0), "image/png", /empty/],
    [
      "an SVG",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      "image/svg+xml",
      /format "svg" not accepted/,
    ],
    ["a strip wider than the caps", () => wide, "image/png", /measures 12000×4 px/],
  ])("refuses %s", async (_what, body, type, reason) => {
    const error = await checkImage(body(), type, caps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejected);
    expect((error as Error).message).toMatch(reason);
  });

  it("refuses a file over the byte cap", async () => {
    await expect(checkImage(jpeg, "image/jpeg", { ...caps, maxBytes: 1000 })).rejects.toThrow(
      /weighs .* \(at most 1 KB\)/,
    );
  });
});

/** The slice of Gatsby's Node API that sourceNodes uses, recording what it is given. */
function fakeGatsby(dir: string) {
  const stores = new Map<string, Map<string, unknown>>();
  const getCache = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      name,
      directory: path.join(dir, name),
      get: async (key: string) => store.get(key),
      set: async (key: string, value: unknown) => {
        store.set(key, value);
        return value;
      },
      del: async (key: string) => {
        store.delete(key);
      },
    };
  };
  const nodes: Array<Record<string, unknown> & { id: string; internal: { type: string } }> = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  const panics: string[] = [];
  const panicOnBuild = (arg: unknown) => {
    const message =
      typeof arg === "string"
        ? arg
        : String((arg as { context?: { sourceMessage?: string } }).context?.sourceMessage);
    panics.push(message);
  };
  const reporter = {
    warn: (m: string) => warnings.push(m),
    info: (m: string) => infos.push(m),
    panic: (m: string) => {
      throw new Error(m);
    },
    panicOnBuild,
    activityTimer: () => ({
      start: () => {},
      end: () => {},
      setStatus: () => {},
      panicOnBuild,
    }),
    createProgress: () => ({
      start: () => {},
      tick: () => {},
      setStatus: () => {},
      done: () => {},
    }),
  };
  const args = {
    actions: {
      createNode: (node: (typeof nodes)[number]) => {
        nodes.push(node);
      },
    },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (input: unknown) => `digest:${JSON.stringify(input).length}`,
    getCache,
    cache: getCache("default-site-plugin"),
    reporter,
  } as unknown as SourceNodesArgs;
  const ofType = (type: string) => nodes.filter((n) => n.internal.type === type);
  return { args, nodes, ofType, warnings, infos, panics };
}

describe("sourceNodes under faults", () => {
  let dir: string;
  const previous = process.env.GATSBY_API_URL;
  const retries = process.env.IKY_FETCH_RETRIES;
  const backoff = process.env.IKY_FETCH_BACKOFF_MS;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "iky-faults-"));
    process.env.IKY_FETCH_RETRIES = "1";
    process.env.IKY_FETCH_BACKOFF_MS = "5";
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    const restore = (name: string, value: string | undefined) => {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    };
    restore("GATSBY_API_URL", previous);
    restore("IKY_FETCH_RETRIES", retries);
    restore("IKY_FETCH_BACKOFF_MS", backoff);
  });

  /** sourceNodes bound to this server (the API URL is read when the module loads). */
  function loadSourceNodes(url: string) {
    process.env.GATSBY_API_URL = url;
    let mod: typeof import("../../src/node/source-nodes") | undefined;
    jest.isolateModules(() => {
      mod = jest.requireActual<typeof import("../../src/node/source-nodes")>(
        "../../src/node/source-nodes",
      );
    });
    return mod!.sourceNodes as (args: SourceNodesArgs) => Promise<void>;
  }

  const image = (name: string) => `/api/profesores/public/imagen?fileName=${name}`;
  const evento = (idEvento: number, imagenCobertura: string, imagenes: string[] = []) => ({
    idEvento,
    resumen: `Evento ${idEvento}`,
    imagenCobertura,
    imagenes,
  });

  it("a corrupt image is skipped with a warning naming it and its event; the build goes on", async () => {
    server = await serve({
      "/api/eventos/profesor/13": json([
        evento(41, "buena.png", ["foto.jpg"]),
        evento(49, "danada.png"),
        evento(50, "cortada.jpg", ["html.png", "falta.jpg"]),
      ]),
      "/api/profesores/public/planes": json([
        { idPlan: 2, nombre: "Premium", costoMensualEur: 40 },
      ]),
      "/api/profesores/public/diplomado": json([
        { nombre: "Lucía", codigo: "IKY-0101-150309-01", foto: "danada.png", diploma: "ancha.png" },
      ]),
      [image("buena.png")]: bytes(png, "image/png"),
      [image("foto.jpg")]: bytes(jpeg, "image/jpeg"),
      [image("danada.png")]: bytes(Buffer.from("<html>esto no es una imagen</html>"), "image/png"),
      [image("cortada.jpg")]: bytes(jpeg.subarray(0, jpeg.length >> 1), "image/jpeg"),
      [image("html.png")]: bytes(png, "text/html; charset=utf-8"),
      [image("ancha.png")]: bytes(wide, "image/png"),
    });
    const sourceNodes = loadSourceNodes(server.url);
    const gatsby = fakeGatsby(dir);
    await sourceNodes(gatsby.args);

    expect(gatsby.panics).toEqual([]);
    const events = gatsby.ofType("Event");
    expect(events.map((e) => e.idEvento)).toEqual([41, 49, 50]);
    const files = gatsby.ofType("File");
    expect(files).toHaveLength(2);
    const [e41, e49, e50] = events;
    expect(files.map((f) => f.id)).toContain(e41!.imagenCoberturaFile);
    expect(e41!.imagenesFiles).toHaveLength(1);
    // The event whose cover is broken is still built, without a cover (the page's fallback).
    expect(e49!.imagenCoberturaFile).toBeNull();
    expect(e50!.imagenCoberturaFile).toBeNull();
    expect(e50!.imagenesFiles).toEqual([]);
    expect(gatsby.ofType("RegistryTeacher")[0]).toMatchObject({
      fotoFile: null,
      diplomaFile: null,
    });

    const warned = gatsby.warnings.join("\n");
    expect(warned).toMatch(
      /image "danada\.png" skipped \(used by event 49 «Evento 49» \(cover\); teacher IKY-0101-150309-01 \(photo\)\): not a readable image/,
    );
    expect(warned).toMatch(/image "cortada\.jpg" skipped \(used by event 50 .*cannot be decoded/);
    expect(warned).toMatch(/image "html\.png" skipped .*text\/html/);
    expect(warned).toMatch(/image "falta\.jpg" skipped .*status 404/);
    expect(warned).toMatch(
      /image "ancha\.png" skipped \(used by teacher .* \(diploma\)\): measures/,
    );
    expect(gatsby.infos.join("\n")).toMatch(/2 images \(0 records skipped, 5 images skipped\)/);
  });

  it("a warm build asks with the ETag and reuses the checked file on 304", async () => {
    let notModified = 0;
    const served = bytes(png, "image/png", { etag: '"v1"' });
    const routes = {
      "/api/eventos/profesor/13": json([evento(41, "buena.png")]),
      "/api/profesores/public/planes": json([]),
      "/api/profesores/public/diplomado": json([]),
      [image("buena.png")]: ((req, res) => {
        if (req.headers["if-none-match"] === '"v1"') notModified += 1;
        served(req, res);
      }) as Handler,
    };
    server = await serve(routes);
    const sourceNodes = loadSourceNodes(server.url);
    const gatsby = fakeGatsby(dir);
    await sourceNodes(gatsby.args);
    const first = gatsby.ofType("Event")[0]!.imagenCoberturaFile;
    expect(first).toBeTruthy();
    gatsby.nodes.length = 0;
    // A later build is a new process: modules (and their in-memory caches) load afresh.
    await loadSourceNodes(server.url)(gatsby.args);
    expect(gatsby.ofType("Event")[0]!.imagenCoberturaFile).toBe(first);
    expect(gatsby.ofType("File")).toHaveLength(1);
    expect(server.hits[image("buena.png")]).toBe(2);
    expect(notModified).toBe(1);
    // Only content/school.yaml's sample values, as on every build until they are replaced.
    expect(gatsby.warnings).toEqual([
      expect.stringMatching(/school\.yaml todavía tiene valores de muestra/),
      expect.stringMatching(/school\.yaml todavía tiene valores de muestra/),
    ]);
  });

  it.each([
    [
      "registry",
      "/api/profesores/public/diplomado",
      { error: "mantenimiento" },
      /did not answer a list of registry teachers but an object: \{"error":"mantenimiento"\}/,
    ],
    [
      "plans",
      "/api/profesores/public/planes",
      "sin planes",
      /did not answer a list of plans but a string: "sin planes"/,
    ],
    ["events", "/api/eventos/profesor/13", null, /did not answer a list of events but null/],
  ])(
    "a %s answer that is not a list fails the build, naming the URL and what came back",
    async (_what, route, body, message) => {
      server = await serve({
        "/api/eventos/profesor/13": json([evento(41, "")]),
        "/api/profesores/public/planes": json([]),
        "/api/profesores/public/diplomado": json([]),
        [route]: json(body),
      });
      const sourceNodes = loadSourceNodes(server.url);
      const gatsby = fakeGatsby(dir);
      await expect(sourceNodes(gatsby.args)).rejects.toThrow(message);
      expect(gatsby.panics).toHaveLength(1);
      expect(gatsby.panics[0]).toContain(`${server.url}${route}`);
      expect(gatsby.panics[0]).toMatch(message);
      expect(gatsby.panics[0]).toMatch(/the published site stays as it is/);
      expect(gatsby.nodes).toEqual([]);
    },
  );

  it("empty lists are answers: the build goes on with no plans or teachers", async () => {
    server = await serve({
      "/api/eventos/profesor/13": json([evento(41, "")]),
      "/api/profesores/public/planes": json([]),
      "/api/profesores/public/diplomado": json([]),
    });
    const sourceNodes = loadSourceNodes(server.url);
    const gatsby = fakeGatsby(dir);
    await sourceNodes(gatsby.args);
    expect(gatsby.panics).toEqual([]);
    expect(gatsby.ofType("Event")).toHaveLength(1);
    expect(gatsby.ofType("Plan")).toHaveLength(0);
    expect(gatsby.ofType("RegistryTeacher")).toHaveLength(0);
  });

  it("a truncated or endless answer fails the build with the URL, never hangs it", async () => {
    process.env.IKY_FETCH_TIMEOUT_MS = "300";
    try {
      server = await serve({
        "/api/eventos/profesor/13": json([]),
        "/api/profesores/public/planes": (_req, res) => {
          res.writeHead(200, { "content-type": "application/json" }).end('[{"idPlan": 2, "nom');
        },
        "/api/profesores/public/diplomado": (_req, res) => {
          res.writeHead(200, { "content-type": "application/json" });
          res.write("[");
        },
      });
      const sourceNodes = loadSourceNodes(server.url);
      const gatsby = fakeGatsby(dir);
      await expect(sourceNodes(gatsby.args)).rejects.toThrow(/not valid JSON/);
      expect(gatsby.panics[0]).toMatch(
        new RegExp(
          `Could not read the plans from the API \\(${server.url}/api/profesores/public/planes, status 200: the answer is not valid JSON`,
        ),
      );

      gatsby.panics.length = 0;
      await server.close();
      server = await serve({
        "/api/eventos/profesor/13": json([]),
        "/api/profesores/public/planes": json([]),
        "/api/profesores/public/diplomado": (_req, res) => {
          res.writeHead(200, { "content-type": "application/json" });
          res.write("[");
        },
      });
      const again = loadSourceNodes(server.url);
      const started = Date.now();
      await expect(again(gatsby.args)).rejects.toThrow(/time-out/);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(gatsby.panics[0]).toMatch(
        /registry teachers .*diplomado, status 200: no complete answer within 0.3 s/,
      );
    } finally {
      delete process.env.IKY_FETCH_TIMEOUT_MS;
    }
  });
});
