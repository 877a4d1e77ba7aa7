/**
 * `npm run serve`: serves the built site on http://127.0.0.1:4321 (PORT to change),
 * with the same headers, redirects and 404 handling as production.
 */
import { createSiteServer } from "./lib/siteServer";
import { adminSecurityHeaders, securityHeaders } from "../src/config/security";

const port = Number(process.env.PORT ?? 4321);
const root = new URL(`../${process.env.ASTRO_OUT_DIR ?? "dist"}/`, import.meta.url).pathname;
await createSiteServer({ root, port, headers: securityHeaders(), adminHeaders: adminSecurityHeaders() });
console.log(`Serving ${root} at http://127.0.0.1:${port}`);
