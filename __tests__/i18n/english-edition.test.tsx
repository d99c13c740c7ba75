import * as React from "react";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "gatsby";
import en from "../../src/i18n/en";
import { LocaleProvider } from "../../src/i18n/LocaleContext";
import { pageMessages } from "../../src/i18n/catalog";
import { WEEKLY_TIMETABLE } from "../../src/lib/timetable";
import {
  OFFER_DISMISSED_KEY,
  prefersEnglish,
  shouldOfferEnglish,
} from "../../src/lib/language-offer";
import { englishTwin, onCreatePage } from "../../src/node/on-create-page";
import { sitemapEntry, SITEMAP_EXCLUDES } from "../../src/node/sitemap";
import { Seo } from "../../src/components/layout/Seo";
import { renderHead } from "../fixtures/head";
import { Head as VideosHead } from "../../src/pages/videos";
import { formatEuros } from "../../src/lib/format";
import { OG_IMAGE_PATH, defaultOgImage } from "../../src/lib/og-image";
import { contentLang, englishFile, spanishFile } from "../../src/node/content-lang";

describe("the English timetable", () => {
  it("names every day and class of the weekly timetable in English", () => {
    for (const slot of WEEKLY_TIMETABLE) {
      expect(en.timetable.days[slot.day]).toBeTruthy();
      expect(en.timetable.classes[slot.name]).toBeTruthy();
    }
  });
});

describe("the offer to read the page in English", () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it("is made when the browser ranks English above Spanish, and only until dismissed", () => {
    expect(prefersEnglish(["en-GB", "es"])).toBe(true);
    expect(prefersEnglish(["fr-FR", "en"])).toBe(true);
    expect(prefersEnglish(["es-CO", "en"])).toBe(false);
    expect(prefersEnglish(["de"])).toBe(false);
    expect(prefersEnglish([])).toBe(false);
    expect(shouldOfferEnglish(["en-US"], storage(null))).toBe(true);
    expect(shouldOfferEnglish(["en-US"], storage("1"))).toBe(false);
    expect(OFFER_DISMISSED_KEY).toBe("iky-english-offer-dismissed");
  });

  it("counts storage that throws (private modes) as empty", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(shouldOfferEnglish(["en"], throwing)).toBe(true);
  });
});

describe("the English twins of src/pages", () => {
  it("gives the Spanish page its locale and makes its English twin, match paths included", () => {
    const createPage = jest.fn();
    const deletePage = jest.fn();
    const page = {
      path: "/events/[id]/",
      matchPath: "/events/:id",
      component: "/x/src/pages/events/[id].tsx",
      context: {},
    } as unknown as Page;
    (onCreatePage as unknown as (args: object) => void)({
      page,
      actions: { createPage, deletePage },
    });
    expect(deletePage).toHaveBeenCalledWith(page);
    expect(createPage.mock.calls.map(([p]) => [p.path, p.matchPath, p.context.locale])).toEqual([
      ["/events/[id]/", "/events/:id", "es"],
      ["/en/events/[id]/", "/en/events/:id", "en"],
    ]);
  });

  it("leaves pages that already have a locale alone; the 404 gets /en/404.html", () => {
    const createPage = jest.fn();
    (onCreatePage as unknown as (args: object) => void)({
      page: { path: "/events/7/", component: "c", context: { locale: "en" } },
      actions: { createPage, deletePage: jest.fn() },
    });
    expect(createPage).not.toHaveBeenCalled();
    const twin = englishTwin({ path: "/404.html", component: "c", context: {} } as Page);
    expect(twin.path).toBe("/en/404.html");
  });
});

