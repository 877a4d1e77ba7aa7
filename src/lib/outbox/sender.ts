/**
 * The outbox's sender in the page: loaded by the every-page check
 * (src/scripts/outboxCheck.ts) when the outbox may hold something, on load,
 * when the browser comes back online and when the tab becomes visible. It
 * sends what waits, clears the drafts of what went, and confirms each with a
 * toast carrying the reference (the form's own toast when the form is on the
 * page and hydrated, else one without React). Built as a standalone script,
 * so pages carry none of it until it is needed.
 */
import { clearSentDraft } from "../draftKeys";
import { deliverQuote } from "../quoteDelivery";
import { outboxCopy } from "./copy";
import { announce, OUTBOX_REFUSED_EVENT, OUTBOX_SENT_EVENT, SENDER_GLOBAL } from "./events";
import { flushEntries, withOutboxLock, type FlushOutcome } from "./flush";
import { allEntries, allReceipts, isExpired, removeReceipt, setOutboxFlag, type OutboxReceipt } from "./store";
import { showToast } from "./toast";

let running: Promise<void> | undefined;

async function sendAndCollect(): Promise<{ outcomes: FlushOutcome[]; receipts: OutboxReceipt[]; left: number }> {
  return withOutboxLock(async () => {
    const outcomes = navigator.onLine
      ? await flushEntries((entry) =>
          deliverQuote(entry.request, {
            submissionId: entry.submissionId,
            source: entry.source,
            trap: entry.trap,
            photos: entry.photos,
          }),
        )
      : [];
    // Receipts from this page's sends, and from the service worker's while no page was open.
    const receipts = await allReceipts();
    for (const receipt of receipts) await removeReceipt(receipt.submissionId);
    return { outcomes, receipts, left: (await allEntries()).length };
  });
}

async function send(): Promise<void> {
  const { outcomes, receipts, left } = await sendAndCollect();
  for (const receipt of receipts) {
    if (isExpired(receipt.sentAt, Date.now())) continue;
    clearSentDraft(receipt.formId, receipt.submissionId);
    const detail = {
      formId: receipt.formId,
      submissionId: receipt.submissionId,
      ...(receipt.reference ? { reference: receipt.reference } : {}),
      handled: false,
    };
    if (!announce(OUTBOX_SENT_EVENT, detail))
      showToast(outboxCopy.sentTitle, outboxCopy.sent(receipt.reference), "default");
  }
  for (const outcome of outcomes) {
    if (outcome.status !== "refused") continue;
    console.error("A saved quote request was refused", outcome.delivery);
    const detail = {
      formId: outcome.entry.formId,
      submissionId: outcome.entry.submissionId,
      delivery: outcome.delivery,
      handled: false,
    };
    if (!announce(OUTBOX_REFUSED_EVENT, detail)) showToast(outboxCopy.refusedTitle, outboxCopy.refused, "destructive");
  }
  if (!left) setOutboxFlag(false);
}

/** Sends now; a call while a send is under way waits for it instead of starting another. */
function sendOutbox(): Promise<void> {
  running ??= send()
    .catch((error: unknown) => {
      // IndexedDB unavailable or blocked: the request stays where it is, and the form still offers the fallbacks.
      console.warn("The outbox could not be sent", error);
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}

(window as unknown as Record<string, unknown>)[SENDER_GLOBAL] = sendOutbox;
