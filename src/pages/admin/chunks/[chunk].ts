/** /admin/chunks/*.js: modules the content editor loads on demand, from its npm package. */
import type { APIRoute, GetStaticPaths } from "astro";
import { chunkNames, chunkScript, javascript } from "../_cmsBundle";

export const getStaticPaths = (() => chunkNames().map((chunk) => ({ params: { chunk } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => javascript(chunkScript(params.chunk ?? ""));
