/**
 * @jest-environment node
 */
import { hoursUntilNext, newEventsSince, parseLastVisit } from "../../src/lib/last-visit";

describe("profile info lines", () => {
  it("counts events added since the last visit, none on a first visit", () => {
    const previous = parseLastVisit(JSON.stringify({ time: "2026-01-01T00:00:00Z", ids: [1, 2] }));
    expect(newEventsSince(previous, [1, 2, 3, 4])).toBe(2);
    expect(newEventsSince(previous, [2])).toBe(0);
    expect(newEventsSince(null, [1, 2, 3])).toBe(0);
    expect(parseLastVisit("{oops")).toBeNull();
  });

  it("gives whole hours to the next start, ignoring past and unreadable dates", () => {
    const now = Date.parse("2026-11-23T10:00:00Z");
    expect(
      hoursUntilNext(
        ["2026-11-20T10:00:00Z", "invalid", null, "2026-11-25T10:30:00Z", "2026-11-24T09:00:00Z"],
        now,
      ),
    ).toBe(23);
    expect(hoursUntilNext(["2026-11-20T10:00:00Z"], now)).toBeNull();
  });
});
