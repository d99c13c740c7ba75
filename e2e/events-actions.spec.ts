// Events people can act on. 'Inscríbete' leads somewhere in every state (login and back,
// never elsewhere through `next`), finished events take no sign-ups, and every calendar file —
// one event's, the events feed, the weekly planning, and the one made in the browser for an
// event newer than the build — is read back by an independent parser (ical.js) with the right
// times.
import { readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";

// Playwright runs from the project's root.
const sample = JSON.parse(
  readFileSync(path.resolve("content", "sample", "events.json"), "utf8"),
) as { idEvento: number; resumen: string; hourInicio: number; minuteInicio: number }[];
const taller = sample.find((e) => e.idEvento === 41)!;

/** '10:00', the wall-clock time in Cali of an instant. */
const caliClock = new Intl.DateTimeFormat("es-CO", {
  timeZone: "America/Bogota",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const caliDay = new Intl.DateTimeFormat("es-CO", { timeZone: "America/Bogota", weekday: "long" });
const clockOf = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c)),
  };
}

/** Clicks `trigger` and returns the text of the file the browser downloads. */
async function downloaded(page: Page, trigger: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), trigger()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), "utf8") };
}

async function logIn(page: Page) {
  await page.getByLabel("Correo electrónico").fill("ana@example.org");
  await page.getByLabel("Contraseña", { exact: true }).fill("yoga1234");
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
}

test.describe("Inscríbete is never a dead end", () => {
  test("logged out: to the login and, once in, back to the same event; then, to the platform", async ({
    page,
  }) => {
    await page.goto("/events/41/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Inscríbete" }).click();
    await expect(page).toHaveURL(/\/login\/\?next=%2Fevents%2F41%2F$/);
    await expect(page.getByText("volverás al evento para completar tu inscripción")).toBeVisible();
    await logIn(page);
    await expect(page).toHaveURL(/\/events\/41\/$/);
    await expect(page.getByRole("heading", { level: 1, name: taller.resumen })).toBeVisible();
    const inscribete = page.getByRole("link", { name: "Inscríbete" });
    await expect(inscribete).not.toHaveAttribute("href", /\/login\//);
    await inscribete.click();
    await expect(page).toHaveURL(/\/plataforma/);
  });

  for (const next of [
    "//evil.example/",
    "https://evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
  ]) {
    test(`\`next\` does not lead off the site: ${next}`, async ({ page }) => {
      await page.goto(`/login/?next=${encodeURIComponent(next)}`);
      await waitForHydration(page);
      await expect(page.getByText(/volverás/)).toHaveCount(0);
      await logIn(page);
      // The usual destination after a login, never the address in `next` (a request to
      // another host would fail this test on its own).
      await expect(page).toHaveURL(/\/plataforma/);
      expect(new URL(page.url()).hostname).not.toContain("evil");
    });
  }

  test("ask by e-mail or WhatsApp, with the event's title and date", async ({ page }) => {
    await page.goto("/events/41/");
    const mail = await page
      .getByRole("link", { name: "Escríbenos un correo" })
      .getAttribute("href");
    expect(mail).toMatch(/^mailto:/);
    expect(decodeURIComponent(mail!)).toContain(`«${taller.resumen}»`);
    const whatsapp = new URL(
      (await page.getByRole("link", { name: /pregunta por WhatsApp/ }).getAttribute("href"))!,
    );
    expect(whatsapp.hostname).toBe("wa.me");
    expect(whatsapp.searchParams.get("text")).toContain(`«${taller.resumen}»`);
    expect(whatsapp.searchParams.get("text")).toMatch(/\d+ de \w+ de \d{4}/);
  });
});

