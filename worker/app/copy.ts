/** The installed app's wording (copy.json): its manifest's names and the settings page. */
import { z } from "zod";
import copyData from "./copy.json";

const text = z.string().min(1);
const appCopySchema = z.object({
  name: text,
  shortName: text.max(12),
  settingsTitle: text,
  /** {duration}: the repeat delay in words ("15 minutes", html/dates.ts's durationWords). */
  settingsIntro: text.includes("{duration}"),
  devices: text,
  noDevices: text,
  deviceAdded: text.includes("{date}"),
  lastSent: text.includes("{date}"),
  lastError: text.includes("{error}"),
  sendTest: text,
  turnOff: text,
  turnOn: text,
  working: text,
  denied: text,
  unsupported: text,
  failed: text.includes("{error}"),
  /** "Turn on alerts" gave up waiting for the push service (app/turnOnAlerts.ts): {duration}. */
  timedOut: text.includes("{duration}"),
  /** The button's words after it gave up. */
  retry: text,
  iosHint: text,
  testSent: text,
  turnedOff: text,
  noKeys: text,
});

export const appCopy = appCopySchema.parse(copyData);
