/**
 * The per-network limit as middleware on `POST /api/quote`: every request counts, the
 * ones the API goes on to refuse too, so junk is not free; and it is counted before
 * the body is read, so a request over the limit costs no 25 MB multipart parse.
 */
import { site } from "../../src/config/site";
import { factory } from "../platform/env";
import { rateLimitFrom, withinLimit } from "../platform/rateLimit";
import { refuse } from "../platform/responses";

export const quoteLimit = factory.createMiddleware(async (c, next) => {
  const address = c.req.header("CF-Connecting-IP") ?? "local";
  if (!(await withinLimit(c.env.DB, rateLimitFrom(c.env), address, c.env.RATE_LIMIT_SALT ?? "", Date.now()))) {
    return refuse(429, {
      form: `Too many requests from your connection. Please call us on ${site.phone.display} instead.`,
    });
  }
  await next();
  return undefined;
});
