/**
 * The outbox's sender in the page: loaded by the every-page check
 * (src/scripts/outboxCheck.ts) when the outbox may hold something, on load,
 * when the browser comes back online and when the tab becomes visible. It
 * sends what waits, clears the drafts of what went, and confirms each with a
 * toast carrying the reference and the link to the request's own page (the form's
 * own toast and panel when the form is on the page and hydrated, else a toast without React). A request the server refused,
 * here or in the service worker, is reported the same way, and its draft kept.
 * Built as a standalone script, so pages carry none of it until it is needed.
 */
import { quoteFormText } from "../../config/quoteForm";
import { clearSentDraft } from "../draftKeys";
import { deliverQuote } from "../quoteDelivery";
import { outboxCopy } from "./copy";
import { announce, OUTBOX_REFUSED_EVENT, OUTBOX_SENT_EVENT, SENDER_GLOBAL } from "./events";
import { flushEntries, withOutboxLock } from "./flush";
import { allEntries, allReceipts, isExpired, removeReceipt, setOutboxFlag, type OutboxReceipt } from "./store";
import { showToast } from "./toast";

let running: Promise<void> | undefined;

async function sendAndCollect(): Promise<{ receipts: OutboxReceipt[]; left: number }> {
  return withOutboxLock(async () => {
    if (navigator.onLine) {
      await flushEntries((entry) =>
        deliverQuote(entry.request, {
          submissionId: entry.submissionId,
          source: entry.source,
          trap: entry.trap,
          photos: entry.photos,
        }),
      );
    }
    // Receipts from this page's sends, and from the service worker's while no page was open.
    const receipts = await allReceipts();
    for (const receipt of receipts) await removeReceipt(receipt.submissionId);
    return { receipts, left: (await allEntries()).length };
  });
}

function report(receipt: OutboxReceipt): void {
  const { formId, submissionId, reference, requestPath, refused } = receipt;
  if (refused) {
    console.error("A saved quote request was refused", refused);
    const detail = { formId, submissionId, delivery: refused, handled: false };
    if (!announce(OUTBOX_REFUSED_EVENT, detail)) showToast(outboxCopy.refusedTitle, outboxCopy.refused, "destructive");
    return;
  }
  clearSentDraft(formId, submissionId);
  const detail = {
    formId,
    submissionId,
    ...(reference ? { reference } : {}),
    ...(requestPath ? { requestPath } : {}),
    handled: false,
  };
  if (!announce(OUTBOX_SENT_EVENT, detail)) {
    const link = requestPath ? { href: requestPath, text: quoteFormText.sentPanel.link } : undefined;
    showToast(outboxCopy.sentTitle, outboxCopy.sent(reference), "default", link);
  }
}

async function send(): Promise<void> {
  const { receipts, left } = await sendAndCollect();
  for (const receipt of receipts) if (!isExpired(receipt.sentAt, Date.now())) report(receipt);
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
