/** Durations in the owner's settings, in the unit that says them whole (worker/html/dates.ts). */
import { describe, expect, it } from "vitest";
import { durationWords } from "../../worker/html/dates";

describe("a duration in words", () => {
  it("says seconds, minutes and hours in the largest unit that says them whole, one without a plural", () => {
    expect(durationWords(30_000)).toBe("30 seconds");
    expect(durationWords(1_000)).toBe("1 second");
    expect(durationWords(60_000)).toBe("1 minute");
    expect(durationWords(15 * 60_000)).toBe("15 minutes");
    expect(durationWords(3_600_000)).toBe("1 hour");
    expect(durationWords(2 * 3_600_000)).toBe("2 hours");
  });

  it("keeps a duration that is not a whole minute in seconds, rounded, and never below nothing", () => {
    expect(durationWords(90_000)).toBe("90 seconds");
    expect(durationWords(90 * 60_000)).toBe("90 minutes");
    expect(durationWords(29_600)).toBe("30 seconds");
    expect(durationWords(0)).toBe("0 seconds");
    expect(durationWords(-5_000)).toBe("0 seconds");
  });
});
