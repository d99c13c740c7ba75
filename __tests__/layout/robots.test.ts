/**
 * @jest-environment node
 */
import { robotsTxt } from "../../src/node/on-post-build";

test("robots.txt allows crawling the site and gives the sitemap's absolute address", () => {
  const text = robotsTxt("https://www.ikyyoga.com");
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/paiement\/$/m);
  expect(text).toMatch(/^Sitemap: https:\/\/www\.ikyyoga\.com\/sitemap-index\.xml$/m);
});
