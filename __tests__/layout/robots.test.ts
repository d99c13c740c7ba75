/**
 * @jest-environment node
 */
import { robotsTxt } from "../../src/node/on-post-build";

test("robots.txt deja rastrear el sitio y da la dirección absoluta del sitemap", () => {
  const text = robotsTxt("https://www.ikyyoga.com");
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/paiement\/$/m);
  expect(text).toMatch(/^Sitemap: https:\/\/www\.ikyyoga\.com\/sitemap-index\.xml$/m);
});
