/** /admin/fonts/*.woff2: the content editor's fonts, from their @fontsource packages. */
import { readFileSync } from "node:fs";
import type { APIRoute, GetStaticPaths } from "astro";
import { fontFiles } from "../_cmsBundle";

export const getStaticPaths = (() =>
  Object.keys(fontFiles()).map((font) => ({ params: { font } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(readFileSync(fontFiles()[params.font ?? ""] ?? ""), { headers: { "Content-Type": "font/woff2" } });
