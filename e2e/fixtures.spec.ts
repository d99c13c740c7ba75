// The fixtures themselves (e2e/fixtures.ts): where the browser's requests go.
import { test, expect } from "./fixtures";

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
