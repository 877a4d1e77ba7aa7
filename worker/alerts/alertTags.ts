/**
 * The tag of each kind of alert, in one place. A browser shows one notification per tag: an alert
 * replaces an earlier one with its tag, and without `renotify` it does so silently. So each alert that
 * must ring has a tag of its own: the reminder does not replace the unread first alert it reminds of,
 * today's morning summary does not replace yesterday's, and a homeowner's later update does not replace
 * an earlier one. Only the settings page's test alerts share one tag, since each says the same.
 */
import { londonIsoDate } from "../../src/lib/londonTime";

/** The first alert of a lead: its reference. */
export const newLeadTag = (reference: string) => reference;

/** The one reminder about a lead nobody opened: `Q-7K3M9P-repeat`. */
export const repeatTag = (reference: string) => `${reference}-repeat`;

/** The summary of leads nobody opened, at most one a day: `waiting-2026-12-08` (London's date). */
export const waitingTag = (now: number) => `waiting-${londonIsoDate(new Date(now))}`;

/**
 * The owner's morning summary on a day with site visits, one a day: `morning-2026-12-08` (London's
 * date), so neither yesterday's nor a later summary of waiting leads replaces it silently.
 */
export const morningTag = (now: number) => `morning-${londonIsoDate(new Date(now))}`;

/**
 * A homeowner's actions on the lead's page, told at `now` (one alert per lead's window, so never two with
 * the same moment): `Q-7K3M9P-updates-1796932860000`.
 */
export const homeownerTag = (reference: string, now: number) => `${reference}-updates-${now}`;

/**
 * The owner's reminder to follow up a quote nobody answered, 3 or 7 days after it was sent:
 * `Q-7K3M9P-quote-3`, so the second does not silently replace an unread first.
 */
export const quoteReminderTag = (reference: string, days: number) => `${reference}-quote-${days}`;

/** A request the homeowner deleted: `Q-7K3M9P-deleted` (it happens once, the request being gone). */
export const erasedTag = (reference: string) => `${reference}-deleted`;

/**
 * The one alert of the clock hour `hour` above the ceiling (alerts/ceiling.ts's hourOf, the hour whose
 * leads and updates it tells): `hour-2026-12-08T20`, in UTC as the hours are counted.
 */
export const hourTag = (hour: number) => `hour-${new Date(hour * 3_600_000).toISOString().slice(0, 13)}`;

/** The settings page's test alert: each replaces the last. */
export const testTag = () => "test";

/** The one reminder of a review invitation with no review 7 days on: `Q-7K3M9P-review`. */
export const reviewReminderTag = (reference: string) => `${reference}-review`;
