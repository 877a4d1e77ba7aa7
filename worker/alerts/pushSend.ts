/**
 * One alert to every device with alerts on, through Web Push (RFC 8030) with
 * `@block65/webcrypto-web-push`: the payload encrypted as `aes128gcm` (RFC 8291)
 * and signed with the VAPID keys (RFC 8292, `vapid t=…, k=…`). A day to live and
 * high urgency. A 404 or 410 from the push service deletes the device; any other
 * failure is recorded on it, and one failing device never stops the others.
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { AlertPayload } from "./alertPayload";
import { allDevices, type Device } from "./pushDevices";
import type { WorkerEnv } from "../platform/env";

/** What sending a push needs of the environment. */
export type PushEnv = Pick<
  WorkerEnv,
  "DB" | "RATE_LIMIT_SALT" | "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "PUSH_API_ORIGIN"
>;

/** A day: an alert the phone could not take (off, no signal) is still delivered when it can. */
export const alertTtlSeconds = 86_400;
const sendTimeoutMs = 10_000;

/** The VAPID keys, or undefined while any of the three is unset. */
export function vapidKeys(env: PushEnv) {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : undefined;
}

export type PushOutcome = "sent" | "gone" | "failed" | "no keys";

/** Sends one payload to one device and records how it went. */
export async function pushTo(env: PushEnv, device: Device, alert: AlertPayload): Promise<PushOutcome> {
  const vapid = vapidKeys(env);
  if (!vapid) return "no keys";
  let error: string;
  try {
    const request = await buildPushPayload(
      {
        data: JSON.stringify(alert),
        options: { ttl: alertTtlSeconds, urgency: "high", topic: alert.notification.tag.slice(0, 32) },
      },
      { endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } },
      vapid,
    );
    const endpoint = new URL(device.endpoint);
    const url = env.PUSH_API_ORIGIN ? new URL(endpoint.pathname + endpoint.search, env.PUSH_API_ORIGIN) : endpoint;
    const response = await fetch(url, { ...request, signal: AbortSignal.timeout(sendTimeoutMs) });
    if (response.ok) {
      await env.DB.prepare("UPDATE push_subscriptions SET last_sent_at = ?, last_error = NULL WHERE id = ?")
        .bind(new Date().toISOString(), device.id)
        .run();
      return "sent";
    }
    if (response.status === 404 || response.status === 410) {
      await env.DB.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(device.id).run();
      return "gone";
    }
    error = `${response.status} ${(await response.text()).slice(0, 200)}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  await env.DB.prepare("UPDATE push_subscriptions SET last_error = ? WHERE id = ?").bind(error, device.id).run();
  return "failed";
}

/** Sends one payload to every device at once; returns how many took it. */
export async function pushToAll(env: PushEnv, alert: AlertPayload): Promise<number> {
  const outcomes = await Promise.all((await allDevices(env.DB)).map((device) => pushTo(env, device, alert)));
  return outcomes.filter((outcome) => outcome === "sent").length;
}
