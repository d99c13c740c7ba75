// The public registry of graduated teachers on /ripey: prebuilt first rows, the three search
// boxes, the URL-kept search, the row toggle, the map's markers and the teacher's record.
import type { Page } from "@playwright/test";
import { axeViolations } from "../scripts/lib/a11y.mjs";
import { sampleTeachers, type SampleTeacher } from "./content";
import { test, expect, screenshot, waitForHydration } from "./fixtures";

const fullName = (t: SampleTeacher) => `${t.nombre} ${t.prenom}`;
const teacher = (index: number) => {
  const found = sampleTeachers[index];
  if (!found) throw new Error(`content/sample/teachers.json has no row ${index}`);
  return found;
};
const NO_RESULTS = "No se encontraron profesores con los criterios de búsqueda.";

// /ripey also has the table of formation types (RipeyCode): aim at the registry's own table.
const table = (page: Page) =>
  page.getByRole("table", { name: /Profesores graduados del registro/ });
const rows = (page: Page) => table(page).getByRole("rowheader");
const map = (page: Page) =>
  page.getByRole("region", { name: "Mapa de los profesores del registro" });

/** Teachers the clustered map shows: each pin counts one, each cluster the number it holds. */
const teachersOnMap = (page: Page) =>
  page
    .locator(".leaflet-marker-icon")
    .evaluateAll((icons) =>
      icons.reduce(
        (n, icon) =>
          n + Number(/^(\d+) profesores/.exec(icon.getAttribute("aria-label") ?? "")?.[1] ?? 1),
        0,
      ),
    );

async function openRipey(page: Page, query = "") {
  await page.goto(`/ripey/${query}`);
  await waitForHydration(page);
  await expect(
    page.getByRole("search", { name: "Buscar en el registro de profesores" }),
  ).toBeVisible();
}

test("the HTML of /ripey/ already carries the first 10 rows, and nothing more of the registry", async ({
  request,
}) => {
  const html = await (await request.get("/ripey/")).text();
  for (const t of sampleTeachers.slice(0, 10))
    expect(html, `${t.codigo} in the HTML`).toContain(t.codigo);
  expect(html, "row 11 is not in the HTML").not.toContain(teacher(10).codigo);
  expect(html).toContain("Mostrar 20 profesores más");
});

