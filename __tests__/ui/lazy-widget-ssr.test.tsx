/** @jest-environment node */
import * as React from "react";
import { renderToString } from "react-dom/server";
import { lazyWidget, widgetsReady } from "../../src/components/ui/LazyWidget";

// During the build, a page whose render suspended let the page rendered beside it take
// react-helmet's head (it was written without its <title>): the build waits for every
// widget's code first (gatsby-ssr.tsx replaceRenderer), so nothing suspends.
test("at build time, each widget's code is ready before the page: nothing suspends", async () => {
  let resolve: (component: React.ComponentType<{ text: string }>) => void = () => {};
  const Widget = lazyWidget<{ text: string }>(
    () => new Promise((done) => (resolve = done)),
    "Prueba",
  );
  let ready = false;
  const waiting = widgetsReady().then(() => (ready = true));
  await Promise.resolve();
  expect(ready).toBe(false);
  resolve(({ text }) => <p>{text}</p>);
  await waiting;
  // renderToString cannot wait: had the widget still been loading, it would hold no text.
  expect(renderToString(<Widget text="Mandala" />)).toContain("Mandala");
  await expect(widgetsReady()).resolves.toBeUndefined();
});
