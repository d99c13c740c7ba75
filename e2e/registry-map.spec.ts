// The registry's map: clustered, opened fitted to the teachers the search shows,
// following each keystroke, and every teacher of a cluster reachable with the keyboard.
import { test, expect, waitForHydration, screenshot } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import {
  buildIndex,
  filterTeachers,
  EMPTY_QUERY,
  type RegistryEntry,
} from "../src/lib/registry-search";

const isPlaced = (t: RegistryEntry) => t.latitud !== null && t.longitud !== null;

const MAP = "Mapa de los profesores del registro";

/**
 * Opens a cluster's list with the keyboard. Enter on a cluster zooms in (big ones: the map
 * draws its markers again) or lists its teachers (small or co-located ones). Each Enter is
 * answered before the next cluster is chosen: one pressed meanwhile would open a second list.
 */
async function openClusterList(page: Page, map: Locator) {
  const list = page.getByRole("list", { name: /profesores en (esta zona|el mismo lugar)/ });
  for (let step = 0; step < 10 && (await list.count()) === 0; step += 1) {
    const cluster = map.getByRole("button", { name: /^\d+ profesores en esta zona$/ }).first();
    const draws = await map.getAttribute("data-draws");
    await cluster.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(
        async () => (await list.count()) > 0 || (await map.getAttribute("data-draws")) !== draws,
      )
      .toBe(true);
  }
  await expect(list).toBeVisible();
  return list;
}

/**
 * The map near the viewport and holding the whole registry, not only the page's first rows: it
 * may draw those first, when its code comes before the registry's index (the map's nearing asks
 * for both).
 */
async function openMap(page: Page) {
  const index = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith("/registro/indice.json"),
  );
  await page.goto("/ripey/");
  await waitForHydration(page);
  const region = page.getByRole("region", { name: MAP });
  await region.scrollIntoViewIfNeeded();
  const { profesores } = (await (await index).json()) as { profesores: RegistryEntry[] };
  // The map shows the teachers with coordinates.
  const map = region.locator(".leaflet-container");
  await expect(map).toHaveAttribute("data-points", String(profesores.filter(isPlaced).length));
  return { region, map, profesores };
}

/** Teachers drawn, counting each cluster by its number, and whether all lie inside the map. */
function drawn(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector(".leaflet-container") as HTMLElement;
    const box = frame.getBoundingClientRect();
    let teachers = 0;
    let outside = 0;
    for (const icon of frame.querySelectorAll<HTMLElement>(".leaflet-marker-icon")) {
      const count = /^(\d+) profesores/.exec(icon.getAttribute("aria-label") ?? "");
      teachers += count ? Number(count[1]) : 1;
      const r = icon.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) outside += 1;
    }
    return { teachers, outside, markers: frame.querySelectorAll(".leaflet-marker-icon").length };
  });
}

test.describe("registry map on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opens fitted to all the teachers, grouped in clusters", async ({ page }) => {
    const { map } = await openMap(page);
    const points = Number(await map.getAttribute("data-points"));
    await expect.poll(async () => (await drawn(page)).teachers).toBe(points);
    const seen = await drawn(page);
    expect(seen.outside).toBe(0);
    expect(seen.markers).toBeLessThan(points);
    await expect(
      map.getByRole("button", { name: /^\d+ profesores en esta zona$/ }).first(),
    ).toBeVisible();
    await screenshot(page, "registro-mapa-375", { fullPage: false });
  });

  test("follows the search on every key and fits what remains", async ({ page }) => {
    const { map, profesores } = await openMap(page);
    const all = Number(await map.getAttribute("data-points"));
    await page.getByLabel(/Lugar/).pressSequentially("mex");
    // The map follows the field in a deferred render: it may still show "m" or "me" for a
    // moment. Wait for the teachers with coordinates that the site's own search finds for "mex".
    const found = filterTeachers(buildIndex(profesores), { ...EMPTY_QUERY, lugar: "mex" });
    const points = found.filter(isPlaced).length;
    expect(points).toBeGreaterThan(0);
    expect(points).toBeLessThan(all);
    await expect(map).toHaveAttribute("data-points", String(points));
    // The clusters change at once; the view refits to them once typing pauses.
    await expect
      .poll(async () => {
        const seen = await drawn(page);
        return { teachers: seen.teachers, outside: seen.outside };
      })
      .toEqual({ teachers: points, outside: 0 });
  });

  test("with the keyboard each teacher of a cluster can be reached and their card opened", async ({
    page,
  }) => {
    const { map } = await openMap(page);
    const list = await openClusterList(page, map);
    // The whole list within the map once it has panned to show it: nothing cut at its edge.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const frame = document.querySelector(".leaflet-container")!.getBoundingClientRect();
          const popup = document.querySelector(".leaflet-popup")!.getBoundingClientRect();
          return popup.left >= frame.left && popup.right <= frame.right;
        }),
      )
      .toBe(true);
    const teachers = list.getByRole("button");
    const count = await teachers.count();
    expect(count).toBeGreaterThan(1);
    await expect(teachers.first()).toBeFocused();
    for (let i = 1; i < count; i += 1) {
      await page.keyboard.press("Tab");
      await expect(teachers.nth(i)).toBeFocused();
    }
    const name = ((await teachers.nth(count - 1).textContent()) ?? "").split(" — ")[0] ?? "";
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await screenshot(page, "registro-mapa-lista-375", { fullPage: false });
  });

  test("a cluster's list opens above the message that the tiles failed", async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/ERR_FAILED.*\/tiles\//, "the test cuts the map tiles");
    await page.route("**/tiles/**", (route) => route.abort("failed"));
    const { map } = await openMap(page);
    await expect(page.getByText(/no se pudieron cargar las teselas/)).toBeVisible();
    const list = await openClusterList(page, map);
    // Each name of the list, scrolled into the list's view, is what a tap at its centre meets,
    // not the message (polled: the map may still be panning to show the list).
    for (const teacher of await list.getByRole("button").all()) {
      await teacher.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            teacher.evaluate((button) => {
              const box = button.getBoundingClientRect();
              const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return hit !== null && button.contains(hit);
            }),
          { message: `${await teacher.textContent()} is what a tap meets` },
        )
        .toBe(true);
    }
  });
});

test("at 1280 px the map also shows all the teachers", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { map } = await openMap(page);
  const points = Number(await map.getAttribute("data-points"));
  await expect.poll(async () => (await drawn(page)).teachers).toBe(points);
  expect((await drawn(page)).outside).toBe(0);
  await screenshot(page, "registro-mapa-1280", { fullPage: false });
});
