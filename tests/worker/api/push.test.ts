/**
 * Web Push alerts to the owner's devices, in workerd: the library's encryption against
 * RFC 8291's worked example byte for byte; devices subscribing (only known push services);
 * one alert per lead to every device, exactly once, through a push service stand-in reached
 * by PUSH_API_ORIGIN, read back as the phone would (decrypted with the subscription's own
 * key, the VAPID token verified with its k=); 404/410 dropping a device without stopping the
 * others; the devices kept (10 at most, keys a push can be encrypted to, one row per endpoint
 * whatever the case of its host); the settings page; and the hourly collapse. The service worker is tested in
 * Chromium (tests/worker/app.test.ts) and its tap handler on its own (notificationClick.test.ts).
 */
import { encryptNotification } from "@block65/webcrypto-web-push";
import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../../src/config/site";
import { honeypotField } from "../../../src/lib/honeypot";
import { formatVisitTimes, visitSlots } from "../../../src/lib/visitTimes";
import alertsCopy from "../../../worker/alerts/copy.json";
import appCopy from "../../../worker/app/copy.json";
import { maxDevices } from "../../../worker/alerts/pushDevices";
import { alertLead } from "../../../worker/alerts/pushAlerts";
import { leadBody, postLead } from "../support/leads";
import {
  decryptPush,
  fromB64url,
  makeSubscription,
  stubPushService,
  subscriptionJson,
  type TestSubscription,
} from "./support/pushService";
import { api, query, scheduled, withVars } from "./support/worker";

const team = "https://builders.cloudflareaccess.test";
let jwks: { keys: object[] } = { keys: [] };
// Push requests reach the stand-in; Access's keys are served at its address.
const push = stubPushService((request) =>
  request.url === `${team}/cdn-cgi/access/certs` ? Response.json(jwks) : new Response("Not found", { status: 404 }),
);
const worker = withVars({});

const subscribe = (subscription: object, init: RequestInit = {}) =>
  api.request("/admin/leads/push/subscriptions", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: api.baseUrl,
      "User-Agent": "Mozilla/5.0 (Linux; Android 15) Chrome/140.0 Mobile Safari/537.36",
    },
    body: JSON.stringify(subscription),
    ...init,
  });

async function subscribed(): Promise<TestSubscription> {
  const subscription = await makeSubscription();
  expect((await subscribe(subscriptionJson(subscription))).status).toBe(201);
  return subscription;
}

const devices = () =>
  query<{ id: number; endpoint: string; last_error: string | null }>("SELECT * FROM push_subscriptions");

async function newLead(fields: Record<string, unknown> = {}, origin = worker): Promise<string> {
  const response = await postLead(origin, leadBody(fields));
  expect(response.status).toBe(201);
  return (await response.json<{ reference: string }>()).reference;
}

interface Alert {
  web_push: number;
  notification: { title: string; body: string; navigate: string; actions?: { action: string }[] };
  reference?: string;
}
const readAlert = async (body: Uint8Array, subscription: TestSubscription) =>
  JSON.parse(await decryptPush(body, subscription)) as Alert;

beforeEach(async () => {
  push.reset();
  await query("DELETE FROM push_subscriptions");
});
afterEach(() => vi.restoreAllMocks());

