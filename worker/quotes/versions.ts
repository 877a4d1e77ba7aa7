/**
 * Making a version of a quote: the draft checked, the business able to send one, the snapshot frozen with
 * the trader's and the homeowner's details as they stand, and its SHA-256 taken of the exact text stored
 * (the acceptance records that fingerprint). And reading a version back.
 */
import { fillText } from "../../src/config/format";
import { fullName } from "../../src/lib/fullName";
import { londonIsoDate } from "../../src/lib/londonTime";
import { depositPence, quoteTotals } from "../../src/lib/quoteMoney";
import type { Lead } from "../leads/row";
import type { WorkerEnv } from "../platform/env";
import { quoteSnapshotSchema, type QuoteContent, type QuoteSnapshot } from "./content";
import { quotesCopy } from "./copy";
import { contentFromDraft, type DraftErrors, type QuoteDraft } from "./draft";
import { addVersion, type QuoteRecord, type VersionRow } from "./queries";
import { missingFacts, traderOf, vatRegistered } from "./trader";

/** A SHA-256 as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The version's snapshot, read back (it was checked when made). */
export const snapshotOf = (version: Pick<VersionRow, "snapshot">): QuoteSnapshot =>
  quoteSnapshotSchema.parse(JSON.parse(version.snapshot));

/** The total including VAT of the required lines and the chosen options. */
export const grossWith = (content: QuoteContent, options: ReadonlySet<number>) =>
  quoteTotals(content.lines, options).grossPence;

/** A deposit larger than the total with every option refused, as the homeowner could never pay it. */
function depositProblem(content: QuoteContent): string | undefined {
  if (!content.deposit) return undefined;
  try {
    depositPence(content.deposit, grossWith(content, new Set()));
    return undefined;
  } catch {
    return quotesCopy.errors.depositTooLarge;
  }
}

export type SendResult = { version: number } | { errors: DraftErrors } | { notReady: string } | { accepted: true };

/**
 * "Send": the draft made the quote's next version, or why not: the business details a quote needs are
 * missing (the owner's screen names them), the draft has problems (each against its field), or the quote
 * is accepted (nothing follows an accepted version).
 */
export async function makeVersion(
  env: WorkerEnv,
  lead: Lead,
  record: QuoteRecord,
  draft: QuoteDraft,
  now: Date,
): Promise<SendResult> {
  if (record.acceptance) return { accepted: true };
  const missing = missingFacts(env);
  if (missing.length)
    return { notReady: fillText(quotesCopy.errors.notReady, { facts: missing.map((m) => m.fact).join("; ") }) };
  const today = londonIsoDate(now);
  const checked = contentFromDraft(draft, { vatRegistered: vatRegistered(env), today });
  if ("errors" in checked) return checked;
  const tooLarge = depositProblem(checked.content);
  if (tooLarge) return { errors: { depositValue: tooLarge } };
  const next = (record.versions.at(-1)?.version ?? 0) + 1;
  const snapshot: QuoteSnapshot = {
    reference: lead.reference,
    version: next,
    issuedOn: today,
    trader: traderOf(env),
    customer: {
      name: fullName({ firstName: lead.first_name, lastName: lead.last_name }),
      email: lead.email,
      phone: lead.phone,
    },
    content: checked.content,
  };
  const text = JSON.stringify(snapshot);
  const version = await addVersion(
    env.DB,
    record.quote.id,
    { snapshot: text, sha256: await sha256Hex(text), expiresOn: checked.content.expiresOn },
    now,
  );
  return version === undefined ? { accepted: true } : { version };
}
