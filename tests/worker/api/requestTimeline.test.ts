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

describe("the quote's steps", () => {
  const sent = "2026-12-01T10:00:00.000Z";
  const later = "2026-12-03T09:00:00.000Z";
  const quoted = { seen_at: at, first_contact_at: at, status: "quoted" as const, quote_sent_at: sent };

  it("gives the quote's sending its time, with no outcome to come", () => {
    expect(steps(quoted)).toEqual([
      `received:${at}`,
      `seen:${at}`,
      `contacted:${at}`,
      `quoteSent:${sent}`,
      "closed:to come",
    ]);
  });

  it("shows a decline or an expiry as it happens, the request still open", () => {
    expect(steps({ ...quoted, quote_declined_at: later }).slice(-3)).toEqual([
      `quoteSent:${sent}`,
      `quoteDeclined:${later}`,
      "closed:to come",
    ]);
    const expired = timeline(lead({ ...quoted, quote_expired: true }));
    expect(currentStep(expired)).toBe("quoteExpired");
  });

  it("keeps an accepted quote's request open for the job ahead, and a cancellation closes it", () => {
    const accepted = { ...quoted, status: "won" as const, quote_accepted_at: later };
    expect(steps(accepted).slice(-3)).toEqual([`quoteSent:${sent}`, `quoteAccepted:${later}`, "closed:to come"]);
    expect(currentStep(timeline(lead(accepted)))).toBe("quoteAccepted");
    const cancelled = { ...accepted, status: "lost" as const, quote_cancelled_at: "2026-12-04T09:00:00.000Z" };
    expect(steps(cancelled).slice(-3)).toEqual([
      `quoteSent:${sent}`,
      `quoteAccepted:${later}`,
      "contractCancelled:2026-12-04T09:00:00.000Z",
    ]);
    expect(currentStep(timeline(lead(cancelled)))).toBe("contractCancelled");
    // Won by hand, with no quote accepted on the site: closed, as before.
    expect(steps({ ...quoted, status: "won" }).at(-1)).toBe("closed:done");
  });
});

describe("the job's steps", () => {
  const won = "2026-12-05T09:00:00.000Z";
  const done = "2026-12-20T16:00:00.000Z";
  const job = { seen_at: at, first_contact_at: at, status: "won" as const, job_started_at: won };

  it("shows a job in progress with its completion to come, and no Closed", () => {
    expect(steps(job)).toEqual([
      `received:${at}`,
      `seen:${at}`,
      `contacted:${at}`,
      "quoteSent:done",
      `jobInProgress:${won}`,
      "jobCompleted:to come",
    ]);
    expect(currentStep(timeline(lead(job)))).toBe("jobInProgress");
  });

  it("ends a completed job on its completion", () => {
    expect(steps({ ...job, job_completed_at: done }).slice(-2)).toEqual([
      `jobInProgress:${won}`,
      `jobCompleted:${done}`,
    ]);
    expect(currentStep(timeline(lead({ ...job, job_completed_at: done })))).toBe("jobCompleted");
  });

  it("has no job step for a lead that is no job", () => {
    expect(steps({ seen_at: at, status: "contacted" }).join()).not.toMatch(/job/);
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
