import { useEffect, useRef } from "react";
import type { UseFormReset, UseFormSubscribe } from "react-hook-form";
import { keptSubmissionId } from "../../lib/draftKeys";
import { leadSourceFrom } from "../../lib/leadSource";
import { hasEntry } from "../../lib/outbox/store";
import { loadDraft, saveDraft } from "../../lib/quoteDraft";
import { prefillFromQuery, withPrefill, withoutPrefill } from "../../lib/quotePrefill";
import type { QuoteRequest } from "../../lib/quoteSchema";

/**
 * The form's draft: restored from an earlier visit, with an estimate the visitor
 * brought added, then saved on every change. Returns where the visitor came from
 * (read once, before the address is tidied); `onWaiting` hears of a request from
 * this draft still waiting on the device (a reload while offline).
 */
export function useQuoteDraft(
  id: string,
  reset: UseFormReset<QuoteRequest>,
  subscribe: UseFormSubscribe<QuoteRequest>,
  onWaiting: (request: QuoteRequest) => void,
) {
  const source = useRef(leadSourceFrom({ pathname: "", search: "", hostname: "" }, ""));
  useEffect(() => {
    const draft = loadDraft(id);
    const prefill = prefillFromQuery(window.location.search);
    source.current = leadSourceFrom(window.location, document.referrer, prefill?.summary);
    if (prefill) {
      const filled = withPrefill(draft, prefill);
      reset(filled);
      saveDraft(id, filled);
      window.history.replaceState(window.history.state, "", withoutPrefill(window.location.href));
    } else if (draft) reset(draft);
    const kept = draft && keptSubmissionId(id);
    if (kept)
      void hasEntry(kept)
        .then((queued) => queued && onWaiting(draft))
        .catch(() => undefined);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        saveDraft(id, values);
      },
    });
  }, [id, reset, subscribe, onWaiting]);
  return source;
}
