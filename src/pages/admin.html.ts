/**
 * /admin: the content editor (Sveltia CMS). Its script is served from this site
 * (./admin/sveltia-cms.js.ts), its configuration is src/config/cmsConfig.ts served as
 * /admin/config.yml, and its responses carry their own security policy
 * (adminSecurityHeaders in src/config/security.ts). An endpoint rather than a
 * page, so Astro writes none of the public pages' policy into it: the editor's
 * header policy is the only one. Not a content page: no site header or footer,
 * kept out of search results and the sitemap.
 */
import type { APIRoute } from "astro";

// A classic script, not a module: the editor finds its chunks next to document.currentScript.
const html = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Site editor</title>
    <link href="/admin/config.yml" type="application/yaml" rel="cms-config-url">
  </head>
  <body>
    <script src="/admin/sveltia-cms.js"></script>
  </body>
</html>
`;

export const GET: APIRoute = () => new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