describe("the library's encryption", () => {
  it("gives RFC 8291's worked example (section 5) byte for byte, with its salt and key pair", async () => {
    const rfc = {
      plaintext: "When I grow up, I want to be a watermelon",
      asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
      asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
      uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
      auth: "BTBZMqHH6r4Tts7J_aSIgg",
      salt: "DGv6ra1nlYgDCS1FRnbzlw",
      body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
    };
    const asPublic = fromB64url(rfc.asPublic);
    const b64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const privateKey = await crypto.subtle.importKey(
      "jwk",
      {
        kty: "EC",
        crv: "P-256",
        d: rfc.asPrivate,
        x: b64url(asPublic.slice(1, 33)),
        y: b64url(asPublic.slice(33, 65)),
      },
      { name: "ECDH", namedCurve: "P-256" },
      false,
      ["deriveBits"],
    );
    const publicKey = await crypto.subtle.importKey("raw", asPublic, { name: "ECDH", namedCurve: "P-256" }, true, []);
    // The library's random parts: its salt (getRandomValues) and its sender key pair (generateKey).
    vi.spyOn(crypto, "getRandomValues").mockImplementation(((array: Uint8Array) => {
      array.set(fromB64url(rfc.salt));
      return array;
    }) as typeof crypto.getRandomValues);
    vi.spyOn(crypto.subtle, "generateKey").mockResolvedValue({ privateKey, publicKey });
    const body = await encryptNotification(
      {
        endpoint: "https://fcm.googleapis.com/x",
        expirationTime: null,
        keys: { p256dh: rfc.uaPublic, auth: rfc.auth },
      },
      new TextEncoder().encode(rfc.plaintext),
      { pad: false },
    );
    expect(b64url(body)).toBe(rfc.body);
  });
});

describe("turning alerts on", () => {
  it("stores a subscription of a known push service (201) and names the device", async () => {
    await subscribed();
    const [device] = await query<{ label: string }>("SELECT label FROM push_subscriptions");
    expect(device?.label).toBe("Chrome on Android");
  });

  it("refuses an endpoint that is not https on a known push service's host (400), storing nothing", async () => {
    const { keys } = await makeSubscription();
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://evil.example/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://notfcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "https://user@web.push.apple.com/x",
      "not a url",
    ]) {
      expect((await subscribe({ endpoint, keys })).status, endpoint).toBe(400);
    }
    expect((await subscribe({ endpoint: "https://fcm.googleapis.com/x" })).status).toBe(400);
    expect(await devices()).toEqual([]);
    for (const host of ["web.push.apple.com", "updates.push.services.mozilla.com", "wns2-par02p.notify.windows.com"]) {
      expect((await subscribe(subscriptionJson(await makeSubscription(host)))).status, host).toBe(201);
    }
  });
});

