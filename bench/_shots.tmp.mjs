import { launch } from "./chromium.mjs";
import { startStaticSite } from "./static-site.mjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { startBenchStub } from "./build.mjs";
import { readFileSync } from "node:fs";
const info = JSON.parse(readFileSync("public/.e2e-build.json", "utf8"));
const stub = await startBenchStub({ port: info.stubPort });
const files = await startStaticSite({ publicDir: "public" });
const site = await startGzipProxy({ target: files.url, port: info.sitePort, host: "127.0.0.1" });
const browser = await launch();
const errors = [];
async function page(width) {
  const p = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
  p.on("pageerror", (e) => errors.push(`pageerror ${e.message}`));
  p.on("console", (m) => m.type() === "error" && errors.push(`console ${m.text()}`));
  return p;
}
const mode = process.argv[2];
if (mode === "pages") {
  for (const width of [375, 1280]) {
    const p = await page(width);
    for (const route of ["/", "/yoga/", "/events/31/", "/event/31/", "/ishka/"]) {
      await p.goto(site.url + route, { waitUntil: "networkidle" });
      await p.waitForTimeout(1200);
      await p.screenshot({ path: `/tmp/shot-${route.replace(/\W+/g, "_")}-${width}.png` });
      console.log(route, width, p.url());
    }
    await p.close();
  }
}
if (mode === "nav") {
  const p = await page(1280);
  await p.goto(site.url + "/", { waitUntil: "networkidle" });
  await p.waitForTimeout(800);
  // Client-side navigation: the next page's CSS arrives with its chunk.
  await p.evaluate(() => window.___navigate("/yoga/"));
  await p.waitForURL("**/yoga/");
  await p.waitForTimeout(1500);
  await p.screenshot({ path: "/tmp/nav-yoga-1280.png" });
  await p.evaluate(() => window.___navigate("/ripey/"));
  await p.waitForURL("**/ripey/");
  await p.waitForTimeout(1500);
  await p.screenshot({ path: "/tmp/nav-ripey-1280.png" });
  console.log("styles", await p.evaluate(() => [...document.styleSheets].map((s) => s.href ?? `inline ${s.ownerNode?.dataset?.href ?? ""}`)));
}
if (mode === "map") {
  for (const width of [375, 1280]) {
    const p = await page(width);
    await p.goto(site.url + "/ripey/", { waitUntil: "networkidle" });
    const region = p.getByRole("region", { name: "Mapa de los profesores del registro" });
    await region.scrollIntoViewIfNeeded();
    await p.waitForSelector(".leaflet-container[data-points]");
    await p.waitForTimeout(1500);
    await region.screenshot({ path: `/tmp/map-${width}.png` });
    // Keyboard into a cluster until a list opens.
    for (let i = 0; i < 8; i++) {
      if (await p.locator(".leaflet-popup").count()) break;
      const c = p.getByRole("button", { name: /profesores en esta zona$/ }).first();
      await c.focus(); await p.keyboard.press("Enter"); await p.waitForTimeout(700);
    }
    await p.waitForTimeout(500);
    await region.screenshot({ path: `/tmp/map-popup-${width}.png` });
    console.log(width, "focused:", await p.evaluate(() => document.activeElement?.textContent));
    await p.close();
  }
}
console.log("errors", errors);
await browser.close(); await site.close(); await files.close(); await stub.close();