test.describe("finished and running events", () => {
  test("a finished event says 'Evento finalizado' and offers no sign-up", async ({ page }) => {
    await page.goto("/events/31/");
    await waitForHydration(page);
    await expect(page.getByText("Evento finalizado").first()).toBeVisible();
    await expect(page.getByText("Inscripciones cerradas")).toBeVisible();
    await expect(page.getByRole("link", { name: "Inscríbete" })).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      "Evento finalizado",
    );
  });

  test("a running one keeps the product rules' progress bar and the sign-up", async ({ page }) => {
    await page.goto("/events/38/");
    await waitForHydration(page);
    await expect(page.getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      "Evento en curso o finalizado",
    );
    await expect(page.getByRole("link", { name: "Inscríbete" })).toBeVisible();
  });

  test("the list sets the past ones apart, and the home page counts those /events shows", async ({
    page,
  }) => {
    await page.goto("/events/");
    await waitForHydration(page);
    const past = page.getByRole("region", { name: "Eventos pasados" });
    await expect(
      past.getByRole("link", { name: "Meditación en línea de luna llena" }),
    ).toBeVisible();
    await expect(
      past.getByRole("link", { name: "Instructorado de Yoga IKY – 21 días", exact: true }),
    ).toHaveCount(0);
    const upcoming =
      (await page.getByRole("article").count()) - (await past.getByRole("article").count());
    expect(upcoming).toBeGreaterThan(0);

    await page.goto("/");
    await waitForHydration(page);
    await expect(
      page.getByRole("link", { name: `Ver todos los eventos (${upcoming})` }),
    ).toBeVisible();
  });
});