test("the full list and Leaflet wait until a search or the map comes near", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await openRipey(page);
  await expect(page.getByRole("button", { name: fullName(teacher(0)), exact: true })).toBeVisible();
  // The page has loaded and the network is quiet: nothing of the full list or the map yet.
  expect(
    requested.filter((url) => url.includes("/registro/") || /leaflet|tiles/.test(url)),
  ).toEqual([]);
  await map(page).scrollIntoViewIfNeeded();
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  expect(requested.some((url) => url.endsWith("/registro/indice.json"))).toBe(true);
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("searches by name without accents and keeps the search in the URL (survives a reload)", async ({
    page,
  }) => {
    await openRipey(page);
    await page.getByLabel("Nombre y apellido").fill("lucia restrepo");
    await expect(page).toHaveURL(/\/ripey\/\?nombre=lucia\+restrepo$/);
    await expect(page.getByText("1 profesor coincide con la búsqueda.")).toBeVisible();
    await expect(rows(page)).toHaveText([fullName(teacher(0))]);

    await page.reload();
    await expect(page.getByText("1 profesor coincide con la búsqueda.")).toBeVisible();
    await expect(page.getByLabel("Nombre y apellido")).toHaveValue("lucia restrepo");
    await expect(rows(page)).toHaveText([fullName(teacher(0))]);
    await screenshot(page, "registro-busqueda-375");
  });

  test("an unreadable code is shown as it is with a note, and missing data with their texts", async ({
    page,
  }) => {
    await openRipey(page, "?lugar=jamundi");
    await page.getByRole("button", { name: "Isabel Núñez Prieto", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Isabel Núñez Prieto" });
    await expect(dialog.getByText("IKY-9999-321399")).toBeVisible();
    await expect(dialog.getByText(/No se pudo interpretar este código/)).toBeVisible();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel(/Lugar/).fill("marsella");
    await page.getByRole("button", { name: "Julien Moreau", exact: true }).click();
    await expect(
      page.getByRole("dialog", { name: "Julien Moreau" }).getByText("Sin dirección"),
    ).toBeVisible();
  });
});

test("searches by place (city or country) and the markers follow the filter", async ({ page }) => {
  await openRipey(page, "?lugar=mexico");
  const mexico = sampleTeachers.filter((t) => t.pais === "México");
  await expect(
    page.getByText(`${mexico.length} profesores coinciden con la búsqueda.`),
  ).toBeVisible();
  expect((await rows(page).allTextContents()).sort()).toEqual(mexico.map(fullName).sort());
  await map(page).scrollIntoViewIfNeeded();
  // Clustered, and refitted to the results once typing pauses: every teacher found is shown.
  await expect.poll(() => teachersOnMap(page)).toBe(mexico.length);

  await page.getByLabel(/Lugar/).fill("medellin");
  await expect(page.getByText("1 profesor coincide con la búsqueda.")).toBeVisible();
  await expect(rows(page)).toHaveText(["Valentina Ospina Cardona"]);
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
  await expect.poll(() => teachersOnMap(page)).toBe(1);
});

test("searches by code with or without dashes, combines with AND and says when no one matches", async ({
  page,
}) => {
  await openRipey(page);
  const code = page.getByLabel(/Código de certificación/);
  await code.fill("0100-030311");
  await expect(page.getByText("1 profesor coincide con la búsqueda.")).toBeVisible();
  await expect(rows(page)).toHaveText(["Andrés Felipe Quintero Díaz"]);

  await code.fill("IKY0101");
  await page.getByLabel(/Lugar/).fill("españa");
  await expect(page.getByText("1 profesor coincide con la búsqueda.")).toBeVisible();
  await expect(rows(page)).toHaveText(["Elena Martínez Soler"]);

  await page.getByLabel("Nombre y apellido").fill("nadie");
  await expect(page.getByText(NO_RESULTS)).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await expect(page.getByLabel(/Lugar/)).toHaveValue("españa");
});

test("the table shows 10 rows and 'Mostrar 20 profesores más' expands and collapses", async ({
  page,
}) => {
  await openRipey(page);
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole("button", { name: "Mostrar 20 profesores más" }).click();
  await expect(rows(page)).toHaveCount(30);
  await page.getByRole("button", { name: "Mostrar menos" }).click();
  await expect(rows(page)).toHaveCount(10);
});

test("the card opens from a row: photo, title, decoded code, diploma; Escape closes", async ({
  page,
}) => {
  await openRipey(page);
  const t = teacher(0);
  const button = page.getByRole("button", { name: fullName(t), exact: true });
  await button.click();
  const dialog = page.getByRole("dialog", { name: fullName(t) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Profesorado de Yoga")).toBeVisible();
  await expect(dialog.getByText("15 de marzo de 2009")).toBeVisible();
  await expect(dialog.getByText(t.adress)).toBeVisible();
  await expect(dialog.getByText(t.evento)).toBeVisible();
  await expect(dialog.getByRole("img", { name: `Foto de ${fullName(t)}` })).toBeVisible();
  await expect(dialog.getByRole("img", { name: `Diploma de ${fullName(t)}` })).toBeVisible();
  await screenshot(page, "registro-ficha-1280");
  expect(await axeViolations(page, { include: "dialog" })).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("the card opens from a map marker, with the keyboard too", async ({ page }) => {
  await openRipey(page, "?nombre=valentina");
  await map(page).scrollIntoViewIfNeeded();
  const marker = page.locator('.leaflet-marker-icon[title^="Valentina Ospina Cardona"]');
  await marker.click();
  const dialog = page.getByRole("dialog", { name: "Valentina Ospina Cardona" });
  await expect(dialog.getByText("Instructorado de Yoga")).toBeVisible();
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();

  await marker.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await screenshot(page, "registro-marcador-1280");
});

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test(`the registry has no accessibility failures at ${width} px`, async ({ page }) => {
      await openRipey(page);
      await map(page).scrollIntoViewIfNeeded();
      await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
      await screenshot(page, `registro-${width}`);
    });
  });
}

test("if the map tiles fail to load, the map says so and the list keeps working", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/ERR_FAILED.*\/tiles\//, "the test cuts the map tiles");
  await page.route("**/tiles/**", (route) => route.abort("failed"));
  await page.goto("/ripey/");
  await waitForHydration(page);
  await map(page).scrollIntoViewIfNeeded();
  await expect(page.getByText(/no se pudieron cargar las teselas/)).toBeVisible();
  await page.getByLabel(/Lugar/).fill("peru");
  await expect(page.getByText("2 profesores coinciden con la búsqueda.")).toBeVisible();
});
