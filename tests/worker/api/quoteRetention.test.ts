/**
 * An acceptance is a contract record (issue 49 §5), in workerd: erasing the request leaves it (the
 * quote's row going sets its quote_id to NULL) while a quote never accepted goes with the request; the
 * scheduled run deletes it six years after the contract ended, or, for one never ended, six years after
 * the acceptance once its request is gone, and keeps it while its request stands.
 */
import { describe, expect, it } from "vitest";
import { acceptance, quotedLead, quoteEvent, sentQuote } from "./support/quoteRows";
import { postForm, query, scheduled, stubEmailJs } from "./support/worker";
import { fullName } from "../../../src/lib/fullName";
import { leadBody } from "../support/leads";

stubEmailJs();

const day = 86_400_000;
/** `years` years before now, give or take `days` days, as stored times are written. */
const yearsAgo = (years: number, days = 0) => {
  const then = new Date();
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return new Date(then.getTime() + days * day).toISOString();
};

const rowsOf = async (quoteId: number) => ({
  quotes: await query("SELECT id FROM quotes WHERE id = ?", quoteId),
  versions: await query("SELECT id FROM quote_versions WHERE quote_id = ?", quoteId),
  events: await query("SELECT id FROM quote_events WHERE quote_id = ?", quoteId),
});

describe("erasure", () => {
  it("leaves the acceptance, the contract's record, and takes a quote never accepted", async () => {
    const won = await quotedLead();
    const wonQuote = await sentQuote(won, new Date(Date.now() - 3 * day).toISOString(), "2099-01-01");
    const acceptanceId = await acceptance(wonQuote, new Date(Date.now() - day).toISOString());
    const declined = await quotedLead();
    const declinedQuote = await sentQuote(declined, new Date(Date.now() - 3 * day).toISOString(), "2099-01-01");
    await quoteEvent(declinedQuote, "declined", new Date().toISOString());

    for (const lead of [won, declined])
      expect((await postForm(`/admin/leads/${lead.reference}/erase`, { confirm: "yes" })).status).toBe(200);

    expect(await query("SELECT id FROM leads WHERE id IN (?, ?)", won.leadId, declined.leadId)).toEqual([]);
    expect(
      await query("SELECT quote_id, reference, full_name FROM quote_acceptances WHERE id = ?", acceptanceId),
    ).toEqual([{ quote_id: null, reference: won.reference, full_name: fullName(leadBody()) }]);
    expect(await rowsOf(declinedQuote)).toEqual({ quotes: [], versions: [], events: [] });
    expect(await rowsOf(wonQuote)).toEqual({ quotes: [], versions: [], events: [] });
  });
});

describe("retention", () => {
  /** An acceptance row as retention finds it: of a request gone (quote_id NULL) unless `quoteId` is given. */
  async function contract(acceptedAt: string, endedAt: string | null, quoteId: number | null = null) {
    const [row] = await query<{ id: number }>(
      `INSERT INTO quote_acceptances (quote_id, reference, version, snapshot, sha256, options, gross_pence, full_name, email,
         early_start, user_agent, accepted_at, ended_at)
       VALUES (?, 'Q-KEPT00', 1, '{}', '', '[]', 1, 'Kept', 'kept@example.com', 0, '', ?, ?) RETURNING id`,
      quoteId,
      acceptedAt,
      endedAt,
    );
    return row?.id ?? 0;
  }
  const kept = async (id: number) => (await query("SELECT id FROM quote_acceptances WHERE id = ?", id)).length === 1;

  it("deletes a contract's record six years after it ended, or after its acceptance once its request is gone", async () => {
    const endedLongAgo = await contract(yearsAgo(7), yearsAgo(6, -1));
    const endedRecently = await contract(yearsAgo(7), yearsAgo(6, 1));
    const goneLongAgo = await contract(yearsAgo(6, -1), null);
    const goneRecently = await contract(yearsAgo(6, 1), null);
    // Never ended, its request still kept: the contract stands, whatever its age.
    const lead = await quotedLead();
    const quoteId = await sentQuote(lead, yearsAgo(7, -10), "2099-01-01");
    const standing = await contract(yearsAgo(7), null, quoteId);

    await scheduled(Date.now());

    expect(await kept(endedLongAgo)).toBe(false);
    expect(await kept(goneLongAgo)).toBe(false);
    expect(await kept(endedRecently)).toBe(true);
    expect(await kept(goneRecently)).toBe(true);
    expect(await kept(standing)).toBe(true);
  });
});
