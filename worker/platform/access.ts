/**
 * Who may open the inbox. In production it sits behind Cloudflare Access, and
 * the Worker verifies Access's token itself on every request: the signature
 * against the team's keys, the issuer, the audience and the expiry. Without
 * that configuration it answers 403, except that `npm start` sets
 * INBOX_LOCAL=loopback, which opens it to requests to 127.0.0.1 only.
 * There is never a password of our own.
 */
import { createRemoteJWKSet, jwtVerify } from "jose";

export interface AccessEnv {
  /** The Access team's origin, e.g. https://builders.cloudflareaccess.com (a local stand-in in tests). */
  ACCESS_TEAM_ORIGIN?: string;
  /** The Access application's audience tag. */
  ACCESS_AUD?: string;
  /** `loopback` opens the inbox on 127.0.0.1 without Access: set only by `npm start`. */
  INBOX_LOCAL?: string;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The Access settings the Worker lacks, by name: until both are set, only local mode opens the inbox. */
export const missingAccessSettings = (env: AccessEnv) =>
  (["ACCESS_TEAM_ORIGIN", "ACCESS_AUD"] as const).filter((name) => !env[name]?.trim());

/** The team's origin as Access writes it in tokens: without a trailing `/`, however it was set. */
const teamOrigin = (env: AccessEnv) => env.ACCESS_TEAM_ORIGIN?.trim().replace(/\/+$/, "");

/** A request to this machine itself (127.0.0.1, localhost, [::1]), as `npm start` serves. */
export function isLoopback(request: Request): boolean {
  const host = new URL(request.url).hostname;
  return host === "127.0.0.1" || host === "localhost" || host === "[::1]";
}

export async function mayOpenInbox(request: Request, env: AccessEnv): Promise<boolean> {
  const team = teamOrigin(env);
  if (team && env.ACCESS_AUD) {
    const token = request.headers.get("Cf-Access-Jwt-Assertion");
    if (!token) return false;
    let keys = keySets.get(team);
    if (!keys) {
      keys = createRemoteJWKSet(new URL("/cdn-cgi/access/certs", team));
      keySets.set(team, keys);
    }
    try {
      await jwtVerify(token, keys, { issuer: team, audience: env.ACCESS_AUD, requiredClaims: ["exp"] });
      return true;
    } catch {
      return false;
    }
  }
  return env.INBOX_LOCAL === "loopback" && isLoopback(request);
}
