/**
 * A tap on an alert, in the service worker (serviceWorker.ts puts this function's source in
 * the script, so it refers to nothing outside itself). It records nothing: "Call" opens the
 * lead's same-origin hand-off to the phone (GET /admin/leads/<reference>/dial, a 303 to tel:,
 * as the lead page's Call button hands off), "WhatsApp" and a tap on the alert itself open the
 * lead, where its WhatsApp button hands off. Whether the call was answered is asked on the
 * lead's page the next time the owner opens it ("How did it go?", shown while nobody has been
 * reached), so a tap on an alert never says the homeowner was contacted.
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
  const opened =
    reference && event.action === "call" ? `${lead}/dial` : reference && seen ? `${lead}?seen=${seen}` : lead;
  event.waitUntil(sw.clients.openWindow(opened));
}
