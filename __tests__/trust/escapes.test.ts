/**
 * @jest-environment node
 */
// Text from the API, a registrant or the URL reaches the files and links built from it only as
// text: a CR/LF adds no line to a calendar file, a link's parameters are URL-encoded, the JSON-LD
// cannot close its script element. (The pages' own markup: page-escapes.test.tsx.)
import ICAL from "ical.js";
import { safeJson } from "../../src/components/layout/Seo";
import { eventCalendarEntry, googleCalendarHref } from "../../src/lib/calendar";
import { eventIcs } from "../../src/lib/ics";
import {
  inquiryMailHref,
  inquiryWhatsappHref,
  platformEventUrl,
} from "../../src/lib/event-actions";
import { webUrl } from "../../src/lib/web-url";
import es from "../../src/i18n/es";

/** The event helpers in the Spanish pages' language. */
const SPANISH = { t: es.events, intl: "es-CO" };
import { HOSTILE_EVENT as hostile } from "./hostile-text";

describe("the JSON-LD", () => {
  test("cannot close its script element: <, >, & and the JS line separators are escaped", () => {
    const data = { name: `</script><script>alert(1)</script> & \u2028\u2029 <!--` };
    const text = safeJson(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("the calendar file of an event", () => {
  test("a CR or LF in the event's text adds no line: ical.js reads one event, text intact", () => {
    const entry = eventCalendarEntry(hostile, "https://www.ikyyoga.com")!;
    const text = eventIcs(entry, new Date("2026-11-23T00:00:00Z"));
    // Every line break of the file is a CRLF the generator wrote (content lines, folding).
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.summary).toBe(hostile.resumen!.replace(/\r\n|\r|\n/g, "\n"));
    expect(event.location).toBe("Cali\nLOCATION:elsewhere");
    expect(event.component.getAllProperties("attach")).toHaveLength(0);
    expect(event.component.getAllProperties("url")).toHaveLength(1);
    // The event's own link had a line break in it: not a web address, left out.
    expect(event.description).not.toContain("javascript:");
  });

  test("the Google Calendar link carries the text URL-encoded, in its own parameters", () => {
    const entry = eventCalendarEntry(hostile, "https://www.ikyyoga.com")!;
    const url = new URL(googleCalendarHref(entry));
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("text")).toBe(entry.summary);
    expect(url.searchParams.get("location")).toBe(entry.location);
  });
});

describe("mail, WhatsApp and platform links", () => {
  const page = "https://www.ikyyoga.com/events/41/";
  const event = { ...hostile, resumen: `Retiro & más?subject=x#frag\r\nBcc: evil@example.org` };

  test("the mail's subject and body are URL-encoded: no extra header, recipient or fragment", () => {
    const href = inquiryMailHref("contacto@ikyyoga.com", event, page, SPANISH);
    expect(href).not.toMatch(/[\s<>"#]/);
    const url = new URL(href);
    expect(url.pathname).toBe("contacto@ikyyoga.com");
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"]);
    expect(url.searchParams.get("subject")).toContain(event.resumen);
    expect(url.hash).toBe("");
  });

  test("the WhatsApp message is URL-encoded in its one parameter", () => {
    const href = inquiryWhatsappHref("+57 312 555 0142", event, page, SPANISH)!;
    expect(href).not.toMatch(/[\s<>"#]/);
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toContain(event.resumen);
  });

  test("only an absolute http(s) address is used as a link", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/",
      "/relative",
      "https://a.example/\r\nx",
      "https:// evil",
      "",
      null,
    ]) {
      expect(webUrl(bad)).toBeNull();
    }
    expect(webUrl("https://meet.example/room?x=1")).toBe("https://meet.example/room?x=1");
    expect(platformEventUrl("javascript:alert({id})", "https://p.example/", 7)).toBe(
      "https://p.example/",
    );
  });
});
