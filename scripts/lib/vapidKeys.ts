/**
 * VAPID key pairs (RFC 8292) for Web Push: P-256, the public key as the browser takes it
 * (the uncompressed point, base64url) and the private key as its `d` (base64url), the
 * form VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY hold. `npm start` keeps one pair with the
 * local state; tests make their own.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

export async function makeVapidPair(): Promise<VapidPair> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey: Buffer.from(raw).toString("base64url"), privateKey: jwk.d ?? "" };
}

/** The pair kept in `file` (made and written there the first time). */
export async function keptVapidPair(file: string): Promise<VapidPair> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as VapidPair;
  const pair = await makeVapidPair();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600 });
  return pair;
}
