/**
 * Where a form's draft lives in localStorage (lib/quoteDraft.ts), in a module
 * of its own so the outbox's sender can clear a sent draft without loading
 * the form's schema.
 */
export const draftKey = (formId: string) => `quote-draft:${formId}`;
export const draftIdKey = (formId: string) => `quote-draft-id:${formId}`;

/**
 * Clears a form's draft once its request has been sent, if the draft is still
 * the one that request came from (its submission id matches): a draft the
 * visitor has started since keeps its own id and stays.
 */
export function clearSentDraft(formId: string, submissionId: string): void {
  try {
    if (localStorage.getItem(draftIdKey(formId)) !== submissionId) return;
    localStorage.removeItem(draftKey(formId));
    localStorage.removeItem(draftIdKey(formId));
  } catch {
    // No storage: there is no draft to clear.
  }
}

/** The draft's submission id if it has one, without making one. */
export function keptSubmissionId(formId: string): string | undefined {
  try {
    return localStorage.getItem(draftIdKey(formId)) ?? undefined;
  } catch {
    return undefined;
  }
}
