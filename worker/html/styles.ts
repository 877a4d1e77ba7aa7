/**
 * The stylesheet of every page the Worker renders (the owner's app and the homeowner's request
 * pages), served by the Worker so their policies need no inline style.
 */
import { raw } from "hono/html";

export const pageCss = raw(`
:root { color-scheme: light dark; --ink: #1d1b18; --paper: #faf7f2; --line: #d9d2c5; --brand: #9a3412; --muted: #5b554c; --danger: #b42318; --ok: #166534; --warn: #92400e; }
@media (prefers-color-scheme: dark) { :root { --ink: #f3efe8; --paper: #181614; --line: #3c3833; --brand: #fdba74; --muted: #c4bcb0; --danger: #fda29b; --ok: #86efac; --warn: #fcd34d; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; line-height: 1.2; }
a { color: var(--brand); }
label { display: block; margin: 0.5rem 0; font-weight: 600; }
input, select, textarea, button { font: inherit; display: block; width: 100%; min-height: 44px; margin-top: 0.25rem; padding: 0.5rem; color: var(--ink); background: var(--paper); border: 1px solid var(--line); border-radius: 6px; }
button, .button { background: var(--brand); color: var(--paper); border: 0; font-weight: 700; text-align: center; text-decoration: none; padding: 0.6rem 1rem; border-radius: 6px; display: block; margin: 0.5rem 0; }
.leads { list-style: none; padding: 0; }
.leads a { display: grid; gap: 0.1rem; padding: 0.75rem 0; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; }
.ref, .meta, dd { color: var(--muted); }
.erasures { list-style: none; padding: 0; color: var(--muted); }
.erasures li { padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
.details { white-space: pre-wrap; color: var(--ink); }
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
.slot { border: 1px solid var(--line); border-radius: 6px; margin: 0.75rem 0; padding: 0.25rem 0.75rem 0.5rem; }
.slot legend { font-weight: 700; padding: 0 0.25rem; }
.slots, .upcoming, .open-slots { list-style: none; padding: 0; }
.slots li { border-bottom: 1px solid var(--line); }
.slots p { margin: 0.75rem 0 0; }
.upcoming a { display: grid; gap: 0.1rem; min-height: 2.75rem; padding: 0.5rem 0; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; }
.visits .off { background: transparent; color: var(--danger); border: 2px solid var(--danger); }
.visits .secondary { background: transparent; color: var(--brand); border: 2px solid var(--brand); }
.visits .link { margin-top: 1.5rem; border-top: 1px solid var(--line); padding-top: 0.75rem; }
a.button { display: flex; align-items: center; justify-content: center; min-height: 44px; }
@media (min-width: 40rem) { .filters { display: grid; grid-template-columns: 2fr 1fr auto; gap: 0.75rem; align-items: end; } .filters button { width: auto; } .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; } }
`);
