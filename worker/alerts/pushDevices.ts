/**
 * The devices with alerts on: each browser's PushSubscription, accepted only for an
 * `https:` endpoint of a known push service, so the table cannot aim the Worker's
 * requests anywhere else, with keys a push can be encrypted to: `p256dh` a P-256 public
 * key (65 bytes, uncompressed) and `auth` 16 bytes (RFC 8291). An endpoint is compared with
 * its scheme and host in lower case, so one device is one row; at most `maxDevices` are kept,
 * and a new one past them removes the least recently used.
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

/** The endpoint with its scheme and host in lower case (as URL reads them), the rest as the browser sent it. */
export const normaliseEndpoint = (endpoint: string) =>
  endpoint.replace(/^([^:/?#]+:\/\/[^/?#]*)/, (origin) => origin.toLowerCase());

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** The bytes of a base64url text (RFC 4648 §5, padded or not); none if it cannot be decoded. */
function bytesOf(text: string): Uint8Array {
  try {
    return Uint8Array.from(atob(text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/** An uncompressed point (0x04, x, y) that Web Crypto takes as a P-256 key, so on the curve. */
async function isP256Point(text: string): Promise<boolean> {
  const bytes = bytesOf(text);
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    await crypto.subtle.importKey("raw", bytes, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

/** `PushSubscription.toJSON()` as the browser posts it; parse it with `safeParseAsync` (the key's check is). */
export const subscriptionSchema = z.object({
  endpoint: z
    .url()
    .max(1000)
    .refine(isPushService, "Not the address of a known push service.")
    .transform(normaliseEndpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url
      .max(100)
      .refine(isP256Point, "The key p256dh is not a P-256 public key (65 bytes, uncompressed)."),
    auth: base64url.max(40).refine((text) => bytesOf(text).length === 16, "The key auth is not 16 bytes."),
  }),
});

/** The devices kept; a new one past them removes the least recently used. */
export const maxDevices = 10;

export interface Device {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  created_at: string;
  /** When the device last posted its subscription (turned alerts on). */
  subscribed_at: string;
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

/**
 * Stores a device's subscription (the same endpoint again replaces its keys); returns its id. Past
 * `maxDevices`, the least recently used others go in the same transaction: used is the later of when
 * a device last posted its subscription and when a push last reached it (pushes go to every device at
 * once, so among devices that took the last one, the one subscribed longest ago goes).
 */
export async function saveDevice(
  db: D1Database,
  subscription: z.infer<typeof subscriptionSchema>,
  label: string,
  now: Date,
): Promise<number> {
  const { endpoint, keys } = subscription;
  const [saved] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, label, created_at, subscribed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)
         ON CONFLICT (endpoint) DO UPDATE
           SET p256dh = excluded.p256dh, auth = excluded.auth, label = excluded.label, subscribed_at = excluded.subscribed_at
         RETURNING id`,
      )
      .bind(endpoint, keys.p256dh, keys.auth, label, now.toISOString()),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE id IN (
           SELECT id FROM push_subscriptions WHERE endpoint != ?1
           ORDER BY max(subscribed_at, coalesce(last_sent_at, '')) DESC, subscribed_at DESC, id DESC
           LIMIT -1 OFFSET ?2)`,
      )
      .bind(endpoint, maxDevices - 1),
  ]);
  return saved?.results[0]?.id ?? 0;
}

export const allDevices = async (db: D1Database) =>
  (await db.prepare("SELECT * FROM push_subscriptions ORDER BY id").all<Device>()).results;

export const findDevice = (db: D1Database, id: number) =>
  db.prepare("SELECT * FROM push_subscriptions WHERE id = ?").bind(id).first<Device>();

export const deleteDevice = (db: D1Database, id: number) =>
  db.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(id).run();
