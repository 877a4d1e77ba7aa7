/**
 * The settings page's one script, served at /admin/leads/alerts.js (the rest of the app runs
 * none): "Turn on alerts on this phone" asks for permission (on the owner's tap, as iOS
 * requires), registers the service worker, subscribes with the Worker's VAPID public key
 * (the button's data-key) and posts `PushSubscription.toJSON()` to
 * POST /admin/leads/push/subscriptions. The button's data attributes carry its messages.
 * Its source is the script, so it refers to nothing outside itself.
 */
interface ButtonLike {
  hidden: boolean;
  disabled: boolean;
  dataset: Record<string, string | undefined>;
  addEventListener(type: "click", listener: () => void): void;
}

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
}

export function turnOnAlerts(scope: PageScope): void {
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
  const turnOn = async () => {
    if ((await notification.requestPermission()) !== "granted") return say(button.dataset["denied"]);
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
    scope.location.reload();
  };
  button.addEventListener("click", () => {
    button.disabled = true;
    say(button.dataset["working"]);
    turnOn()
      .catch((error: unknown) =>
        say(
          (button.dataset["failed"] ?? "{error}").replace(
            "{error}",
            error instanceof Error ? error.message : String(error),
          ),
        ),
      )
      .finally(() => (button.disabled = false));
  });
}

export const turnOnAlertsScript = `"use strict";
var __name = (f) => f;
(${turnOnAlerts.toString()})(window);
`;