describe("the devices kept", () => {
  const b64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");

  it("keeps 10: the 11th removes the least recently used (last subscribed, or last reached by a push)", async () => {
    const ten: TestSubscription[] = [];
    for (let i = 0; i < maxDevices; i++) ten.push(await subscribed());
    // Subscribed a minute apart, in order; the first since reached by a push, so the second is the least recently used.
    for (const [i, subscription] of ten.entries()) {
      await query(
        "UPDATE push_subscriptions SET subscribed_at = ?, last_sent_at = NULL WHERE endpoint = ?",
        new Date(Date.UTC(2026, 10, 1, 9, i)).toISOString(),
        subscription.endpoint,
      );
    }
    await query(
      "UPDATE push_subscriptions SET last_sent_at = ? WHERE endpoint = ?",
      new Date(Date.UTC(2026, 10, 2)).toISOString(),
      ten[0]?.endpoint,
    );
    // The same device again is no new one: nothing goes.
    expect((await subscribe(subscriptionJson(ten[5] as TestSubscription))).status).toBe(201);
    expect(await devices()).toHaveLength(maxDevices);

    const eleventh = await subscribed();
    const endpoints = (await devices()).map((d) => d.endpoint);
    expect(endpoints).toHaveLength(maxDevices);
    expect(endpoints).not.toContain(ten[1]?.endpoint);
    expect(endpoints).toEqual(expect.arrayContaining([ten[0]?.endpoint, ten[5]?.endpoint, eleventh.endpoint]));
  });

  it("refuses keys a push cannot be encrypted to (400), storing nothing: p256dh not an uncompressed P-256 point, auth not 16 bytes", async () => {
    const subscription = subscriptionJson(await makeSubscription());
    const point = fromB64url(subscription.keys.p256dh);
    const y = point[64] ?? 0;
    const notOnCurve = Uint8Array.from(point, (byte, i) => (i === 64 ? byte ^ 1 : byte));
    const badKeys: Record<string, { p256dh?: string; auth?: string }> = {
      "p256dh of 64 bytes": { p256dh: b64url(point.slice(0, 64)) },
      "p256dh of 66 bytes": { p256dh: b64url(Uint8Array.from([...point, 0])) },
      "p256dh compressed (33 bytes)": { p256dh: b64url(Uint8Array.from([2 + (y & 1), ...point.slice(1, 33)])) },
      "p256dh of 65 bytes without 0x04": { p256dh: b64url(Uint8Array.from(point, (b, i) => (i === 0 ? 5 : b))) },
      "p256dh off the curve": { p256dh: b64url(notOnCurve) },
      "auth of 15 bytes": { auth: b64url(crypto.getRandomValues(new Uint8Array(15))) },
      "auth of 17 bytes": { auth: b64url(crypto.getRandomValues(new Uint8Array(17))) },
      "auth of 32 bytes": { auth: b64url(crypto.getRandomValues(new Uint8Array(32))) },
      "auth not base64url": { auth: "A" },
    };
    for (const [name, keys] of Object.entries(badKeys)) {
      const response = await subscribe({ ...subscription, keys: { ...subscription.keys, ...keys } });
      expect(response.status, name).toBe(400);
    }
    expect(await devices()).toEqual([]);
    expect((await subscribe(subscription)).status).toBe(201);
  });

  it("takes the same endpoint with an upper-case scheme and host as the one device: its keys updated, its path kept", async () => {
    const first = await makeSubscription();
    const endpoint = `${first.endpoint}-AbC`;
    expect((await subscribe({ ...subscriptionJson(first), endpoint })).status).toBe(201);
    const again = await makeSubscription();
    const shouted = endpoint.replace("https://fcm.googleapis.com", "HTTPS://FCM.GoogleAPIs.COM");
    expect((await subscribe({ ...subscriptionJson(again), endpoint: shouted })).status).toBe(201);
    const rows = await query<{ endpoint: string; p256dh: string; auth: string }>(
      "SELECT endpoint, p256dh, auth FROM push_subscriptions",
    );
    expect(rows).toEqual([{ endpoint, p256dh: again.keys.p256dh, auth: again.keys.auth }]);
  });
});

