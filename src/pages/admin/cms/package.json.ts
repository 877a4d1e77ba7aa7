/** /admin/cms/package.json: the editor's check for a newer version of itself, answered with the pinned one. */
import type { APIRoute } from "astro";
import { editorVersion } from "../_cmsBundle";

export const GET: APIRoute = () => Response.json({ name: "@sveltia/cms", version: editorVersion });
