// The fixtures themselves (e2e/fixtures.ts): where the browser's requests go.
import { axeViolations } from "../scripts/lib/a11y.mjs";
import { test, expect, waitForHydration } from "./fixtures";

test("the baked API origin reaches this worker's stand-in; another host fails in the browser and is counted", async ({
  page,
  apiURL,
  stubURL,
  problems,
}) => {
  await page.goto("/");
  const ask = (url: string) =>
    page.evaluate(
      (target) =>
        fetch(target).then(
          (response) => `answered ${response.status}`,
          () => "failed",
        ),
      url,
    );

  expect(await ask(`${apiURL}/api/profesores/public/planes?probe=fixtures`)).toBe("answered 200");
  const calls = (await (await fetch(`${stubURL}/__stub/calls?path=/api/profesores`)).json()) as {
    path: string;
  }[];
  expect(calls.map((call) => call.path)).toContain("/api/profesores/public/planes");

  const outside = "https://example.org/never";
  expect(await ask(outside)).toBe("failed");
  await expect.poll(() => problems.blocked).toEqual([outside]);
  // Made on purpose: the request was counted, which is what this test checks. Left in the
  // list, it would fail the test in the fixture's teardown, as in any other test.
  problems.blocked.length = 0;
});

test("the accessibility check reports what it is there to find", async ({ page }) => {
  // What every axe sweep of the suite relies on: a page with a missing alternative text, a
  // nameless button and unreadable contrast fails it, by rule (scripts/lib/a11y.mjs).
  await page.goto("/");
  await waitForHydration(page);
  // Outside React's root, which would put its own content back.
  await page.evaluate(() => {
    const broken = globalThis.document.createElement("div");
    broken.style.cssText = "background:#fff;color:#eee";
    broken.append(
      Object.assign(globalThis.document.createElement("img"), { src: "/favicon-32.png" }),
      globalThis.document.createElement("button"),
      Object.assign(globalThis.document.createElement("p"), {
        textContent: "Texto casi invisible",
      }),
    );
    globalThis.document.body.prepend(broken);
  });
  const rules = (await axeViolations(page)).map((line) => line.split(" ")[0]);
  expect(rules).toEqual(expect.arrayContaining(["image-alt", "button-name", "color-contrast"]));
});