describe("search engines", () => {
  it("the sitemap lists each page with its alternates in both languages", () => {
    expect(sitemapEntry("/en/privacy/", "https://ikyyoga.com").links).toEqual([
      { lang: "es", url: "https://ikyyoga.com/privacidad/" },
      { lang: "en", url: "https://ikyyoga.com/en/privacy/" },
      { lang: "x-default", url: "https://ikyyoga.com/privacidad/" },
    ]);
    expect(SITEMAP_EXCLUDES).toEqual(expect.arrayContaining(["/paiement/", "/en/paiement/"]));
  });

  it("a page's Head speaks its context's language, as the page's body does (the English twin)", () => {
    const headOf = (pathname: string, locale: "es" | "en") =>
      renderHead(
        <VideosHead
          location={{ pathname }}
          params={{}}
          data={{}}
          pageContext={{ locale, messages: pageMessages(locale) }}
          serverData={{}}
        />,
      );
    const english = headOf("/en/videos/", "en");
    expect(english.lang).toBe("en");
    expect(english.head.querySelector("title")?.textContent).toBe(`${en.videos.title} | IKY Yoga`);
    expect(english.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/en\/videos\/$/,
    );
    const spanish = headOf("/videos/", "es");
    expect(spanish.lang).toBe("es");
    expect(spanish.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /[^n]\/videos\/$/,
    );
    expect(spanish.head.querySelector("title")?.textContent).not.toBe(
      english.head.querySelector("title")?.textContent,
    );
  });

  it("an English page: html lang, canonical in English, hreflang both ways, og:locale", () => {
    const { lang, head } = renderHead(
      <LocaleProvider locale="en" messages={pageMessages("en")}>
        <Seo
          title="Yoga"
          description="d"
          path="/yoga/"
          jsonLd={{ "@context": "https://schema.org", "@type": "WebPage" }}
        />
      </LocaleProvider>,
    );
    expect(lang).toBe("en");
    const href = (selector: string) =>
      [...head.querySelectorAll(selector)].map((l) => l.getAttribute("href") ?? "");
    expect(href('link[rel="canonical"]')).toEqual([expect.stringMatching(/\/en\/yoga\/$/)]);
    const alternates = [...head.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute("hreflang"),
      (l.getAttribute("href") ?? "").replace(/^https?:\/\/[^/]*/, ""),
    ]);
    expect(alternates).toEqual([
      ["es", "/yoga/"],
      ["en", "/en/yoga/"],
      ["x-default", "/yoga/"],
    ]);
    const meta = (property: string) =>
      head.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
    expect(meta("og:locale")).toBe("en_GB");
    expect(meta("og:locale:alternate")).toBe("es_CO");
    expect(meta("og:image")).toMatch(/\/og-image-en\.jpg$/);
    const json = JSON.parse(head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(json.inLanguage).toBe("en");
  });
});

describe("the English section pages' titles", () => {
  it("are their own: none is the site's name (the home's title) and no two are alike", () => {
    const titles = Object.values(en.sections.pages).map((page) => page.title);
    expect(titles).not.toContain("IKY Yoga");
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("the social card (Open Graph image)", () => {
  it("one per language, each a file in static/; English pages get the English one", () => {
    expect(defaultOgImage("en")).toMatch(/\/og-image-en\.jpg$/);
    expect(defaultOgImage("es")).toMatch(/\/og-image\.jpg$/);
    for (const file of Object.values(OG_IMAGE_PATH)) {
      expect(existsSync(path.join(__dirname, "../../static", file))).toBe(true);
    }
  });
});

describe("prices and content files per language", () => {
  it("writes euros as each language does", () => {
    expect(formatEuros(25.5)).toBe("25,50\u00a0€");
    expect(formatEuros(25.5, "en")).toBe("€25.50");
    expect(formatEuros(40, "en")).toBe("€40");
  });

  it("pairs x.md with x.en.md", () => {
    expect(contentLang("01-diplomas.en.md")).toBe("en");
    expect(contentLang("01-diplomas.md")).toBe("es");
    expect(englishFile("content/sections/about/diplomas.yaml")).toBe(
      "content/sections/about/diplomas.en.yaml",
    );
    expect(spanishFile("privacidad.en.md")).toBe("privacidad.md");
  });
});
