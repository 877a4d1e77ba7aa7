/**
 * The settings page's one script, served at /admin/leads/alerts.js (the rest of the app runs
 * none): "Turn on alerts on this phone" asks for permission (on the owner's tap, as iOS
 * requires), registers the service worker, subscribes with the Worker's VAPID public key
 * (the button's data-key) and posts `PushSubscription.toJSON()` to
 * POST /admin/leads/push/subscriptions. The button's data attributes carry its messages.
 * Once permission is given, a browser with no push service may never settle `subscribe()`: after
 * `giveUpAfterMs` the script gives up, says so and offers "Try again" (a later answer of the
 * attempt it gave up on is ignored). Its source is the script, so it refers to nothing outside
 * itself.
 */
interface ButtonLike {
  hidden: boolean;
  disabled: boolean;
  textContent: string;
  dataset: Record<string, string | undefined>;
  addEventListener(type: "click", listener: () => void): void;
}

/** How long turning alerts on may take, once permission is given, before the script gives up. */
export const giveUpAfterMs = 20_000;

/** What the script uses of the page's window. */
export interface PageScope {
  document: { getElementById(id: string): unknown };
  navigator: {
    serviceWorker?: {
      register(
        url: string,
        options: { scope: string },
      ): Promise<{
        pushManager: {
          subscribe(options: {
            userVisibleOnly: boolean;
            applicationServerKey: string;
          }): Promise<{ toJSON(): unknown }>;
        };
      }>;
      ready: Promise<unknown>;
    };
  };
  PushManager?: unknown;
  Notification?: { requestPermission(): Promise<string> };
  fetch(
    url: string,
    init: { method: "POST"; credentials: "include"; headers: Record<string, string>; body: string },
  ): Promise<{ status: number; text(): Promise<string> }>;
  location: { reload(): void };
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export function turnOnAlerts(scope: PageScope, giveUpMs: number): void {
  const button = scope.document.getElementById("turn-on-alerts") as ButtonLike | null;
  const status = scope.document.getElementById("alerts-status") as { textContent: string } | null;
  if (!button || !status) return;
  const say = (text: string | undefined) => {
    status.textContent = text ?? "";
  };
  const worker = scope.navigator.serviceWorker;
  const notification = scope.Notification;
  if (!worker || !scope.PushManager || !notification) {
    say(button.dataset["unsupported"]);
    return;
  }
  button.hidden = false;
  // Each tap is an attempt; only the latest may still speak.
  let attempt = 0;
  const subscribe = async () => {
    const registration = await worker.register("/admin/leads/sw.js", { scope: "/admin/leads/" });
    await worker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: button.dataset["key"] ?? "",
    });
    const response = await scope.fetch("/admin/leads/push/subscriptions", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(subscription.toJSON()),
    });
    if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  };
  const turnOn = async (mine: number) => {
    if ((await notification.requestPermission()) !== "granted") return say(button.dataset["denied"]);
    // The permission prompt waits for the owner; from here on nothing should, so a clock runs.
    const timer = scope.setTimeout(() => {
      if (mine !== attempt) return;
      attempt += 1;
      say(button.dataset["timedOut"]);
      button.textContent = button.dataset["retry"] ?? button.textContent;
      button.disabled = false;
    }, giveUpMs);
    try {
      await subscribe();
    } finally {
      scope.clearTimeout(timer);
    }
    if (mine === attempt) scope.location.reload();
  };
  button.addEventListener("click", () => {
    attempt += 1;
    const mine = attempt;
    button.disabled = true;
    say(button.dataset["working"]);
    turnOn(mine)
      .catch((error: unknown) => {
        if (mine !== attempt) return;
        say(
          (button.dataset["failed"] ?? "{error}").replace(
            "{error}",
            error instanceof Error ? error.message : String(error),
          ),
        );
      })
      .finally(() => {
        if (mine === attempt) button.disabled = false;
      });
  });
}

export const turnOnAlertsScript = `"use strict";
var __name = (f) => f;
(${turnOnAlerts.toString()})(window, ${giveUpAfterMs});
`;
