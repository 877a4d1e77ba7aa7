/** The request page's timeline and reply time, from the fields the owner's app records (pure). */
import { describe, expect, it } from "vitest";
import { currentStep, replyMedian, timeline, type TimelineLead } from "../../../worker/leads/timeline";

const at = "2026-11-27T10:00:00.000Z";
const lead = (fields: Partial<TimelineLead> = {}): TimelineLead => ({
  created_at: at,
  seen_at: null,
  first_contact_at: null,
  status: "new",
  withdrawn_at: null,
  ...fields,
});
const steps = (fields: Partial<TimelineLead>) =>
  timeline(lead(fields)).map((entry) => `${entry.step}:${entry.done ? (entry.at ?? "done") : "to come"}`);

describe("the timeline", () => {
  it("has every step to come after a new request's arrival", () => {
    expect(steps({})).toEqual([
      `received:${at}`,
      "seen:to come",
      "contacted:to come",
      "visitProposed:to come",
      "visitConfirmed:to come",
      "quoteSent:to come",
      "closed:to come",
    ]);
    expect(currentStep(timeline(lead()))).toBe("received");
  });

  it("counts a lead answered from an alert, never opened, as seen, with no time", () => {
    const entries = timeline(lead({ first_contact_at: at, status: "contacted" }));
    expect(entries.find((e) => e.step === "seen")).toEqual({ step: "seen", done: true, at: null });
    expect(currentStep(entries)).toBe("contacted");
  });

  it("leaves out the visits a quoted request never had", () => {
    expect(steps({ seen_at: at, first_contact_at: at, status: "quoted" })).toEqual([
      `received:${at}`,
      `seen:${at}`,
      `contacted:${at}`,
      "quoteSent:done",
      "closed:to come",
    ]);
  });

  it("closes a withdrawn request without claiming what the firm never did", () => {
    expect(steps({ withdrawn_at: at })).toEqual([`received:${at}`, `closed:${at}`]);
    expect(steps({ seen_at: at, withdrawn_at: at })).toEqual([`received:${at}`, `seen:${at}`, `closed:${at}`]);
  });
});

describe("the reply time", () => {
  const now = new Date("2026-11-27T12:00:00.000Z");
  const answered = (minutes: number, daysAgo = 1, status: TimelineLead["status"] = "contacted") => {
    const created = now.getTime() - daysAgo * 86_400_000;
    return {
      created_at: new Date(created).toISOString(),
      first_contact_at: new Date(created + minutes * 60_000).toISOString(),
      status,
    };
  };

  it("needs 5 answered requests of the last 30 days, spam aside", () => {
    const four = [answered(10), answered(20), answered(30), answered(40)];
    expect(replyMedian(four, now)).toBeUndefined();
    expect(replyMedian([...four, answered(5, 31), answered(5, 1, "spam")], now)).toBeUndefined();
    expect(replyMedian([...four, answered(50)], now)).toEqual({ minutes: 30, n: 5 });
  });
});
