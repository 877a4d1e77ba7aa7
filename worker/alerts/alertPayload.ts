/**
 * What one push alert carries, shared by the Worker that sends it (alerts/pushMessage.ts) and
 * the service worker that shows it (app/serviceWorker.ts). It is Declarative Web Push's
 * shape (`web_push: 8030`), so Safari can show it without running the service worker; other
 * browsers run the service worker, which shows the same notification. Everything the alert
 * shows is in it: once the Access session has expired the service worker can fetch nothing.
 */
export interface AlertAction {
  /**
   * `call` opens the lead's hand-off to the phone (/admin/leads/<reference>/dial), `whatsapp` the lead;
   * neither records anything (app/notificationClick.ts).
   */
  action: "call" | "whatsapp";
  title: string;
  navigate: string;
}

export interface AlertPayload {
  web_push: 8030;
  /** The service worker may show it its own way. */
  mutable: true;
  notification: {
    title: string;
    body: string;
    lang: string;
    /** The page the alert opens: a lead, or the list. */
    navigate: string;
    /** Alerts about the same thing replace each other rather than pile up. */
    tag: string;
    actions?: AlertAction[];
  };
  /** The lead's reference, when the alert is about one lead. */
  reference?: string;
}
