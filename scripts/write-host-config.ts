/**
 * `npm run host-config`: rewrites vercel.json and netlify.toml from the
 * security headers (HSTS_PRELOAD=true adds preloading). The build writes
 * `_headers` and `_redirects` into the output itself (astro.config.ts), and
 * each page's own policy, with the hashes of what it inlines, into its `<meta>`.
 */
import { writeFileSync } from "node:fs";
import { hostHeaderOptions, netlifyToml, vercelJson } from "./lib/hostConfig";

writeFileSync(new URL("../vercel.json", import.meta.url), vercelJson(hostHeaderOptions()));
writeFileSync(new URL("../netlify.toml", import.meta.url), netlifyToml(hostHeaderOptions()));
console.log("vercel.json and netlify.toml written");
