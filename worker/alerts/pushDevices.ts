/**
 * The devices with alerts on: each browser's PushSubscription, accepted only for an
 * `https:` endpoint of a known push service, so the table cannot aim the Worker's
 * requests anywhere else.
 */
import { z } from "zod";

/** Hosts of the push services of Chrome/Android, Safari, Firefox and Edge (a host ends with one). */
export const pushServiceHosts = [
  "fcm.googleapis.com",
  "push.apple.com",
  "push.services.mozilla.com",
  "notify.windows.com",
] as const;

const isPushService = (endpoint: string) => {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return (
    url.protocol === "https:" &&
    !url.username &&
    !url.password &&
    !url.port &&
    pushServiceHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
};

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** `PushSubscription.toJSON()` as the browser posts it. */
export const subscriptionSchema = z.object({
  endpoint: z.url().max(1000).refine(isPushService, "Not the address of a known push service."),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(40) }),
});

export interface Device {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  created_at: string;
  last_sent_at: string | null;
  last_error: string | null;
}

/** A short name for the device, from its browser's User-Agent: "Safari on iPhone". */
export function deviceLabel(userAgent: string): string {
  const os = (
    [
      ["iPhone", /iPhone/],
      ["iPad", /iPad/],
      ["Android", /Android/],
      ["Windows", /Windows/],
      ["Mac", /Macintosh/],
      ["Linux", /Linux/],
    ] as const
  ).find(([, pattern]) => pattern.test(userAgent))?.[0];
  const browser = (
    [
      ["Edge", /Edg\//],
      ["Firefox", /Firefox\//],
      ["Chrome", /Chrome\//],
      ["Safari", /Safari\//],
    ] as const
  ).find(([, pattern]) => pattern.test(userAgent))?.[0];
  return [browser, os].filter(Boolean).join(" on ") || "A browser";
}

/** Stores a device's subscription (the same endpoint again replaces its keys); returns its id. */
export async function saveDevice(
  db: D1Database,
  subscription: z.infer<typeof subscriptionSchema>,
  label: string,
  now: Date,
): Promise<number> {
  const id = await db
    .prepare(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, label, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, label = excluded.label
       RETURNING id`,
    )
    .bind(subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, label, now.toISOString())
    .first<number>("id");
  return id ?? 0;
}

export const allDevices = async (db: D1Database) =>
  (await db.prepare("SELECT * FROM push_subscriptions ORDER BY id").all<Device>()).results;

export const findDevice = (db: D1Database, id: number) =>
  db.prepare("SELECT * FROM push_subscriptions WHERE id = ?").bind(id).first<Device>();

export const deleteDevice = (db: D1Database, id: number) =>
  db.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(id).run();
