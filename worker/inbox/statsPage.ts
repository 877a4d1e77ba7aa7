/**
 * "How we're doing" (/admin/leads/stats) and its CSV: the figures of stats.ts
 * as server-drawn charts (charts.ts), each with a table of the same figures,
 * and a sentence instead of any chart that would be empty.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { columnChart, rowChart, type Bar } from "./charts";
import { inboxCopy } from "./copy";
import { csvCell } from "./csv";
import { backToList, page } from "../html/ownerPage";
import type { WeeklyTable } from "../html/sections";
import { statsWeeks, topPages, type Count, type LeadStats } from "./stats";
import { formatMinutes } from "../leads/replyClock";

const copy = inboxCopy.stats;

/** A week's Monday as a label: `16 Nov`. */
const weekLabel = (monday: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" }).format(new Date(monday));

/** Room for "90th percentile 29 h 2 min" after the longest bar. */
const timeTextRoom = 190;

/** A label that fits its line in a chart (the table gives it whole). */
const short = (label: string) => (label.length > 44 ? `${label.slice(0, 43)}…` : label);

const minutesText = (minutes: number | undefined) => (minutes === undefined ? copy.none : formatMinutes(minutes));

/** A table of figures: a header row, then one row per item with its first cell as the row's header. */
const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  html`<details>
    <summary>${copy.table}</summary>
    <table>
      <thead>
        <tr>
          ${head.map((h) => html`<th scope="col">${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ([first, ...rest]) =>
            html`<tr>
              <th scope="row">${first}</th>
              ${rest.map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </details>`;

/** A breakdown (project type, page, referring site) as a chart and a table, or nothing if it is empty. */
function breakdown(title: string, counts: readonly Count[], blank: string) {
  const rows = counts.map((c) => ({ label: c.label || blank, count: c.count }));
  return html`<section>
    <h3>${title}</h3>
    ${rowChart(
      fillText(copy.breakdownChart, { title }),
      rows.map((r) => ({ label: short(r.label), bars: [{ value: r.count, text: String(r.count) }] })),
    )}
    ${table(
      [title, copy.leads],
      rows.map((r) => [r.label, r.count]),
    )}
  </section>`;
}

/**
 * Another feature's weekly figures (html/sections.ts's statsTables: the quotes'), as a table shown open. On a
 * phone it scrolls sideways, so its region is focusable and named: a keyboard can scroll it (WCAG 2.1.1).
 */
const weeklyTable = (added: WeeklyTable, n: number) =>
  html`<section>
    <h3 id="weekly-${n}-heading">${added.heading}</h3>
    <p>${added.intro}</p>
    <div class="table-scroll" tabindex="0" role="region" aria-labelledby="weekly-${n}-heading">
      <table>
        <thead>
          <tr>
            <th scope="col">${copy.week}</th>
            ${added.columns.map((column) => html`<th scope="col">${column.label}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${added.rows.map(
            (row) =>
              html`<tr>
                <th scope="row">${weekLabel(row.week)}</th>
                ${row.cells.map((cell) => html`<td>${cell.text}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`;

export function statsPage(stats: LeadStats, tables: readonly WeeklyTable[] = []) {
  const title = copy.title;
  const back = backToList();
  if (stats.total === 0)
    return page(
      title,
      html`${back}
        <h1>${title}</h1>
        <p>${copy.empty}</p>`,
    );
  const weeks = { weeks: statsWeeks };
  const answered = stats.weeks.some((w) => w.answered > 0);
  const percent = `${Math.round((100 * stats.won) / stats.total)}%`;
  const bar = (minutes: number | undefined, name: string): Bar => ({
    value: minutes ?? 0,
    text: minutes === undefined ? copy.none : `${name} ${formatMinutes(minutes)}`,
  });
  return page(
    title,
    html`${back}
      <h1>${title}</h1>
      <p class="lede">${fillText(copy.won, { won: stats.won, total: stats.total, percent })}</p>
      <p><a href="/admin/leads/stats.csv">${copy.csv}</a></p>
      <h2 class="period">${fillText(copy.lastWeeks, weeks)}</h2>
      <section>
        <h3>${copy.perWeek}</h3>
        ${columnChart(
          fillText(copy.perWeekChart, weeks),
          stats.weeks.map((w) => ({
            label: weekLabel(w.week).split(" "),
            bar: { value: w.leads, text: String(w.leads) },
          })),
        )}
        ${table(
          [copy.week, copy.leads],
          stats.weeks.map((w) => [weekLabel(w.week), w.leads]),
        )}
      </section>
      <section>
        <h3>${copy.response}</h3>
        <p>${copy.responseIntro}</p>
        ${
          answered
            ? html`${rowChart(
                fillText(copy.responseChart, weeks),
                stats.weeks.map((w) => ({
                  label: weekLabel(w.week),
                  bars: w.answered ? [bar(w.median, copy.median), bar(w.p90, copy.p90)] : [bar(undefined, "")],
                })),
                timeTextRoom,
              )}
              ${table(
                [copy.week, copy.leads, copy.answered, copy.median, copy.p90],
                stats.weeks.map((w) => [
                  weekLabel(w.week),
                  w.leads,
                  w.answered,
                  minutesText(w.median),
                  minutesText(w.p90),
                ]),
              )}`
            : html`<p>${fillText(copy.noResponses, weeks)}</p>`
        }
      </section>
      ${tables.map(weeklyTable)}
      <h2 class="period">${fillText(copy.allTime, { total: stats.total })}</h2>
      ${breakdown(copy.byProjectType, stats.byProjectType, copy.unknownPage)}
      ${breakdown(fillText(copy.byPage, { n: topPages }), stats.byPage, copy.unknownPage)}
      ${breakdown(copy.byReferrer, stats.byReferrer, copy.direct)}`,
  );
}

/**
 * The same figures as CSV: one row per figure, `figure,group,value`; times in minutes. Other features'
 * weekly figures follow the week's own, named by their tables (`quotes_sent_in_week`).
 */
export function statsCsv(stats: LeadStats, tables: readonly WeeklyTable[] = []): string {
  const rows: (readonly [string, string, string | number])[] = [
    ["leads", "all", stats.total],
    ["won", "all", stats.won],
    ...stats.weeks.flatMap((w) => [
      ["leads_in_week", w.week, w.leads] as const,
      ["answered_in_week", w.week, w.answered] as const,
      ["median_minutes_to_first_contact", w.week, w.median === undefined ? "" : Math.round(w.median)] as const,
      ["p90_minutes_to_first_contact", w.week, w.p90 === undefined ? "" : Math.round(w.p90)] as const,
    ]),
    ...tables.flatMap((table) =>
      table.rows.flatMap((row) =>
        table.columns.map((column, i) => [column.figure, row.week, row.cells[i]?.value ?? ""] as const),
      ),
    ),
    ...stats.byProjectType.map((c) => ["leads_by_project_type", c.label, c.count] as const),
    ...stats.byPage.map((c) => ["leads_by_page", c.label, c.count] as const),
    ...stats.byReferrer.map((c) => ["leads_by_referrer", c.label, c.count] as const),
  ];
  return ["figure,group,value", ...rows.map((row) => row.map(csvCell).join(","))].join("\r\n") + "\r\n";
}
