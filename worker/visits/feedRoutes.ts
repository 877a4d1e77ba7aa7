/**
 * The owner's calendar feed, `/calendar/<token>.ics` (wrangler.jsonc sends `/calendar/*` to the Worker
 * first). Outside /admin/leads and so outside Access, because phone calendars cannot sign in: the long
 * secret token is the only key, and replacing it in the app's settings makes the old address 404.
 */
import { londonIsoDate } from "../../src/lib/londonTime";
import { factory } from "../platform/env";
import { ownerFeed } from "./calendar";
import { bookedVisits, feedWithAddress, isFeedToken } from "./queries";

/** The feed's path for a token. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** How far back the feed keeps visits that have passed, so a calendar does not drop today's at once. */
const pastDays = 30;

export const calendarFeed = factory.createApp();

calendarFeed.get("/:file{[0-9a-f]{64}\\.ics}", async (c) => {
  const token = c.req.param("file").replace(/\.ics$/, "");
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!(await isFeedToken(c.env.DB, token))) return c.text("Not found", 404, headers);
  const now = new Date();
  const since = londonIsoDate(new Date(now.getTime() - pastDays * 86_400_000));
  const visits = await bookedVisits(c.env.DB, since);
  const withAddress = await feedWithAddress(c.env.DB);
  return c.body(ownerFeed(visits, new URL(c.req.url).origin, now, withAddress), 200, {
    ...headers,
    "Content-Type": "text/calendar; charset=utf-8",
  });
});
