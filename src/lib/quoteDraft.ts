/**
 * Keeps what the visitor has typed in local storage, per form, so a reload,
 * a crash or a failed send loses nothing. Storage can be missing or full
 * (private browsing): then the draft is simply not kept.
 */
import { emptyQuote, fieldLimits, type QuoteRequest } from "./quoteSchema";

const keyFor = (formId: string) => `quote-draft:${formId}`;
const idKeyFor = (formId: string) => `quote-draft-id:${formId}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved draft, with unknown keys dropped and values cut to the field limits. */
export function loadDraft(formId: string): QuoteRequest | undefined {
  const raw = storage()?.getItem(keyFor(formId));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft = { ...emptyQuote };
    for (const key of Object.keys(emptyQuote) as (keyof QuoteRequest)[]) {
      const value = parsed[key];
      if (typeof value === "string") {
        const limit = key in fieldLimits ? fieldLimits[key as keyof typeof fieldLimits] : 100;
        draft[key] = value.slice(0, limit);
      }
    }
    return Object.values(draft).some(Boolean) ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(formId: string, values: QuoteRequest): void {
  try {
    const hasContent = Object.values(values).some((v) => v.trim() !== "");
    if (hasContent) storage()?.setItem(keyFor(formId), JSON.stringify(values));
    else storage()?.removeItem(keyFor(formId));
  } catch {
    // Storage full or blocked: the form still works, the draft is just not kept.
  }
}

export function clearDraft(formId: string): void {
  try {
    storage()?.removeItem(keyFor(formId));
    storage()?.removeItem(idKeyFor(formId));
  } catch {
    // Nothing to clear.
  }
}

/**
 * The draft's submission id, made when the draft starts and kept with it until
 * a send succeeds: sent again after a double click, a retry or a reload, it
 * gives the server the same id, and so one lead.
 */
export function draftSubmissionId(formId: string): string {
  try {
    const kept = storage()?.getItem(idKeyFor(formId));
    if (kept) return kept;
    const made = crypto.randomUUID();
    storage()?.setItem(idKeyFor(formId), made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
