/**
 * A push service stand-in for the workerd tests: subscriptions with their own keys (as a
 * browser makes them), the requests the Worker sent (reached through PUSH_API_ORIGIN by a
 * stubbed fetch), and the receiving half of RFC 8291, so a test reads what a phone would.
 */
import { env } from "cloudflare:workers";
import { api, stubEmailJs } from "./worker";

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
export const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
}

/** What the browser posts: `PushSubscription.toJSON()`, without the private key only the test holds. */
export const subscriptionJson = (subscription: TestSubscription) => ({
  endpoint: subscription.endpoint,
  expirationTime: subscription.expirationTime,
  keys: subscription.keys,
});

let made = 0;

/** A browser's subscription at `host`, with a P-256 key pair and an auth secret of its own. */
export async function makeSubscription(host = "fcm.googleapis.com"): Promise<TestSubscription> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return {
    endpoint: `https://${host}/fcm/send/device-${++made}-${crypto.randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: b64url(raw), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) },
    privateKey: pair.privateKey,
  };
}

const hkdf = async (salt: Uint8Array, ikm: Uint8Array | ArrayBuffer, info: Uint8Array, bytes: number) =>
  new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: "HKDF", hash: "SHA-256", salt, info },
      await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]),
      bytes * 8,
    ),
  );

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const text = (s: string) => new TextEncoder().encode(s);

/** Decrypts an `aes128gcm` push message body (RFC 8188, 8291) with the subscription's own private key. */
export async function decryptPush(body: Uint8Array, subscription: TestSubscription): Promise<string> {
  const salt = body.slice(0, 16);
  const idlen = body[20] ?? 0;
  const senderPublic = body.slice(21, 21 + idlen);
  const ciphertext = body.slice(21 + idlen);
  const sender = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  // WebCrypto's ECDH takes the peer's key as `public` (the Workers types spell it `$public`).
  const ecdh = { name: "ECDH", public: sender } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const shared = await crypto.subtle.deriveBits(ecdh, subscription.privateKey, 256);
  const uaPublic = fromB64url(subscription.keys.p256dh);
  const ikm = await hkdf(
    fromB64url(subscription.keys.auth),
    shared,
    concat(text("WebPush: info\0"), uaPublic, senderPublic),
    32,
  );
  const cek = await hkdf(salt, ikm, text("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, text("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("No last-record delimiter");
  return new TextDecoder().decode(padded.slice(0, end));
}

/** A push request as the stand-in received it. */
export interface PushRequest {
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
  answered: number;
}

/**
 * Replaces `fetch` in this isolate: push requests go to a new stand-in (returned), EmailJS's to
 * stubEmailJs's, any other to `others` (404 without it).
 */
export function stubPushService(others?: (request: Request) => Response | Promise<Response>) {
  const push = pushStandIn();
  stubEmailJs(
    async (request) =>
      (await push.handle(request)) ?? (others ? others(request) : new Response("Not found", { status: 404 })),
  );
  return push;
}

/** The stand-in behind PUSH_API_ORIGIN: records each request and answers 201, or the status set for a path. */
export function pushStandIn() {
  const received: PushRequest[] = [];
  const statuses = new Map<string, number>();
  return {
    received,
    /** Answers requests for this subscription with `status` from now on. */
    answer(subscription: { endpoint: string }, status: number) {
      statuses.set(new URL(subscription.endpoint).pathname, status);
    },
    reset() {
      received.length = 0;
      statuses.clear();
    },
    /** The requests for this subscription. */
    to: (subscription: { endpoint: string }) =>
      received.filter((r) => new URL(r.url).pathname === new URL(subscription.endpoint).pathname),
    /** Takes the request if it is for the stand-in's origin. */
    async handle(request: Request): Promise<Response | undefined> {
      if (new URL(request.url).origin !== env.PUSH_API_ORIGIN) return undefined;
      const status = statuses.get(new URL(request.url).pathname) ?? 201;
      received.push({
        url: request.url,
        headers: Object.fromEntries(request.headers),
        body: new Uint8Array(await request.arrayBuffer()),
        answered: status,
      });
      return new Response(null, { status });
    },
  };
}

/** A phone with alerts on: a new subscription, posted to the owner's app as the browser posts it. */
export async function subscribedPhone(): Promise<TestSubscription> {
  const subscription = await makeSubscription();
  const answer = await api.request("/admin/leads/push/subscriptions", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: api.baseUrl },
    body: JSON.stringify(subscriptionJson(subscription)),
  });
  if (answer.status !== 201) throw new Error(`The owner's app refused the subscription with ${answer.status}`);
  return subscription;
}
