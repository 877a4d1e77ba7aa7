/** A lead's wait for its first answer, against the reply promise (worker/leads/replyClock.ts), with the clock passed in. */
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import inboxCopy from "../../worker/inbox/copy.json";
import { formatMinutes, waitOf, waitText } from "../../worker/leads/replyClock";

const promise = site.promises.responseHours;
const arrived = "2026-11-27T08:00:00.000Z";
const after = (minutes: number) => new Date(new Date(arrived).getTime() + minutes * 60_000);
const lead = (answeredAfter?: number, status: "new" | "spam" = "new") => ({
  created_at: arrived,
  first_contact_at: answeredAfter === undefined ? null : after(answeredAfter).toISOString(),
  status,
});

describe("formatMinutes", () => {
  it("writes minutes, hours and minutes, then days and hours", () => {
    expect(formatMinutes(35.7)).toBe("35 min");
    expect(formatMinutes(130)).toBe("2 h 10 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(47 * 60 + 59)).toBe("47 h 59 min");
    expect(formatMinutes(3 * 1440 + 4 * 60 + 20)).toBe("3 d 4 h");
    expect(formatMinutes(-5)).toBe("0 min");
  });
});

describe("a lead's wait", () => {
  const text = (answeredAfter: number | undefined, nowMinutes: number) => {
    const wait = waitOf(lead(answeredAfter), after(nowMinutes), promise);
    return wait && { state: wait.state, text: waitText(wait, promise, inboxCopy.wait) };
  };

  it("reads 'waiting' until the first answer, then 'answered in'", () => {
    expect(text(undefined, 130)).toEqual({ state: "waiting", text: "waiting 2 h 10 min" });
    expect(text(35, 600)).toEqual({ state: "answered", text: "answered in 35 min" });
  });

  it("says so in words past half the promise, past the promise, and for an answer after it", () => {
    const half = (promise * 60) / 2;
    expect(text(undefined, half + 60)).toEqual({
      state: "soon",
      text: `waiting ${formatMinutes(half + 60)}, ${formatMinutes(half - 60)} left of the ${promise} h promise`,
    });
    expect(text(undefined, promise * 60 + 5)?.state).toBe("late");
    expect(text(undefined, promise * 60 + 5)?.text).toContain(`past the ${promise} h promise`);
    expect(text(promise * 60 + 1, promise * 60 + 100)?.state).toBe("answered-late");
    expect(text(promise * 60, promise * 60 + 100)?.state).toBe("answered");
  });

  it("gives spam no wait", () => {
    expect(waitOf(lead(undefined, "spam"), after(10), promise)).toBeUndefined();
  });
});
