/**
 * The app's web manifest, served behind Access at /admin/leads/manifest.webmanifest (the
 * pages link it with crossorigin="use-credentials"): the inbox installs on a phone as its
 * own app, scoped to /admin/leads/, in the brand's colours and icon.
 */
import { site } from "../../src/config/site";
import { appCopy } from "./copy";
import { appColours, appIcons } from "../html/appIcons";

export const appScope = "/admin/leads/";

export const appManifest = () => ({
  id: appScope,
  name: `${appCopy.name} · ${site.shortName}`,
  short_name: appCopy.shortName,
  lang: "en-GB",
  start_url: appScope,
  scope: appScope,
  display: "standalone",
  theme_color: appColours.theme,
  background_color: appColours.background,
  icons: Object.keys(appIcons).map((file) => ({
    src: `${appScope}icons/${file}`,
    type: "image/png",
    sizes: `${/\d+/.exec(file)?.[0] ?? "512"}x${/\d+/.exec(file)?.[0] ?? "512"}`,
    purpose: file.startsWith("maskable") ? "maskable" : "any",
  })),
});
