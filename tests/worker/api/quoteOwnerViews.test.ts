/**
 * Where the quote's steps show (issue 49 §5), in workerd: each lead's quote step in the owner's list and
 * a filter for each stage, the quote's records in the lead's JSON export (versions with their totals
 * including VAT, events, and the acceptance, the contract's record), and the homeowner's timeline (the
 * quote sent with its time, then accepted, declined, expired or the contract cancelled). Quotes are made
 * by writing their rows (support/quoteRows.ts); the clock is the real one, the rows' times chosen about it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { londonIsoDate } from "../../../src/lib/londonTime";
import quotesCopy from "../../../worker/quotes/copy.json";
import requestCopy from "../../../worker/request/copy.json";
import { acceptance, linePence, optionPence, quotedLead, quoteEvent, sentQuote } from "./support/quoteRows";
import { api, query, stubEmailJs } from "./support/worker";
import { fullName } from "../../../src/lib/fullName";
import { leadBody } from "../support/leads";

stubEmailJs();

const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
const dateIn = (days: number) => londonIsoDate(new Date(Date.now() + days * day));

type Lead = Awaited<ReturnType<typeof quotedLead>>;
const leads: Record<"sent" | "viewed" | "accepted" | "declined" | "cancelled" | "expired" | "draft", Lead> =
  {} as never;
let acceptedQuote = 0;

beforeAll(async () => {
  for (const stage of ["sent", "viewed", "accepted", "declined", "cancelled", "expired", "draft"] as const)
    leads[stage] = await quotedLead();
  await sentQuote(leads.sent, ago(2), dateIn(20));
  await quoteEvent(await sentQuote(leads.viewed, ago(2), dateIn(20)), "viewed", ago(1));
  acceptedQuote = await sentQuote(leads.accepted, ago(3), dateIn(20));
  await quoteEvent(acceptedQuote, "viewed", ago(2));
  await acceptance(acceptedQuote, ago(1));
  await quoteEvent(await sentQuote(leads.declined, ago(3), dateIn(20)), "declined", ago(1), "Too dear");
  await acceptance(await sentQuote(leads.cancelled, ago(5), dateIn(20)), ago(4), { cancelledAt: ago(2) });
  await sentQuote(leads.expired, ago(40), dateIn(-2));
  await query(
    "INSERT INTO quotes (lead_id, draft, draft_saved_at) VALUES (?, '{}', ?)",
    leads.draft.leadId,
    new Date().toISOString(),
  );
});

/** The list's line of each lead shown, by reference: its meta line's words. */
async function listed(query = ""): Promise<Map<string, string>> {
  const html = await (await api.request(`/admin/leads${query}`)).text();
  return new Map(
    [...html.matchAll(/<span class="ref">([^<]+)<\/span>[\s\S]*?<span class="meta"\s*>([\s\S]*?)<\/span\s*>/g)].map(
      (match) => [match[1] ?? "", (match[2] ?? "").replace(/\s+/g, " ")],
    ),
  );
}

describe("the owner's list", () => {
  it("shows each lead's quote step", async () => {
    const lines = await listed();
    for (const [stage, lead] of Object.entries(leads))
      expect(lines.get(lead.reference), stage).toContain(quotesCopy.steps[stage as keyof typeof leads]);
  });

  it("filters by each stage of the quote, and by none", async () => {
    const html = await (await api.request("/admin/leads")).text();
    expect(html).toContain(`<select name="quote">`);
    for (const stage of ["sent", "viewed", "accepted", "declined", "cancelled", "expired"] as const) {
      expect(html).toContain(quotesCopy.list.options[stage]);
      const shown = [...(await listed(`?quote=${stage}`)).keys()];
      expect(shown, stage).toEqual([leads[stage].reference]);
    }
    // An unknown stage filters nothing out.
    expect((await listed("?quote=nonsense")).size).toBeGreaterThanOrEqual(Object.keys(leads).length);
    // The CSV of the filtered list has the one lead.
    const csv = await (await api.request("/admin/leads/export.csv?quote=accepted")).text();
    expect(csv).toContain(leads.accepted.reference);
    expect(csv).not.toContain(leads.sent.reference);
  });
});

