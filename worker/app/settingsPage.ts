/**
 * The app's settings page: the devices with alerts on, each with "Send a test alert" and
 * "Turn off", and the button that turns alerts on for the device in hand (the page's one
 * script, app/turnOnAlerts.ts, which shows the button only where it can work).
 */
import { html } from "hono/html";
import type { Device } from "../alerts/pushDevices";
import { appCopy } from "./copy";
import { giveUpAfterMs } from "./turnOnAlerts";
import { shellCopy } from "../html/copy";
import { durationWords, whenShort } from "../html/dates";
import type { Html } from "../html/document";
import { backToList, page } from "../html/ownerPage";

const copy = appCopy;

const dated = (text: string, iso: string) => text.replace("{date}", whenShort(iso));

export type SettingsNotice = "test" | "off" | "";

export function settingsPage(options: {
  devices: readonly Device[];
  /** The VAPID public key the browser subscribes with; empty while the keys are unset. */
  publicKey: string;
  repeatAfterMs: number;
  done: SettingsNotice;
  notices: readonly string[];
  /** The sections other features add (html/sections.ts: the calendar feed). */
  sections?: readonly (Html | "")[];
}) {
  const { devices, publicKey, done } = options;
  return page(
    `${copy.settingsTitle} · ${shellCopy.appTitle}`,
    html`${backToList()}
      <h1>${copy.settingsTitle}</h1>
      ${done ? html`<p role="status" class="saved">${done === "test" ? copy.testSent : copy.turnedOff}</p>` : ""}
      <p>${copy.settingsIntro.replace("{duration}", durationWords(options.repeatAfterMs))}</p>
      <h2>${copy.devices}</h2>
      ${
        devices.length === 0
          ? html`<p>${copy.noDevices}</p>`
          : html`<ul class="devices">
              ${devices.map(
                (device) =>
                  html`<li>
                    <strong>${device.label}</strong>
                    <span class="meta">· ${dated(copy.deviceAdded, device.created_at)}</span>
                    ${device.last_sent_at ? html`<br /><span class="meta">${dated(copy.lastSent, device.last_sent_at)}</span>` : ""}
                    ${device.last_error ? html`<br /><span>${copy.lastError.replace("{error}", device.last_error)}</span>` : ""}
                    <br />
                    <form method="post" action="/admin/leads/push/subscriptions/${device.id}/test">
                      <button type="submit">${copy.sendTest}</button>
                    </form>
                    <form method="post" action="/admin/leads/push/subscriptions/${device.id}/delete">
                      <button type="submit" class="off">${copy.turnOff}</button>
                    </form>
                  </li>`,
              )}
            </ul>`
      }
      ${
        publicKey
          ? html`<button
                type="button"
                id="turn-on-alerts"
                hidden
                data-key="${publicKey}"
                data-working="${copy.working}"
                data-denied="${copy.denied}"
                data-unsupported="${copy.unsupported}"
                data-failed="${copy.failed}"
                data-timed-out="${copy.timedOut.replace("{duration}", durationWords(giveUpAfterMs))}"
                data-retry="${copy.retry}"
              >
                ${copy.turnOn}
              </button>
              <p id="alerts-status" role="status"></p>
              <p>${copy.iosHint}</p>`
          : html`<p>${copy.noKeys}</p>`
      }
      ${options.sections ?? []}`,
    options.notices,
    publicKey ? "/admin/leads/alerts.js" : "",
  );
}
