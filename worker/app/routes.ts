/**
 * The inbox as an installable app with alerts: its manifest and icons, its service worker
 * and the settings page's script, the settings page, and the devices' subscriptions. All
 * behind the owner's gate (platform/ownerGate.ts), mounted before the inbox's `/:reference` (worker/index.ts).
 */
import { inboxSecurityHeaders } from "../../src/config/security";
import { factory } from "../platform/env";
import { appIcons } from "../html/appIcons";
import { appManifest, appScope } from "./manifest";
import { serviceWorkerScript } from "./serviceWorker";
import { turnOnAlertsScript } from "./turnOnAlerts";
import {
  allDevices,
  deleteDevice,
  deviceLabel,
  findDevice,
  saveDevice,
  subscriptionSchema,
} from "../alerts/pushDevices";
import { testAlert } from "../alerts/pushMessage";
import { repeatAfterMs } from "../alerts/pushRepeat";
import { pushTo, vapidKeys } from "../alerts/pushSend";
import { alertsCopy } from "../alerts/copy";
import { renderSections, settingsPage as settingsParts } from "../html/sections";
import { inboxNotices } from "../alerts/notices";
import { settingsPage } from "./settingsPage";
import { scriptResponse } from "../platform/responses";

export const appRoutes = factory.createApp();

/** The inbox's policy (routes.ts) with what the settings page's script needs: itself, its one request, the worker. */
const settingsPolicy = `${inboxSecurityHeaders()["Content-Security-Policy"]}; script-src 'self'; connect-src 'self'; worker-src 'self'`;

appRoutes.get("/manifest.webmanifest", (c) =>
  c.body(JSON.stringify(appManifest()), 200, { "Content-Type": "application/manifest+json; charset=utf-8" }),
);

appRoutes.get("/icons/:file{(?:maskable-)?[0-9]+\\.png}", (c) => {
  const data = appIcons[c.req.param("file")];
  if (!data) return c.notFound();
  return c.body(
    Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0)),
    200,
    { "Content-Type": "image/png" },
  );
});

// The service worker's own policy: it may only reach this origin (to record a first contact).
appRoutes.get("/sw.js", () => scriptResponse(serviceWorkerScript, "default-src 'none'; connect-src 'self'"));

appRoutes.get("/alerts.js", () => scriptResponse(turnOnAlertsScript));

appRoutes.get("/settings", async (c) => {
  const done = c.req.query("done");
  const response = await c.html(
    settingsPage({
      devices: await allDevices(c.env.DB),
      publicKey: vapidKeys(c.env)?.publicKey ?? "",
      repeatAfterMs: repeatAfterMs(c.env),
      done: done === "test" || done === "off" ? done : "",
      // The page itself says when no device has alerts on: no banner sending the owner here.
      notices: (await inboxNotices(c.env)).filter((notice) => notice !== alertsCopy.noDeviceBanner),
      sections: await renderSections(settingsParts, c, null, new Date()),
    }),
  );
  response.headers.set("Content-Security-Policy", settingsPolicy);
  return response;
});

appRoutes.post("/push/subscriptions", async (c) => {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text.length <= 4096 ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = await subscriptionSchema.safeParseAsync(body);
  if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0]?.message ?? "Bad subscription." }, 400);
  const id = await saveDevice(c.env.DB, parsed.data, deviceLabel(c.req.header("User-Agent") ?? ""), new Date());
  return c.json({ ok: true, id }, 201);
});

const deviceId = (param: string) => (/^[0-9]{1,9}$/.test(param) ? Number(param) : 0);

appRoutes.post("/push/subscriptions/:id/test", async (c) => {
  const device = await findDevice(c.env.DB, deviceId(c.req.param("id")));
  if (!device) return c.notFound();
  await pushTo(c.env, device, testAlert());
  return c.redirect(`${appScope}settings?done=test`, 303);
});

appRoutes.post("/push/subscriptions/:id/delete", async (c) => {
  await deleteDevice(c.env.DB, deviceId(c.req.param("id")));
  return c.redirect(`${appScope}settings?done=off`, 303);
});
