/** The content editor's configuration (src/config/cmsConfig.ts) as the YAML file it reads. */
import type { APIRoute } from "astro";
import { stringify } from "yaml";
import { cmsConfig } from "../../config/cmsConfig";

export const GET: APIRoute = () =>
  new Response(stringify(cmsConfig, { lineWidth: 0 }), {
    headers: { "Content-Type": "application/yaml; charset=utf-8" },
  });
