/** /admin/cms@<version>/locales/*.json: the editor's interface translations, from its package. */
import type { APIRoute, GetStaticPaths } from "astro";
import { editorVersion, localeFile, localeNames } from "../../_cmsBundle";

export const getStaticPaths = (() =>
  localeNames().map((locale) => ({ params: { release: `cms@${editorVersion}`, locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(localeFile(params.locale ?? ""), { headers: { "Content-Type": "application/json" } });
