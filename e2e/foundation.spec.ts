// The whole path from the school API to the visitor: prebuilt event pages carry their content
// in the HTML, events created after the build open through the client-only fallback, and the
// /event/<id> notation reaches the same event.
import { test, expect } from "./fixtures";
import { decodeHtml, sampleEvent, samplePlans } from "./content";

const prebuilt = sampleEvent(38);

test("the HTML of /events/<id>/ already carries the title and description without JavaScript", async ({
  request,
}) => {
  const response = await request.get(`/events/${prebuilt.idEvento}/`);
  expect(response.status()).toBe(200);
  const html = decodeHtml(await response.text());
  expect(html, "the title is in the HTML").toContain(prebuilt.resumen);
  expect(html, "the description is in the HTML").toContain(prebuilt.descripcion.slice(0, 60));
  expect(html).toMatch(/<html[^>]*lang="es"/);
  expect(html).toMatch(/application\/ld\+json/);
});

test("/event/<id>/ shows the same event with the canonical link to /events/<id>/", async ({
  request,
}) => {
  const html = decodeHtml(await (await request.get(`/event/${prebuilt.idEvento}/`)).text());
  expect(html).toContain(prebuilt.resumen);
  expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*/events/${prebuilt.idEvento}/"`));
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("an event created after the build opens through the fallback route", async ({
    page,
    stubURL,
  }) => {
    const created = (await fetch(`${stubURL}/__stub/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        resumen: "Taller nuevo: respiración y voz",
        descripcion: "Un taller creado después de la última compilación del sitio.",
        presencial: true,
        precio: 15,
        startInDays: 12,
      }),
    }).then((r) => r.json())) as { idEvento?: number };
    expect(created.idEvento, "the stand-in API returned the new event").toBeTruthy();

    // Slow the API down so the loading state can be seen.
    await page.route(`**/api/eventos/${created.idEvento}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      // On to the network: the browser resolves the API origin to this worker's stand-in.
      await route.fallback();
    });
    await page.goto(`/events/${created.idEvento}/`);
    await expect(page.getByText("Chargement...")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "Taller nuevo: respiración y voz" }),
    ).toBeVisible();
    await expect(
      page.getByText("Un taller creado después de la última compilación del sitio."),
    ).toBeVisible();
    await expect(page).toHaveTitle("Taller nuevo: respiración y voz | IKY Yoga");
  });
});

test("an unknown event number shows a clear event-not-found page", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(
    /status of 404.*\/api\/eventos\/987654/,
    "the API answers 404 for the event that does not exist",
  );
  await page.goto("/events/987654/");
  await expect(page.getByRole("heading", { level: 1, name: "Evento no encontrado" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
});

test("if the API does not answer, the fallback says so and offers a retry", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/ERR_FAILED.*\/api\/eventos\/555/, "the test cuts the call to the API");
  expectConsoleError(
    /status of 404.*\/api\/eventos\/555/,
    "after the retry, the API answers 404: the event does not exist",
  );
  let fail = true;
  await page.route("**/api/eventos/555", (route) =>
    fail ? route.abort("failed") : route.fallback(),
  );
  await page.goto("/events/555/");
  await expect(page.getByRole("heading", { name: "No se pudo cargar el evento" })).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Evento no encontrado" })).toBeVisible();
});

test("the home page shows the events and plans that come from the API", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: prebuilt.resumen }).first()).toBeVisible();
  for (const plan of samplePlans) {
    await expect(
      page.getByRole("heading", { name: plan.nombre, exact: true }).first(),
    ).toBeVisible();
  }
});
