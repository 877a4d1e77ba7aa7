/**
 * What a lead API request goes through before its handler (api/routes.ts wires them): the
 * same-origin check, and the body limit (`hono/body-limit`), which counts a body with no length as it streams in.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { maxBodyBytes } from "../../src/lib/leadRequest";
import { factory } from "../platform/env";
import { maxMultipartBytes, photoMessages } from "../photos/request";
import { refuse } from "../platform/responses";

/** Same origin only: no CORS, and a form on another site cannot post here. */
export const sameOrigin = factory.createMiddleware(async (c, next) => {
  if (c.req.header("Origin") !== new URL(c.req.url).origin) {
    return refuse(403, { form: "Quote requests are accepted from this site's own pages only." });
  }
  await next();
  return undefined;
});

/** The request's media type, lower case, without its parameters. */
export const mediaType = (c: Context) => (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();

/** JSON up to `maxBodyBytes`; with photos, every photo at its limit and the lead's JSON. */
export const quoteBodyLimit = factory.createMiddleware((c, next) => {
  const multipart = mediaType(c) === "multipart/form-data";
  return bodyLimit({
    maxSize: multipart ? maxMultipartBytes : maxBodyBytes,
    onError: () => refuse(413, { form: multipart ? photoMessages.tooLarge : "The request is too large." }),
  })(c, next);
});
