/**
 * The stylesheets of the pages the Worker renders (the owner's app and the homeowner's request
 * pages), served by the Worker so their policies need no inline style. Both start from the site's
 * design tokens, read from their one home (src/styles/tokens.css, imported as text: wrangler.jsonc's
 * `rules`), so the colours, in light and dark, are the site's and no copy of them is kept here. The
 * request page adds the site's face, header, cards and buttons (`requestPageCss`), so a homeowner
 * arriving from the site sees the same firm.
 */
import { raw } from "hono/html";
import { brandFontFilePath, brandFonts } from "../../src/config/fonts";
import tokens from "../../src/styles/tokens.css";

/** The tokens as plain CSS: Tailwind's `@theme` block is, outside Tailwind, the root's custom properties. */
export function tokenCss(css: string): string {
  if (!/@theme\s*\{/.test(css)) throw new Error("src/styles/tokens.css has no @theme block");
  return css.replace(/@theme\s*\{/, ":root {");
}

/** The names the rules below use, each a site token (the warning colour is the app's own: the site has none). */
const names = `
:root { color-scheme: light dark; ${brandFonts.text.cssVariable}: system-ui, sans-serif; --ink: var(--color-ink); --paper: var(--color-page); --line: var(--color-line); --brand: var(--color-brand); --brand-ink: var(--color-brand-ink); --muted: var(--color-muted); --danger: var(--color-danger); --ok: var(--color-success); --warn: #92400e; }
@media (prefers-color-scheme: dark) { :root { --warn: #fcd34d; } }
`;

const rules = `
* { box-sizing: border-box; }
body { margin: 0; font: 1rem/1.5 var(--font-sans); color: var(--ink); background: var(--paper); -webkit-font-smoothing: antialiased; }
main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; line-height: 1.2; }
a { color: var(--brand); }
label { display: block; margin: 0.5rem 0; font-weight: 600; }
input, select, textarea, button { font: inherit; display: block; width: 100%; min-height: 44px; margin-top: 0.375rem; padding: 0.625rem 0.75rem; color: var(--ink); background: var(--paper); border: 1px solid var(--line); border-radius: 0.375rem; }
button, .button { background: var(--brand); color: var(--brand-ink); border: 0; font-weight: 600; text-align: center; text-decoration: none; padding: 0.625rem 1.25rem; border-radius: var(--radius-control); display: block; margin: 0.5rem 0; cursor: pointer; }
:focus-visible { outline: 2px solid var(--brand); outline-offset: 2px; }
a { text-underline-offset: 2px; }
.leads { list-style: none; padding: 0; }
.leads a { display: grid; gap: 0.1rem; padding: 0.75rem 0; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; }
.ref, .meta, dd { color: var(--muted); }
.erasures { list-style: none; padding: 0; color: var(--muted); }
.erasures li { padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
.details { white-space: pre-wrap; color: var(--ink); overflow-wrap: anywhere; }
/* A review, a reply or a message quoted (reviews/): set off by a rule, not indented off a phone's width. */
blockquote.details { margin: 0.5rem 0; padding-left: 0.75rem; border-left: 3px solid var(--line); }
dt { font-weight: 700; margin-top: 0.75rem; }
dd { margin: 0; }
.erase { margin-top: 2rem; border-top: 1px solid var(--line); padding-top: 1rem; }
.erase button { background: transparent; color: var(--danger); border: 2px solid var(--danger); }
/* The whole label toggles the box: 44 px tall, so the target is too. */
.check { display: flex; gap: 0.5rem; align-items: center; min-height: 2.75rem; font-weight: 400; }
.check input { width: 1.5rem; min-height: 1.5rem; margin: 0; }
.saved { font-weight: 700; }
.devices { list-style: none; padding: 0; }
.devices li { border-bottom: 1px solid var(--line); padding: 0.75rem 0; }
.devices form { display: inline-block; margin-right: 0.75rem; }
.devices button { width: auto; min-height: 44px; display: inline-flex; align-items: center; }
.devices .off { background: transparent; color: var(--danger); border: 2px solid var(--danger); }
[hidden] { display: none !important; }
.banner { border: 2px solid var(--danger); border-radius: 6px; padding: 0 0.75rem; margin-bottom: 1rem; }
.banner p { margin: 0.6rem 0; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
.photos { list-style: none; padding: 0; margin: 0 0 1.25rem; display: grid; grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr)); gap: 0.5rem; }
.photos a { display: block; border-radius: 6px; }
.photos img { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 6px; border: 1px solid var(--line); }
.photos button { background: transparent; color: var(--brand); border: 1px solid var(--line); margin: 0.25rem 0 0; padding: 0.4rem; font-size: 0.875rem; font-weight: 600; }
.hint { color: var(--muted); font-size: 0.9375rem; margin-top: 0; }
.actions form { margin: 0; }
/* "How did it go?" (inbox/pages.ts): the first thing on the lead's page while an attempt has no outcome. */
.outcome { border: 2px solid var(--brand); border-radius: 6px; padding: 0 0.75rem; margin: 1rem 0; }
.outcome h2 { margin-top: 0.75rem; }
.outcome.quiet { border: 0; padding: 0; }
.outcomes { display: grid; grid-template-columns: 1fr 1fr; gap: 0 0.75rem; }
p > a:only-child { display: inline-flex; align-items: center; min-height: 2.75rem; }
.links { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
.links a { display: inline-flex; align-items: center; min-height: 2.75rem; }
.wait { font-weight: 600; }
.wait-answered { color: var(--ok); }
.wait-waiting { color: var(--ink); }
.wait-soon { color: var(--warn); }
.wait-late, .wait-answered-late { color: var(--danger); }
.wait-late::before, .wait-soon::before { content: "● "; }
.timeline, .history, .notes { padding-left: 1.25rem; }
.timeline li, .history li, .notes li { margin: 0.4rem 0; }
.step { color: var(--muted); }
.step.done { color: var(--ink); }
.step[aria-current] strong { color: var(--brand); }
.nowrap { white-space: nowrap; }
.brand { margin: 0; font-weight: 700; }
.privacy { margin-top: 1.5rem; }
.step span { display: block; }
.field-error { color: var(--danger); font-weight: 600; }
.period { margin-top: 2rem; padding-top: 1rem; border-top: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
.chart { display: block; width: 100%; max-width: 30rem; height: auto; margin: 0.5rem 0; overflow: visible; }
.chart .bar { fill: var(--brand); }
.chart .bar-1 { fill: var(--muted); }
.chart .axis { stroke: var(--line); }
.chart text { fill: var(--ink); font-size: 13px; }
.chart .value { font-size: 12px; }
details { margin: 0.25rem 0 1rem; }
summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; color: var(--brand); }
table { border-collapse: collapse; width: 100%; font-size: 0.9375rem; }
th, td { text-align: left; padding: 0.35rem 0.5rem 0.35rem 0; border-bottom: 1px solid var(--line); vertical-align: top; }
td { font-variant-numeric: tabular-nums; }
tbody th { font-weight: 400; overflow-wrap: anywhere; }
.table-scroll { overflow-x: auto; }
/* A table that scrolls sideways keeps each figure and week on one line, rather than a column a word wide. */
.table-scroll th, .table-scroll td { white-space: nowrap; }
.slot { border: 1px solid var(--line); border-radius: 6px; margin: 0.75rem 0; padding: 0.25rem 0.75rem 0.5rem; }
.slot legend { font-weight: 700; padding: 0 0.25rem; }
.slots, .upcoming, .open-slots { list-style: none; padding: 0; }
.slots li { border-bottom: 1px solid var(--line); }
.slots p { margin: 0.75rem 0 0; }
.upcoming a { display: grid; gap: 0.1rem; min-height: 2.75rem; padding: 0.5rem 0; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; }
.visits .off { background: transparent; color: var(--danger); border: 2px solid var(--danger); }
.visits .secondary { background: transparent; color: var(--brand); border: 2px solid var(--brand); }
.visits .link { margin-top: 1.5rem; border-top: 1px solid var(--line); padding-top: 0.75rem; }
/* A won lead's job (jobs/): its updates newest first, each dated, with its photos; its quieter buttons. */
.job-updates { list-style: none; padding: 0; margin: 0 0 1rem; }
.job-updates > li { border-top: 1px solid var(--line); padding: 0.75rem 0 0.25rem; }
.job-updates > li:first-child { border-top: 0; padding-top: 0; }
.job-updates time { color: var(--muted); font-size: 0.875rem; }
.job-updates .details { margin: 0.25rem 0 0.5rem; }
.job .secondary { background: transparent; color: var(--brand); border: 2px solid var(--brand); }
.job .finished { margin-top: 1.5rem; border-top: 1px solid var(--line); padding-top: 0.75rem; }
/* A written quote (quotes/): the total including VAT as the headline, the lines with their amounts to the right. */
.quote-total { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 1rem; margin: 0.5rem 0 1rem; }
.quote-total span { font-weight: 600; }
.quote-total output { font-size: 1.875rem; line-height: 2.25rem; font-weight: 800; font-variant-numeric: tabular-nums; }
.quote-lines td, .quote-lines thead th:not(:first-child) { text-align: right; white-space: nowrap; padding-left: 0.5rem; padding-right: 0; }
.quote-lines .meta { display: block; color: var(--muted); font-size: 0.875rem; }
.quote-lines tfoot th { font-weight: 700; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0 0.75rem; align-items: end; }
.options { border: 1px solid var(--line); border-radius: 6px; padding: 0.25rem 0.75rem 0.5rem; margin: 0.75rem 0; }
.options legend { font-weight: 700; padding: 0 0.25rem; }
a.button { display: flex; align-items: center; justify-content: center; min-height: 44px; }
@media (min-width: 40rem) { .filters { display: grid; grid-template-columns: 2fr 1fr auto; gap: 0.75rem; align-items: end; } .filters button { width: auto; } .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; } }
`;

/** The request page's own: the site's face (one file, brandFontFilePath), header, cards and buttons. */
const requestRules = `
@font-face { font-family: "${brandFonts.text.name}"; src: url("${brandFontFilePath}") format("woff2"); font-weight: ${brandFonts.text.weights.min} ${brandFonts.text.weights.max}; font-style: normal; font-display: swap; }
:root { ${brandFonts.text.cssVariable}: "${brandFonts.text.name}", system-ui, sans-serif; }
html { scroll-padding-top: 1rem; }
.site-header { background: var(--color-raised); border-bottom: 1px solid var(--line); }
.site-header > div { max-width: 48rem; margin: 0 auto; padding: 0.75rem 1rem; }
.wordmark { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; font-family: var(--font-display); font-size: 1.25rem; line-height: 1.75rem; font-weight: 800; letter-spacing: -0.025em; color: var(--ink); text-decoration: none; }
.wordmark .mark { display: flex; align-items: center; justify-content: center; width: 2.25rem; height: 2.25rem; border-radius: var(--radius-control); background: var(--brand); color: var(--brand-ink); }
.wordmark svg { width: 1.5rem; height: 1.5rem; }
main { padding: 0 1rem 2rem; }
main > h1 { font-family: var(--font-display); font-size: 1.875rem; line-height: 2.25rem; font-weight: 800; letter-spacing: -0.025em; margin: 1.25rem 0 0.25rem; }
.summary { color: var(--muted); margin: 0 0 1rem; }
.card { background: var(--color-raised); border: 1px solid var(--line); border-radius: var(--radius-card); box-shadow: var(--shadow-card); padding: 1.25rem; margin: 1rem 0; }
.card.action { border: 2px solid var(--brand); }
.card h2 { font-family: var(--font-display); font-size: 1.25rem; line-height: 1.75rem; font-weight: 700; letter-spacing: -0.025em; margin: 1.5rem 0 0.5rem; }
.card > :first-child, .card > section > :first-child { margin-top: 0; }
.card > :last-child, .card > section > :last-child { margin-bottom: 0; }
.card p { margin: 0.5rem 0; }
button, .button { min-height: 3rem; }
.secondary, .visits .secondary, .decline button { background: var(--color-raised); color: var(--ink); border: 2px solid color-mix(in srgb, var(--ink) 80%, transparent); }
.slots li { border-bottom: 0; padding: 0.75rem 0; }
.slots li + li { border-top: 1px solid var(--line); }
.slots p { margin: 0; font-weight: 600; }
.slots button { margin-bottom: 0; }
.timeline { list-style: none; padding: 0; margin: 0; }
.timeline li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; margin: 0; padding: 0.5rem 0 0.5rem 1.5rem; position: relative; border-top: 1px solid var(--line); }
.timeline li:first-child { border-top: 0; }
.timeline li::before { content: ""; position: absolute; left: 0.25rem; top: 0.95rem; width: 0.625rem; height: 0.625rem; border-radius: 50%; border: 2px solid var(--line); background: var(--color-raised); }
.timeline li.done::before { border-color: var(--brand); background: var(--brand); }
.timeline li[aria-current]::before { box-shadow: 0 0 0 3px var(--color-brand-soft); }
.step span { display: inline; color: var(--muted); }
.saved { background: var(--color-brand-soft); border-radius: var(--radius-control); padding: 0.75rem; }
.call { font-weight: 600; }
.erase { border-top: 0; margin-top: 1.5rem; }
.answer { border-left: 4px solid var(--danger); padding-left: 0.75rem; margin: 1rem 0; }
.answer p { margin: 0.5rem 0; }
.answer .field-error { color: var(--ink); font-weight: 400; }
/* From a tablet up, buttons fit their words, as the site's do; on a phone they fill the width for the thumb. */
@media (min-width: 40rem) { main, .site-header > div { padding-left: 1.5rem; padding-right: 1.5rem; } .card { padding: 1.5rem; } main > h1 { font-size: 2.25rem; line-height: 2.5rem; } main button:not(.photos button), main .button { display: inline-flex; align-items: center; justify-content: center; width: auto; min-width: 14rem; } }
`;

/** The owner's app: the site's tokens and the app's rules. */
export const pageCss = raw(tokenCss(tokens) + names + rules);

/** The homeowner's request pages: the same, with the site's face, header, cards and buttons. */
export const requestPageCss = raw(tokenCss(tokens) + names + rules + requestRules);
