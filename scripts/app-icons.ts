/**
 * `npm run app-icons`: the owner's app's icons (worker/html/appIcons.ts), drawn from the
 * site's favicon (public/favicon.svg) with resvg, and its colours from the design
 * tokens (src/styles/tokens.css). The Worker serves them behind Access from that
 * module, so they are written there as base64; run this again when either changes.
 * A unit test (tests/unit/appIcons.test.ts) fails while the module is out of date.
 */
import { writeFileSync } from "node:fs";
import { appIconsModule } from "./lib/appIcons";

writeFileSync(new URL("../worker/html/appIcons.ts", import.meta.url), await appIconsModule());
console.log("Wrote worker/html/appIcons.ts");
