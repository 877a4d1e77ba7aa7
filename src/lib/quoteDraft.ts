/**
 * Keeps what the visitor has typed in local storage, per form, so a reload,
 * a crash or a failed send loses nothing. Storage can be missing or full
 * (private browsing): then the draft is simply not kept.
 */
import { emptyQuote, fieldLimits, isProjectType, type QuoteRequest } from "./quoteSchema";
import { visitSlots } from "./visitTimes";
import { draftIdKey, draftKey } from "./draftKeys";
import { isExpired } from "./outbox/store";

const keyFor = draftKey;
const idKeyFor = draftIdKey;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether a draft holds anything the visitor typed or ticked. */
const hasContent = (values: QuoteRequest) =>
  Object.values(values).some((v: unknown) =>
    Array.isArray(v) ? v.length > 0 : typeof v === "string" && v.trim() !== "",
  );

/**
 * The saved draft, with unknown keys dropped, values cut to the field limits,
 * and visit times kept only while they can still be chosen at `now`. A draft
 * last saved more than 30 days before `now` is deleted instead (privacy notice).
 */
export function loadDraft(formId: string, now = new Date()): QuoteRequest | undefined {
  const raw = storage()?.getItem(keyFor(formId));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const savedAt = parsed["savedAt"];
    if (typeof savedAt === "number" && isExpired(savedAt, now.getTime())) {
      clearDraft(formId);
      return undefined;
    }
    const draft = { ...emptyQuote };
    for (const key of Object.keys(fieldLimits) as (keyof typeof fieldLimits)[]) {
      const value = parsed[key];
      if (typeof value === "string") draft[key] = value.slice(0, fieldLimits[key]);
    }
    // Only a type from the form's list (quoteSchema.ts), as the lead API would take it.
    if (isProjectType(parsed["projectType"])) draft.projectType = parsed["projectType"];
    const times = parsed["visitTimes"];
    if (Array.isArray(times)) {
      const open = new Set(visitSlots(now));
      draft.visitTimes = [...new Set(times.filter((t): t is string => typeof t === "string" && open.has(t)))];
    }
    return hasContent(draft) ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the draft with the time it was saved (`savedAt`), from which it expires. */
export function saveDraft(formId: string, values: QuoteRequest, now = new Date()): void {
  try {
    if (hasContent(values)) storage()?.setItem(keyFor(formId), JSON.stringify({ ...values, savedAt: now.getTime() }));
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
