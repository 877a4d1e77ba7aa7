/**
 * The quotes' weekly figures in "How we're doing" (html/sections.ts's statsTables, which the inbox's stats
 * page and CSV show): per week, quotes sent, viewed and accepted, the acceptance rate, the median days
 * from the site visit to the quote and from the quote to its acceptance, and the value accepted
 * including VAT. The weeks, and how a moment falls in one, are the inbox's (London weeks from Monday).
 *
 * What each counts:
 * - sent: quotes whose first version was sent that week (a new version of the same quote is not another quote);
 * - viewed: quotes the homeowner first opened that week;
 * - accepted and value: acceptances that week, less contracts cancelled since, with the acceptance's
 *   own total including VAT (the options chosen); read from the acceptances themselves, so a contract
 *   whose request was erased still counts;
 * - acceptance rate: of the quotes first sent that week, the share accepted so far (and not cancelled);
 * - visit to quote: for the quotes first sent that week after a booked site visit, London calendar days
 *   from the visit's date to the sending; the visit's date comes from the visits feature through
 *   index.ts (`visitDates`), since this feature reads no other feature's tables;
 * - quote to acceptance: for the week's acceptances, calendar days from the quote's first sending.
 */
import { fillText } from "../../src/config/format";
import { londonIsoDate } from "../../src/lib/londonTime";
import { formatPence } from "../../src/lib/quoteMoney";
import { percentile } from "../leads/replyClock";
import type { StatsWeeks, WeeklyTable } from "../html/sections";
import type { AppContext } from "../platform/env";
import { quotesCopy } from "./copy";
import { allQuoteRecords, type AcceptanceRow, type QuoteRecord } from "./queries";

const copy = quotesCopy.stats;

/** Each lead's booked site visit, its London date (visits/queries.ts's visitDates, wired by index.ts). */
export type VisitDates = (db: D1Database) => Promise<Map<number, string>>;

/** Whole calendar days from one London date to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const londonDay = (iso: string) => londonIsoDate(new Date(iso));

export interface QuoteWeek {
  week: string;
  sent: number;
  viewed: number;
  accepted: number;
  /** Accepted of the quotes first sent this week, as a share (0 to 1); undefined when none was sent. */
  rate: number | undefined;
  visitToQuoteDays: number | undefined;
  quoteToAcceptanceDays: number | undefined;
  valuePence: number;
}

/** When a quote was first sent: its first sent version's time. */
const firstSent = (record: QuoteRecord) => record.versions.find((version) => version.sent_at)?.sent_at ?? undefined;

/** The figures of each week (pure: the records, acceptances and visit dates are given). */
export function quoteWeeks(
  weeks: StatsWeeks,
  records: readonly QuoteRecord[],
  acceptances: readonly AcceptanceRow[],
  visits: ReadonlyMap<number, string>,
): QuoteWeek[] {
  const standing = acceptances.filter((acceptance) => acceptance.cancelled_at === null);
  const sentAt = new Map(
    records.flatMap((record) => (firstSent(record) ? [[record.quote.id, firstSent(record)]] : [])),
  );
  return weeks.mondays.map((week): QuoteWeek => {
    const sent = records.filter((record) => {
      const at = firstSent(record);
      return at !== undefined && weeks.weekOf(at) === week;
    });
    const viewed = records.filter((record) => {
      const view = record.events.find((event) => event.kind === "viewed");
      return view !== undefined && weeks.weekOf(view.at) === week;
    });
    const accepted = standing.filter((acceptance) => weeks.weekOf(acceptance.accepted_at) === week);
    const acceptedIds = new Set(standing.map((acceptance) => acceptance.quote_id));
    const visitDays = sent.flatMap((record) => {
      const visit = visits.get(record.quote.lead_id);
      const quoted = londonDay(firstSent(record) ?? "");
      return visit && visit <= quoted ? [daysBetween(visit, quoted)] : [];
    });
    const acceptanceDays = accepted.flatMap((acceptance) => {
      const quoted = acceptance.quote_id === null ? undefined : sentAt.get(acceptance.quote_id);
      return quoted ? [daysBetween(londonDay(quoted), londonDay(acceptance.accepted_at))] : [];
    });
    return {
      week,
      sent: sent.length,
      viewed: viewed.length,
      accepted: accepted.length,
      rate: sent.length ? sent.filter((record) => acceptedIds.has(record.quote.id)).length / sent.length : undefined,
      visitToQuoteDays: percentile(visitDays, 0.5),
      quoteToAcceptanceDays: percentile(acceptanceDays, 0.5),
      valuePence: accepted.reduce((sum, acceptance) => sum + acceptance.gross_pence, 0),
    };
  });
}

/** Days as the table writes them: "2 d", "2.5 d", or a dash for none. */
const daysText = (days: number | undefined) =>
  days === undefined ? copy.none : fillText(copy.days, { n: Math.round(days * 10) / 10 });

const columns = [
  { label: copy.sent, figure: "quotes_sent_in_week" },
  { label: copy.viewed, figure: "quotes_viewed_in_week" },
  { label: copy.accepted, figure: "quotes_accepted_in_week" },
  { label: copy.rate, figure: "quote_acceptance_rate_percent" },
  { label: copy.visitToQuote, figure: "median_days_visit_to_quote" },
  { label: copy.quoteToAcceptance, figure: "median_days_quote_to_acceptance" },
  { label: copy.value, figure: "value_accepted_pence_incl_vat" },
] as const;

/** The weeks as the stats page's table and CSV take them. */
export function quoteTable(weeks: readonly QuoteWeek[]): WeeklyTable {
  const percent = (rate: number | undefined) => (rate === undefined ? undefined : Math.round(rate * 100));
  const days = (value: number | undefined) => (value === undefined ? "" : Math.round(value * 10) / 10);
  return {
    heading: copy.heading,
    intro: copy.intro,
    columns,
    rows: weeks.map((w) => ({
      week: w.week,
      cells: [
        { text: String(w.sent), value: w.sent },
        { text: String(w.viewed), value: w.viewed },
        { text: String(w.accepted), value: w.accepted },
        { text: w.rate === undefined ? copy.none : `${percent(w.rate)}%`, value: percent(w.rate) ?? "" },
        { text: daysText(w.visitToQuoteDays), value: days(w.visitToQuoteDays) },
        { text: daysText(w.quoteToAcceptanceDays), value: days(w.quoteToAcceptanceDays) },
        { text: formatPence(w.valuePence), value: w.valuePence },
      ],
    })),
  };
}

/** The quotes' table of "How we're doing", with the visits' dates `visitDates` reads (index.ts wires it). */
export const quoteStatsTable =
  (visitDates: VisitDates) =>
  async (c: AppContext, weeks: StatsWeeks): Promise<WeeklyTable> => {
    const [records, acceptances, visits] = await Promise.all([
      allQuoteRecords(c.env.DB),
      c.env.DB.prepare("SELECT * FROM quote_acceptances").all<AcceptanceRow>(),
      visitDates(c.env.DB),
    ]);
    return quoteTable(quoteWeeks(weeks, [...records.values()], acceptances.results, visits));
  };
