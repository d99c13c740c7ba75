// Screenshots of the built site for looking at it by eye (not a test):
//   node scripts/shoot.mjs <baseUrl> <path> [outPrefix] [--full]
// writes <outPrefix>-375.png and <outPrefix>-1280.png (default prefix /tmp/shot).
import { launch } from "./lib/chromium.cjs";

const [base, route = "/", prefix = "/tmp/shot", ...flags] = process.argv.slice(2);
const full = flags.includes("--full");
const browser = await launch();
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
    page.on("pageerror", (e) => console.error(`[${width}] pageerror: ${e.message}`));
    await page.goto(new URL(route, base).href, { waitUntil: "networkidle" });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: full });
    console.log(`${prefix}-${width}.png`);
    await page.close();
  }
} finally {
  await browser.close();
}
