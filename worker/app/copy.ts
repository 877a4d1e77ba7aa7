/** The installed app's wording (copy.json): its manifest's names and the settings page. */
import { z } from "zod";
import copyData from "./copy.json";

const text = z.string().min(1);
const appCopySchema = z.object({
  name: text,
  shortName: text.max(12),
  settingsTitle: text,
  settingsIntro: text.includes("{minutes}"),
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
  iosHint: text,
  testSent: text,
  turnedOff: text,
  noKeys: text,
});

export const appCopy = appCopySchema.parse(copyData);
