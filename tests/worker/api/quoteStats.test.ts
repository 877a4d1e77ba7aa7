/**
 * The quotes' weekly figures in "How we're doing" (issue 49 §5), in workerd: quotes sent, viewed and
 * accepted in a week, the acceptance rate of the week's quotes, the median days from the booked site
 * visit to the quote and from the quote to its acceptance, and the value accepted including VAT, on
 * the page and in its CSV. Quotes, visits and acceptances are written as rows, in last week (London).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fillText } from "../../../src/config/format";
import { formatPence } from "../../../src/lib/quoteMoney";
import { lastWeeks } from "../../../worker/inbox/stats";
import quotesCopy from "../../../worker/quotes/copy.json";
import { acceptance, quotedLead, quoteEvent, sentQuote } from "./support/quoteRows";
import { api, query, stubEmailJs } from "./support/worker";

stubEmailJs();

const copy = quotesCopy.stats;
/** Last week's Monday, and a day of that week at noon (London's date whether GMT or BST). */
const monday = lastWeeks(new Date()).at(-2) ?? "";
const dayOf = (offset: number) => {
  const date = new Date(`${monday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date;
};
const noon = (offset: number) => dayOf(offset).toISOString();
const date = (offset: number) => noon(offset).slice(0, 10);

const visitOn = (leadId: number, day: string) =>
  query(
    "INSERT INTO visit_slots (lead_id, date, part, proposed_at, confirmed_at) VALUES (?, ?, 'am', ?, ?)",
    leadId,
    day,
    noon(-10),
    noon(-9),
  );

const accepted = 132_000;
const orphan = 50_000;

beforeAll(async () => {
  // Visited on Saturday, quoted on Tuesday (3 days), opened on Wednesday, accepted on Thursday (2 days).
  const a = await quotedLead();
  await visitOn(a.leadId, date(-2));
  const aQuote = await sentQuote(a, noon(1), date(30));
  await quoteEvent(aQuote, "viewed", noon(2));
  await acceptance(aQuote, noon(3), { grossPence: accepted });
  // Visited on Monday, quoted on Tuesday (1 day), no answer.
  const b = await quotedLead();
  await visitOn(b.leadId, date(0));
  await sentQuote(b, noon(1), date(30));
  // Quoted on Tuesday, then visited on Friday: no days from a visit to this quote.
  const d = await quotedLead();
  await sentQuote(d, noon(1), date(30));
  await visitOn(d.leadId, date(4));
  // Quoted without a visit, accepted and cancelled: not counted as accepted.
  const c = await quotedLead();
  await acceptance(await sentQuote(c, noon(2), date(30)), noon(2), { cancelledAt: noon(3), grossPence: 99_900 });
  // A contract whose request was erased: its acceptance still counts.
  await query(
    `INSERT INTO quote_acceptances (quote_id, reference, version, snapshot, sha256, options, gross_pence, full_name, email,
       early_start, user_agent, accepted_at) VALUES (NULL, 'Q-GONE00', 1, '{}', '', '[]', ?, 'Gone', 'gone@example.com', 0, '', ?)`,
    orphan,
    noon(4),
  );
});

describe("the quotes' weekly figures", () => {
  const expected = {
    quotes_sent_in_week: 4,
    quotes_viewed_in_week: 1,
    quotes_accepted_in_week: 2,
    quote_acceptance_rate_percent: 25,
    median_days_visit_to_quote: 2,
    median_days_quote_to_acceptance: 2,
    value_accepted_pence_incl_vat: accepted + orphan,
  };

  it("are in the CSV, week by week", async () => {
    const csv = await (await api.request("/admin/leads/stats.csv")).text();
    for (const [figure, value] of Object.entries(expected))
      expect(csv, figure).toContain(`"${figure}","${monday}","${value}"\r\n`);
    // A week with no quote sent has no rate or medians, not zeros.
    const before = lastWeeks(new Date()).at(0) ?? "";
    expect(csv).toContain(`"quotes_sent_in_week","${before}","0"\r\n`);
    expect(csv).toContain(`"quote_acceptance_rate_percent","${before}",""\r\n`);
  });

  it("are on the stats page, in last week's row", async () => {
    const html = await (await api.request("/admin/leads/stats")).text();
    expect(html).toContain(copy.heading);
    const label = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" }).format(
      new Date(monday),
    );
    const table = html.slice(html.indexOf(copy.heading));
    const row = new RegExp(`<th scope="row">${label}</th>([\\s\\S]*?)</tr>`).exec(table)?.[1] ?? "";
    const cells = [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(cells).toEqual([
      "4",
      "1",
      "2",
      "25%",
      fillText(copy.days, { n: 2 }),
      fillText(copy.days, { n: 2 }),
      formatPence(accepted + orphan),
    ]);
  });
});
