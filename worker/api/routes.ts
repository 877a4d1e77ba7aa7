/**
 * The lead API under /api (its headers, on every answer, are the Worker's baseline: platform/securityHeaders.ts):
 * on `POST /api/quote`, the rate limit
 * (which counts every request before its body is read: api/quoteLimit.ts), the same-origin check and the
 * body limit, then the handler.
 */
import { factory } from "../platform/env";
import { json } from "../platform/responses";
import { receiveQuoteRequest } from "./quote";
import { quoteLimit } from "./quoteLimit";
import { quoteBodyLimit, sameOrigin } from "./quoteMiddleware";

export const api = factory.createApp();

api.post("/quote", quoteLimit, sameOrigin, quoteBodyLimit, receiveQuoteRequest);
api.all("/quote", () => json(405, { ok: false, errors: { form: "Use POST." } }, { Allow: "POST" }));