describe("the lead's JSON export", () => {
  it("gives the quote's versions with their totals, its events and the acceptance's record", async () => {
    const exported = await (
      await api.request(`/admin/leads/${leads.accepted.reference}/export.json`)
    ).json<{
      quote: {
        stage: string;
        versions: { version: number; sentAt: string; sentBy: string; expiresOn: string; grossPence: number }[];
        events: { kind: string; at: string }[];
        acceptance: { fullName: string; grossPence: number; options: number[]; userAgent: string; acceptedAt: string };
      };
    }>();
    expect(exported.quote.stage).toBe("accepted");
    expect(exported.quote.versions).toEqual([
      expect.objectContaining({ version: 1, sentBy: "share", expiresOn: dateIn(20), grossPence: linePence * 1.2 }),
    ]);
    expect(exported.quote.events.map((event) => event.kind)).toEqual(["viewed"]);
    expect(exported.quote.acceptance).toEqual(
      expect.objectContaining({
        fullName: fullName(leadBody()),
        grossPence: (linePence + optionPence) * 1.2,
        options: [1],
        userAgent: "TestBrowser/1.0",
      }),
    );
    const none = await (
      await api.request(`/admin/leads/${leads.draft.reference}/export.json`)
    ).json<{
      quote: { versions: unknown[]; acceptance: unknown };
    }>();
    expect(none.quote).toEqual(expect.objectContaining({ versions: [], acceptance: null }));
  });
});

describe("the homeowner's timeline", () => {
  /** The timeline's steps: each step's words and its time (or "Done"), and the current step. */
  async function timeline(lead: Lead) {
    const html = await (await api.request(lead.requestPath)).text();
    const list = /<ol class="timeline">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
    const steps = [
      ...list.matchAll(/<li class="([^"]+)"([^>]*)>\s*<strong>([^<]+)<\/strong>\s*<span\s*>([\s\S]*?)<\/span\s*>/g),
    ].map((match) => ({
      step: match[3] ?? "",
      current: (match[2] ?? "").includes("aria-current"),
      at: /datetime="([^"]+)"/.exec(match[4] ?? "")?.[1] ?? (match[4] ?? "").trim(),
    }));
    return { steps, html };
  }
  const sentAt = async (lead: Lead) =>
    (
      await query<{ sent_at: string }>(
        "SELECT sent_at FROM quote_versions JOIN quotes ON quotes.id = quote_id WHERE lead_id = ?",
        lead.leadId,
      )
    )[0]?.sent_at;

  it("gives the quote's sending its time, then the acceptance as the current step", async () => {
    const { steps, html } = await timeline(leads.accepted);
    const [accepted] = await query<{ accepted_at: string }>(
      "SELECT accepted_at FROM quote_acceptances WHERE quote_id = ?",
      acceptedQuote,
    );
    expect(steps.find((s) => s.step === requestCopy.steps.quoteSent)?.at).toBe(await sentAt(leads.accepted));
    expect(steps.find((s) => s.step === requestCopy.steps.quoteAccepted)).toEqual({
      step: requestCopy.steps.quoteAccepted,
      current: true,
      at: accepted?.accepted_at,
    });
    expect(html).toContain(requestCopy.next.quoteAccepted);
    // The job is ahead: the request is not closed.
    expect(steps.find((s) => s.step === requestCopy.steps.closed)?.at).toBe(requestCopy.notYet);
  });

  it("shows a sent quote without outcomes to come", async () => {
    const { steps } = await timeline(leads.sent);
    const names = steps.map((s) => s.step);
    expect(steps.find((s) => s.current)?.step).toBe(requestCopy.steps.quoteSent);
    expect(steps.find((s) => s.current)?.at).toBe(await sentAt(leads.sent));
    for (const outcome of ["quoteAccepted", "quoteDeclined", "quoteExpired", "contractCancelled"] as const)
      expect(names).not.toContain(requestCopy.steps[outcome]);
  });

  it("shows a decline, an expiry and a cancellation as they happen", async () => {
    const declined = await timeline(leads.declined);
    expect(declined.steps.find((s) => s.current)?.step).toBe(requestCopy.steps.quoteDeclined);
    expect(declined.html).toContain(requestCopy.next.quoteDeclined);
    const expired = await timeline(leads.expired);
    expect(expired.steps.find((s) => s.current)).toEqual({
      step: requestCopy.steps.quoteExpired,
      current: true,
      at: requestCopy.done,
    });
    const cancelled = await timeline(leads.cancelled);
    const names = cancelled.steps.map((s) => s.step);
    expect(names.slice(-2)).toEqual([requestCopy.steps.quoteAccepted, requestCopy.steps.contractCancelled]);
    expect(cancelled.steps.at(-1)?.current).toBe(true);
    expect(cancelled.html).toContain(requestCopy.next.contractCancelled);
  });
});
