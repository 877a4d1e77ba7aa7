/** /admin/sveltia-cms.js: the content editor, from its npm package. */
import type { APIRoute } from "astro";
import { editorScript, javascript } from "./_cmsBundle";

export const GET: APIRoute = () => javascript(editorScript());
