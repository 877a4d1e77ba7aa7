/**
 * Keyed hashes (HMAC-SHA-256, Web Crypto) with the Worker's secret, the rate limit's salt
 * (`RATE_LIMIT_SALT`): what the database keeps instead of a value that must not be read back or
 * guessed (a submission id, a lookup's e-mail or reference), and what a link is derived from. Each
 * use names its purpose, which is part of the key, so one use's hash never stands for another's.
 */
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const name = `${purpose}:${secret}`;
  let key = keys.get(name);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(name), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    keys.set(name, key);
  }
  return key;
}

/** The keyed hash's bytes. */
export async function keyedBytes(secret: string, purpose: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.sign("HMAC", await keyFor(secret, purpose), new TextEncoder().encode(text)),
  );
}

/** The keyed hash in hex. */
export async function keyedHash(secret: string, purpose: string, text: string): Promise<string> {
  return [...(await keyedBytes(secret, purpose, text))].map((b) => b.toString(16).padStart(2, "0")).join("");
}
