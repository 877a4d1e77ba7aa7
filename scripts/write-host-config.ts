/** `npm run host-config`: rewrites vercel.json from the redirects and security headers. */
import { writeFileSync } from "node:fs";
import { vercelJson } from "./lib/hostConfig";

writeFileSync(new URL("../vercel.json", import.meta.url), vercelJson());
console.log("vercel.json written");
