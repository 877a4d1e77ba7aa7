/**
 * Bar charts drawn on the server as inline SVG for "How we're doing": no
 * script, no chart library, no inline style (colours come from inbox.css,
 * so they follow the theme). Each chart is an image with a short description;
 * the figures themselves are in the table the page puts under it. The drawing
 * is sized for a phone (360 units wide, about one CSS pixel each there).
 */
import { html } from "hono/html";

const width = 360;

/** One bar's worth: its value, and the words printed at its end. */
export interface Bar {
  value: number;
  text: string;
}

/** Columns over labels of one or two lines (leads per week: `16` over `Nov`): the value above each column. */
export function columnChart(description: string, columns: readonly { label: readonly string[]; bar: Bar }[]) {
  const height = 200;
  const top = 22;
  const base = height - 40;
  const slot = width / Math.max(columns.length, 1);
  const max = Math.max(1, ...columns.map((c) => c.bar.value));
  return html`<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="${description}">
    <line class="axis" x1="0" y1="${base}" x2="${width}" y2="${base}" />
    ${columns.map((column, i) => {
      const h = ((base - top) * column.bar.value) / max;
      const x = i * slot + slot / 2;
      return html`<rect class="bar" x="${x - slot * 0.32}" y="${base - h}" width="${slot * 0.64}" height="${h}" />
        <text class="value" x="${x}" y="${base - h - 6}" text-anchor="middle">${column.bar.text}</text>
        ${column.label.map(
          (line, j) => html`<text class="label" x="${x}" y="${base + 18 + 16 * j}" text-anchor="middle">${line}</text>`,
        )}`;
    })}
  </svg>`;
}

/**
 * Rows of horizontal bars: each row's label on a line of its own, then one bar per series
 * (e.g. the median and the 90th percentile), each followed by its text, for which the longest
 * bar leaves `textRoom` units.
 */
export function rowChart(description: string, rows: readonly { label: string; bars: readonly Bar[] }[], textRoom = 60) {
  const barHeight = 14;
  const gap = 6;
  const labelHeight = 20;
  const series = Math.max(1, ...rows.map((r) => r.bars.length));
  const rowHeight = labelHeight + series * (barHeight + gap) + 6;
  const room = width - textRoom;
  const max = Math.max(1, ...rows.flatMap((r) => r.bars.map((b) => b.value)));
  const height = rows.length * rowHeight;
  return html`<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="${description}">
    ${rows.map((row, i) => {
      const y = i * rowHeight;
      return html`<text class="label" x="0" y="${y + 14}">${row.label}</text> ${row.bars.map((bar, j) => {
          const barY = y + labelHeight + j * (barHeight + gap);
          const w = Math.max(2, (room * bar.value) / max);
          return html`<rect class="bar bar-${j}" x="0" y="${barY}" width="${w}" height="${barHeight}" />
            <text class="value" x="${w + 6}" y="${barY + barHeight - 2}">${bar.text}</text>`;
        })}`;
    })}
  </svg>`;
}