describe("an alert on every new lead", () => {
  it("pushes the lead to every device: aes128gcm, a day's TTL, high urgency, a VAPID token for the endpoint's origin", async () => {
    const phone = await subscribed();
    const laptop = await subscribed();
    const visit = visitSlots(new Date())[1] ?? "";
    const started = Date.now();
    const reference = await newLead({
      firstName: "Priya",
      lastName: "Shah",
      projectDetails: "Loft conversion at 3 Elm Road, SE22 8PL, with a dormer.",
      visitTimes: [visit],
    });
    expect(push.received).toHaveLength(2);
    for (const subscription of [phone, laptop]) {
      const [request] = push.to(subscription);
      if (!request) throw new Error("No push for a device");
      // Sent to the endpoint's path on the stand-in (PUSH_API_ORIGIN).
      expect(request.url).toBe(`${env.PUSH_API_ORIGIN}${new URL(subscription.endpoint).pathname}`);
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(request.headers["ttl"]).toBe("86400");
      expect(request.headers["urgency"]).toBe("high");
      expect(request.body.length).toBeLessThanOrEqual(4096);

      const [, token = "", key = ""] = /^vapid t=([^,]+), k=(\S+)$/.exec(request.headers["authorization"] ?? "") ?? [];
      const [header = "", claims = "", signature = ""] = token.split(".");
      const json = (part: string) => JSON.parse(new TextDecoder().decode(fromB64url(part))) as Record<string, unknown>;
      expect(json(header)).toMatchObject({ alg: "ES256" });
      const { aud, exp, sub } = json(claims) as { aud: string; exp: number; sub: string };
      expect(aud).toBe("https://fcm.googleapis.com");
      expect(sub).toBe(env.VAPID_SUBJECT);
      expect(exp * 1000).toBeGreaterThan(started);
      expect(exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
      const verifier = await crypto.subtle.importKey(
        "raw",
        fromB64url(key),
        { name: "ECDSA", namedCurve: "P-256" },
        false,
        ["verify"],
      );
      expect(
        await crypto.subtle.verify(
          { name: "ECDSA", hash: "SHA-256" },
          verifier,
          fromB64url(signature),
          new TextEncoder().encode(`${header}.${claims}`),
        ),
      ).toBe(true);

      const plaintext = await decryptPush(request.body, subscription);
      expect(new TextEncoder().encode(plaintext).length).toBeLessThan(3072);
      const alert = JSON.parse(plaintext) as Alert;
      expect(alert.reference).toBe(reference);
      expect(alert.web_push).toBe(8030);
      expect(alert.notification.title).toBe(alertsCopy.alerts.newTitle.replace("{reference}", reference));
      const navigate = new URL(alert.notification.navigate);
      expect(`${navigate.origin}${navigate.pathname}`).toBe(new URL(`/admin/leads/${reference}`, site.url).href);
      expect(navigate.searchParams.get("seen")).toMatch(/^[0-9a-f]{32}$/);
      expect(alert.notification.body).toContain("Priya Shah");
      expect(alert.notification.body).toContain(leadBody().projectType);
      expect(alert.notification.body).toContain("SE22");
      expect(alert.notification.body).not.toContain("8PL");
      expect(alert.notification.body).toContain(formatVisitTimes([visit]));
      expect(alert.notification.actions?.map((a) => a.action)).toEqual(["call", "whatsapp"]);
      // Safari opens an action's own link: Call's is the hand-off to the phone, which records nothing.
      const [call, whatsapp] = (alert.notification.actions ?? []) as { navigate?: string }[];
      expect(call?.navigate).toBe(new URL(`/admin/leads/${reference}/dial`, site.url).href);
      expect(whatsapp?.navigate).toBe(alert.notification.navigate);
    }
  });

  it("pushes once: a scheduled run after it sends nothing more, and spam sends nothing", async () => {
    await subscribed();
    await newLead();
    expect(push.received).toHaveLength(1);
    // Opened, every lead: a run ten minutes on may fall in the firm's opening hours, whose reminder
    // for a lead nobody opened (pushRepeat.test.ts) is not what this checks.
    await query("UPDATE leads SET seen_at = created_at");
    await scheduled(Date.now() + 10 * 60_000);
    expect(push.received).toHaveLength(1);
    await postLead(worker, { ...leadBody(), [honeypotField]: "https://spam.example" });
    await scheduled(Date.now() + 10 * 60_000);
    expect(push.received).toHaveLength(1);
  });

  it("claims a lead once: two senders at the same moment push it once, and a sent lead is not sent again", async () => {
    await subscribed();
    const reference = await newLead();
    const [lead] = await query<{ id: number }>("SELECT id FROM leads WHERE reference = ?", reference);
    const id = lead?.id ?? 0;
    expect(await alertLead(env, id)).toBe("not due");
    await query("UPDATE leads SET push_status = 'pending' WHERE id = ?", id);
    push.reset();
    const results = await Promise.all([alertLead(env, id), alertLead(env, id), alertLead(env, id)]);
    expect(results.filter((r) => r === "sent")).toHaveLength(1);
    expect(push.received).toHaveLength(1);
  });

  it("pushes a lead whose request never got to it from the scheduled run, once", async () => {
    await subscribed();
    // exports.default.fetch does not wait for the request's own send: take it back as if its Worker died.
    const reference = await newLead();
    await query(
      "UPDATE leads SET push_status = 'sending', push_claimed_at = ? WHERE reference = ?",
      Date.now() - 3600_000,
      reference,
    );
    push.reset();
    await scheduled();
    await scheduled();
    expect(push.received).toHaveLength(1);
  });

  it("drops a device the push service says is gone (410, 404), and one failing device never stops the others", async () => {
    const gone = await subscribed();
    const missing = await subscribed();
    const broken = await subscribed();
    const fine = await subscribed();
    push.answer(gone, 410);
    push.answer(missing, 404);
    push.answer(broken, 500);
    await newLead();
    expect(push.received).toHaveLength(4);
    const left = await devices();
    expect(left.map((d) => d.endpoint)).toEqual([broken.endpoint, fine.endpoint]);
    expect(left[0]?.last_error).toContain("500");
    expect(left[1]?.last_error).toBeNull();
  });

  it("above the hourly ceiling, collapses the hour's further leads into one alert after the hour", async () => {
    const phone = await subscribed();
    const capped = withVars({ NOTIFY_HOURLY_CEILING: "2" });
    // The hour's counts start afresh: earlier tests in this file pushed in this hour too.
    await query("DELETE FROM notify_hours");
    const references = [];
    for (let i = 0; i < 4; i++) references.push(await newLead({ firstName: `Visitor${i}` }, capped));
    const singles = 2;
    const titles = await Promise.all(
      push.received.map(async (r) => (await readAlert(r.body, phone)).notification.title),
    );
    expect(titles).toEqual(
      references.slice(0, singles).map((r) => alertsCopy.alerts.newTitle.replace("{reference}", r)),
    );
    const waiting = references.slice(singles);
    // Opened, every lead: no reminder (pushRepeat.test.ts) joins the runs below.
    await query("UPDATE leads SET seen_at = created_at");
    const hour = Math.floor(Date.now() / 3_600_000);
    await scheduled((hour + 1) * 3_600_000 - 1000, { NOTIFY_HOURLY_CEILING: "2" });
    expect(push.received).toHaveLength(singles);
    await scheduled((hour + 1) * 3_600_000 + 1000, { NOTIFY_HOURLY_CEILING: "2" });
    expect(push.received).toHaveLength(singles + 1);
    const alert = await readAlert(push.received.at(-1)?.body ?? new Uint8Array(), phone);
    expect(alert.notification.title).toBe(alertsCopy.alerts.hourTitle.replace("{n}", String(waiting.length)));
    for (const reference of waiting) expect(alert.notification.body).toContain(reference);
    await scheduled((hour + 1) * 3_600_000 + 600_000, { NOTIFY_HOURLY_CEILING: "2" });
    expect(push.received).toHaveLength(singles + 1);
  });
});

describe("the settings page", () => {
  it("lists each device with Send a test alert and Turn off, and says when none has alerts on", async () => {
    const empty = await (await api.request("/admin/leads/settings")).text();
    expect(empty).toContain(appCopy.noDevices);
    expect(await (await api.request("/admin/leads")).text()).toContain(alertsCopy.noDeviceBanner);

    const phone = await subscribed();
    const response = await api.request("/admin/leads/settings");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).toContain("Chrome on Android");
    expect(await (await api.request("/admin/leads")).text()).not.toContain(alertsCopy.noDeviceBanner);
    expect(page).toContain(`data-key="${env.VAPID_PUBLIC_KEY}"`);
    expect(page).toContain(appCopy.iosHint);
    const [device] = await devices();
    const form = { method: "POST", redirect: "manual", headers: { Origin: api.baseUrl } } as const;

    const tested = await api.request(`/admin/leads/push/subscriptions/${device?.id}/test`, form);
    expect(tested.status).toBe(303);
    const [request] = push.to(phone);
    expect((await readAlert(request?.body ?? new Uint8Array(), phone)).notification.title).toBe(
      alertsCopy.alerts.testTitle,
    );

    const off = await api.request(`/admin/leads/push/subscriptions/${device?.id}/delete`, form);
    expect(off.status).toBe(303);
    expect(await devices()).toEqual([]);
  });

  it("says the reminder's delay in its unit, and the words for turning alerts on that gives up", async () => {
    for (const [seconds, words] of [
      ["900", "15 minutes"],
      ["60", "1 minute"],
      ["30", "30 seconds"],
    ] as const) {
      const page = await (
        await withVars({ ALERT_REPEAT_AFTER_SECONDS: seconds }).request("/admin/leads/settings")
      ).text();
      expect(page).toContain(appCopy.settingsIntro.replace("{duration}", words));
    }
    const page = await (await api.request("/admin/leads/settings")).text();
    expect(page).toContain(`data-timed-out="${appCopy.timedOut.replace("{duration}", "20 seconds")}"`);
    expect(page).toContain(`data-retry="${appCopy.retry}"`);
  });

  it("shows a banner while a lead's e-mail has given up", async () => {
    const reference = await newLead();
    await query("UPDATE leads SET notify_status = 'failed' WHERE reference = ?", reference);
    const page = await (await api.request("/admin/leads")).text();
    expect(page).toContain(alertsCopy.emailFailedBanner.split("{references}")[0]);
    expect(page).toContain(reference);
    await query("UPDATE leads SET notify_status = 'sent' WHERE reference = ?", reference);
  });
});

