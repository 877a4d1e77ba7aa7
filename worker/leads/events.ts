/** What the homeowner did on their request's page (the `request_events` table), read by the owner's app and the page. */

export type RequestEventKind = "note" | "photos" | "withdrawn" | "lookup";

export interface RequestEvent {
  kind: RequestEventKind;
  body: string;
  created_at: string;
}

/** What the homeowner did on the page, oldest first. */
export async function requestEvents(db: D1Database, leadId: number): Promise<RequestEvent[]> {
  const { results } = await db
    .prepare("SELECT kind, body, created_at FROM request_events WHERE lead_id = ? ORDER BY created_at, id")
    .bind(leadId)
    .all<RequestEvent>();
  return results;
}
