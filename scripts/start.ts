/**
 * `npm start` (after `astro build`): the built site with the lead API and its
 * local D1 database, in wrangler's local mode, on http://127.0.0.1:4321
 * (PORT to change). Everything runs on this machine, offline.
 *
 * wrangler ignores the environment when a .dev.vars file exists, so the
 * variables .dev.vars.example lists are passed on with --var when they are
 * set in the environment: `EMAILJS_API_ORIGIN=http://127.0.0.1:9999 npm start`.
 */
import { existsSync, readFileSync } from "node:fs";
import business from "../src/content/site/business.json";
import { startLocalWorker } from "./lib/localWorker";
import { keptVapidPair } from "./lib/vapidKeys";

const listed = readFileSync(new URL("../.dev.vars.example", import.meta.url), "utf8")
  .split("\n")
  .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
  .filter((name): name is string => name !== undefined);
const vars = Object.fromEntries(
  listed.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name] ?? ""]])),
);

// Web Push alerts: without a pair set here or in .dev.vars, a local pair kept with the local state.
const devVars = existsSync(new URL("../.dev.vars", import.meta.url))
  ? readFileSync(new URL("../.dev.vars", import.meta.url), "utf8")
  : "";
if (!vars["VAPID_PRIVATE_KEY"] && !/^VAPID_PRIVATE_KEY=\S/m.test(devVars)) {
  const pair = await keptVapidPair(new URL("../.wrangler/vapid-keys.json", import.meta.url).pathname);
  Object.assign(vars, {
    VAPID_PUBLIC_KEY: pair.publicKey,
    VAPID_PRIVATE_KEY: pair.privateKey,
    VAPID_SUBJECT: vars["VAPID_SUBJECT"] || `mailto:${business.email}`,
  });
}

// The inbox opens on loopback only, and only because this command says so (worker/platform/access.ts).
const worker = await startLocalWorker({
  port: Number(process.env["PORT"] ?? 4321),
  vars: { INBOX_LOCAL: "loopback", ...vars },
  inheritOutput: true,
});
console.log(`Serving the site and the lead API at ${worker.baseUrl}; leads at ${worker.baseUrl}/admin/leads`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void worker.close().then(() => process.exit(0)));
}