describe("the app's new paths behind Cloudflare Access", () => {
  it("answer 403 without a valid token, and serve the manifest, icons and scripts with one", async () => {
    const guarded = withVars({ ACCESS_TEAM_ORIGIN: team, ACCESS_AUD: "inbox-aud-tag", INBOX_LOCAL: "loopback" });
    const pair = await generateKeyPair("RS256");
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: "test", alg: "RS256", use: "sig" }] };
    const token = await new SignJWT({ email: "owner@example.com" })
      .setProtectedHeader({ alg: "RS256", kid: "test" })
      .setIssuer(team)
      .setAudience("inbox-aud-tag")
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(pair.privateKey);
    const subscription = subscriptionJson(await makeSubscription());
    const posts = ["/push/subscriptions", "/push/subscriptions/1/test", "/push/subscriptions/1/delete"];
    const gets = [
      "/manifest.webmanifest",
      "/icons/192.png",
      "/icons/maskable-512.png",
      "/sw.js",
      "/alerts.js",
      "/settings",
    ];
    for (const path of [...gets, ...posts]) {
      const init = (headers: Record<string, string> = {}): RequestInit =>
        posts.includes(path)
          ? {
              method: "POST",
              headers: { Origin: api.baseUrl, "Content-Type": "application/json", ...headers },
              body: JSON.stringify(subscription),
            }
          : { headers };
      expect((await guarded.request(`/admin/leads${path}`, init())).status, path).toBe(403);
      expect(
        (await guarded.request(`/admin/leads${path}`, init({ "Cf-Access-Jwt-Assertion": "not.a.token" }))).status,
        path,
      ).toBe(403);
    }
    expect(await devices()).toEqual([]);
    const types: Record<string, string> = {
      "/manifest.webmanifest": "application/manifest+json",
      "/icons/192.png": "image/png",
      "/sw.js": "text/javascript",
      "/alerts.js": "text/javascript",
      "/settings": "text/html",
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await guarded.request(`/admin/leads${path}`, { headers: { "Cf-Access-Jwt-Assertion": token } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const posted = await guarded.request("/admin/leads/push/subscriptions", {
      method: "POST",
      headers: { Origin: api.baseUrl, "Content-Type": "application/json", "Cf-Access-Jwt-Assertion": token },
      body: JSON.stringify(subscription),
    });
    expect(posted.status).toBe(201);
  });
});

describe("the manifest", () => {
  it("names the app, scopes it to /admin/leads/, and lists icons the Worker serves", async () => {
    const manifest = await (
      await api.request("/admin/leads/manifest.webmanifest")
    ).json<{
      scope: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    }>();
    expect(manifest).toMatchObject({ scope: "/admin/leads/", start_url: "/admin/leads/", display: "standalone" });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const response = await api.request(icon.src);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const view = new DataView(bytes.buffer);
      expect(`${view.getUint32(16)}x${view.getUint32(20)}`, icon.src).toBe(icon.sizes);
    }
    // The start page answers at the scope itself.
    expect((await api.request("/admin/leads/")).status).toBe(200);
    const page = await (await api.request("/admin/leads")).text();
    expect(page).toContain(
      '<link rel="manifest" href="/admin/leads/manifest.webmanifest" crossorigin="use-credentials"',
    );
  });
});