test.describe("calendar files", () => {
  test("an event's .ics: it downloads and a parser reads its Cali times", async ({
    page,
    request,
  }) => {
    await page.goto("/events/41/");
    await waitForHydration(page);
    const box = page.getByRole("region", { name: "Añadir al calendario" });
    const file = await downloaded(page, () =>
      box.getByRole("link", { name: /Archivo \.ics/ }).click(),
    );
    expect(file.name).toBe("evento-41.ics");
    const { events } = parseIcs(file.text);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.summary).toBe(taller.resumen);
    expect(caliClock.format(event!.startDate.toJSDate())).toBe(
      clockOf(taller.hourInicio, taller.minuteInicio),
    );
    expect(caliClock.format(event!.endDate.toJSDate())).toBe("13:00");
    expect(event!.location).toBe("Centro IKY, Barrio San Antonio, Cali, Colombia");
    expect(event!.component.getFirstPropertyValue("url")).toMatch(/\/events\/41\/$/);
    const response = await request.get("/calendario/evento-41.ics");
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);

    const google = new URL(
      (await box.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!,
    );
    const [start] = google.searchParams.get("dates")!.split("/");
    expect(start).toBe(
      event!.startDate
        .toJSDate()
        .toISOString()
        .replace(/\.\d{3}Z$/, "Z")
        .replace(/[-:]/g, ""),
    );
  });

  test("an event newer than the build: the file is made in the browser", async ({
    page,
    request,
    stubURL,
  }) => {
    const created = await request.post(`${stubURL}/__stub/events`, {
      data: {
        resumen: "Taller nuevo de respiración",
        startInDays: 5,
        hourInicio: 18,
        minuteInicio: 30,
        hourFin: 20,
        minuteFin: 0,
      },
    });
    const { idEvento } = (await created.json()) as { idEvento: number };
    try {
      await page.goto(`/events/${idEvento}/`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Taller nuevo de respiración" }),
      ).toBeVisible();
      const box = page.getByRole("region", { name: "Añadir al calendario" });
      const file = await downloaded(page, () =>
        box.getByRole("button", { name: /Archivo \.ics/ }).click(),
      );
      expect(file.name).toBe(`evento-${idEvento}.ics`);
      const [event] = parseIcs(file.text).events;
      expect(event!.summary).toBe("Taller nuevo de respiración");
      expect(caliClock.format(event!.startDate.toJSDate())).toBe("18:30");
      expect(caliClock.format(event!.endDate.toJSDate())).toBe("20:00");
      const api = (await (await request.get(`${stubURL}/api/eventos/${idEvento}`)).json()) as {
        fechas: { fechaInicio: string };
      };
      expect(event!.startDate.toJSDate().getTime()).toBe(Date.parse(api.fechas.fechaInicio));
    } finally {
      await request.delete(`${stubURL}/__stub/events/${idEvento}`);
    }
  });

  test("/eventos.ics: the events not yet finished, linked from /events to subscribe", async ({
    page,
    request,
  }) => {
    const response = await request.get("/eventos.ics");
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
    const { events } = parseIcs(await response.text());
    const titles = events.map((e) => e.summary);
    expect(titles).toContain(taller.resumen);
    expect(titles).toContain("Instructorado de Yoga IKY – 21 días"); // running
    expect(titles).not.toContain("Meditación en línea de luna llena"); // over
    const fromFeed = events.find((e) => e.summary === taller.resumen)!;
    expect(caliClock.format(fromFeed.startDate.toJSDate())).toBe(
      clockOf(taller.hourInicio, taller.minuteInicio),
    );

    await page.goto("/events/");
    const feed = page.getByRole("region", { name: "Los eventos en tu calendario" });
    await expect(feed.getByRole("link", { name: /Suscribirse/ })).toHaveAttribute(
      "href",
      /^webcal:\/\/.+\/eventos\.ics$/,
    );
    await expect(feed.getByRole("link", { name: "Descargar .ics" })).toHaveAttribute(
      "href",
      "/eventos.ics",
    );
  });

  test("/planning.ics: the five weekly classes, linked from the home page's planning", async ({
    page,
    request,
  }) => {
    const { events } = parseIcs(await (await request.get("/planning.ics")).text());
    const slots = events.map((event) => {
      expect(event.isRecurring()).toBe(true);
      expect(String(event.component.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY");
      const start = event.startDate.toJSDate();
      return `${caliDay.format(start)} ${caliClock.format(start)}-${caliClock.format(event.endDate.toJSDate())}`;
    });
    expect(slots).toEqual([
      "martes 09:00-11:00",
      "martes 19:20-20:45",
      "jueves 09:00-11:00",
      "sábado 08:00-10:00",
      "sábado 11:00-13:00",
    ]);
    // The next repetition falls a week later at the same time in Cali.
    const it = events[1]!.iterator();
    const first = it.next()!.toJSDate();
    const second = it.next()!.toJSDate();
    expect(second.getTime() - first.getTime()).toBe(7 * 24 * 3_600_000);
    expect(caliClock.format(second)).toBe("19:20");

    await page.goto("/");
    const planning = page.getByRole("region", { name: "Planning de la semana" });
    const feed = planning.getByRole("region", { name: "Las clases en tu calendario" });
    await expect(feed.getByRole("link", { name: /Suscribirse/ })).toHaveAttribute(
      "href",
      /^webcal:\/\/.+\/planning\.ics$/,
    );
  });
});

test.describe("sharing", () => {
  test("without Web Share: copies the link and confirms it in Spanish", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto("/events/41/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Compartir" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Enlace copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL("/events/41/", baseURL).href,
    );
  });

  test("with Web Share: the system menu gets the title and the link", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: unknown) => {
          w.shared.push(data);
        },
      });
    });
    await page.goto("/events/41/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Compartir" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        { title: taller.resumen, text: taller.resumen, url: new URL("/events/41/", baseURL).href },
      ]);
  });

  test("Open Graph: the event's cover as an absolute URL that exists", async ({
    page,
    request,
  }) => {
    await page.goto("/events/41/");
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(image).toMatch(/^https?:\/\/[^/]+\/.+\.(jpe?g|png|webp)$/);
    await expect(page.locator('meta[property="og:title"]').first()).toHaveAttribute(
      "content",
      new RegExp(taller.resumen),
    );
    const response = await request.get(new URL(image!).pathname);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });
});
