/**
 * `npm run host-config [build folder]`: records the hashes of the inline
 * scripts and styles of a build (default dist/) in src/config/cspHashes.json,
 * then rewrites vercel.json and netlify.toml from the security headers
 * (HSTS_PRELOAD=true adds preloading). The build writes `_headers` and
 * `_redirects` into the output itself (astro.config.ts).
 * Run it after upgrading Astro: the build tests fail until the hashes match.
 */
import { existsSync, writeFileSync } from "node:fs";
import { inlineHashes } from "./lib/inlineHashes";

const buildDir = process.argv[2] ?? "dist";
if (!existsSync(`${buildDir}/index.html`)) {
  console.error(`No build in ${buildDir}/: run npm run build first.`);
  process.exit(1);
}
writeFileSync(
  new URL("../src/config/cspHashes.json", import.meta.url),
  `${JSON.stringify(inlineHashes(buildDir), null, 2)}\n`,
);
// Imported after the hashes are written so the headers include them.
const { hostHeaderOptions, netlifyToml, vercelJson } = await import("./lib/hostConfig");
writeFileSync(new URL("../vercel.json", import.meta.url), vercelJson(hostHeaderOptions()));
writeFileSync(new URL("../netlify.toml", import.meta.url), netlifyToml(hostHeaderOptions()));
console.log("src/config/cspHashes.json, vercel.json and netlify.toml written");
