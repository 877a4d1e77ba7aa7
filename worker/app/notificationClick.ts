/**
 * A tap on an alert, in the service worker (serviceWorker.ts puts this function's source in
 * the script, so it refers to nothing outside itself). "Call" and "WhatsApp" first record
 * the first contact with a same-origin POST (POST /admin/leads/<reference>/contact, with the
 * Access cookie), then, like a tap on the alert itself, open the lead, where its Call and
 * WhatsApp buttons hand off to the phone. Recording failing (signed out, offline) never
 * stops the lead opening.
 */
export interface NotificationClickLike {
  action: string;
  notification: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

/** What the handler uses of the service worker's global scope. */
export interface ClickScope {
  registration: { scope: string };
  clients: { openWindow(url: string): Promise<unknown> };
  fetch(input: string, init: { method: "POST"; credentials: "include"; body: URLSearchParams }): Promise<unknown>;
}

/**
 * `reference` is the shape a lead's reference has (src/lib/leadReference.ts's `referencePattern`,
 * which serviceWorker.ts writes into the script, since this function refers to nothing outside itself).
 */
export function onNotificationClick(event: NotificationClickLike, sw: ClickScope, referenceShape: RegExp): void {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { reference?: unknown; navigate?: unknown };
  const reference = typeof data.reference === "string" && referenceShape.test(data.reference) ? data.reference : "";
  // The alert's link may carry the `seen` token (leads/firstContact.ts), so its opening counts as seen.
  const seen = typeof data.navigate === "string" ? /[?&]seen=([0-9a-f]{32})(?:&|$)/.exec(data.navigate)?.[1] : "";
  const lead = new URL(reference, sw.registration.scope).href;
  const opened = reference && seen ? `${lead}?seen=${seen}` : lead;
  const record =
    reference && (event.action === "call" || event.action === "whatsapp")
      ? sw
          .fetch(`${lead}/contact`, {
            method: "POST",
            credentials: "include",
            body: new URLSearchParams({ channel: event.action }),
          })
          .catch(() => undefined)
      : Promise.resolve();
  event.waitUntil(record.then(() => sw.clients.openWindow(opened)));
}
