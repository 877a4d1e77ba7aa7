/**
 * Drawing primitives shared by every illustration, so all of them speak one
 * drafting language: ink outlines at 1.5, finer ink detail, muted hatching
 * for brick and slate, a pale glass wash and a heavy ground line. Parts are
 * path strings collected into a `Pen`, which renders as a handful of
 * `<path>` elements however many windows a house has. Colour comes only
 * from theme-token classes; coordinates are whole numbers in a 640 × 400 box.
 */

/** Width and height of every drawing's viewBox. */
export const VIEW_W = 640;
export const VIEW_H = 400;
/** The ground line (pavement or garden level). */
export const GY = 300;

/** x, y (top-left), width, height. */
export type Box = readonly [x: number, y: number, w: number, h: number];
export type Pt = readonly [x: number, y: number];

const n = Math.round;

export const move = (x: number, y: number): string => `M${n(x)} ${n(y)}`;
export const rect = (x: number, y: number, w: number, h: number): string => `${move(x, y)}h${n(w)}v${n(h)}h${-n(w)}z`;
export const box = ([x, y, w, h]: Box): string => rect(x, y, w, h);
/** A horizontal line from (x, y), w long. */
export const hl = (x: number, y: number, w: number): string => `${move(x, y)}h${n(w)}`;
/** A vertical line from (x, y), h long. */
export const vl = (x: number, y: number, h: number): string => `${move(x, y)}v${n(h)}`;
/** A polyline through the points, closed unless `open`. */
export const poly = (pts: readonly Pt[], open = false): string =>
  pts.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("") + (open ? "" : "z");
/** Repeat `f(i)` for i in 0..count-1 and join. */
export const times = (count: number, f: (i: number) => string): string =>
  Array.from({ length: Math.max(0, count) }, (_, i) => f(i)).join("");

/**
 * One drawing's linework, by weight. Build it once at module load; render it
 * with `<Ink>`.
 */
export class Pen {
  /** Outlines: walls, openings, roofs (ink, 1.5). */
  o = "";
  /** Detail: glazing bars, panels, mouldings (ink, 0.9). */
  d = "";
  /** Hatching: brick coursing, slates, boarding (muted, 0.75). */
  h = "";
  /** Glass: the sashes' panes, washed pale and edged finely. */
  g = "";
  /** Opaque paper fill, drawn first, to hide what stands behind. */
  f = "";
  /** Shade: a faint ink wash for openings in shadow. */
  s = "";
}

/** Renders a Pen: fills first, then hatching, detail and outlines. */
export function Ink({ p }: { p: Pen }) {
  return (
    <>
      {p.f && <path className="fill-page" d={p.f} />}
      {p.s && <path className="fill-ink/10" d={p.s} />}
      {p.g && <path className="fill-accent/10 stroke-ink" strokeWidth={0.6} d={p.g} />}
      {p.h && <path className="stroke-muted/60" strokeWidth={0.75} d={p.h} />}
      {p.d && <path className="stroke-ink" strokeWidth={0.9} d={p.d} />}
      {p.o && <path className="stroke-ink" strokeWidth={1.5} d={p.o} />}
    </>
  );
}

/** Renders a Pen as new work: paper-soft brand fill, brand wash, brand lines a little heavier than ink. */
export function Mark({ p }: { p: Pen }) {
  return (
    <>
      {p.f && <path className="fill-brand-soft" d={p.f} />}
      {p.s && <path className="fill-brand/15" d={p.s} />}
      {p.g && <path className="fill-brand/15 stroke-brand" strokeWidth={0.75} d={p.g} />}
      {p.h && <path className="stroke-brand/60" strokeWidth={0.75} d={p.h} />}
      {p.d && <path className="stroke-brand" strokeWidth={1} d={p.d} />}
      {p.o && <path className="stroke-brand" strokeWidth={2} d={p.o} />}
    </>
  );
}

/**
 * A repeat of a drawn group: moved by `dx`, or mirrored about x = `mirror`.
 * Neighbouring houses are repeats of the subject's own group, faded.
 */
export function Twin({
  href,
  dx = 0,
  mirror,
  faded = true,
}: {
  href: string;
  dx?: number;
  mirror?: number;
  faded?: boolean;
}) {
  return (
    <use
      href={`#${href}`}
      {...(faded ? { opacity: 0.4 } : {})}
      {...(mirror === undefined ? { x: dx } : { transform: `matrix(-1 0 0 1 ${2 * mirror} 0)` })}
    />
  );
}

/** The paper, and the ground band below the ground line (none if `ground` is the bottom edge). */
export function Sheet({ ground = GY }: { ground?: number }) {
  return (
    <>
      <path className="fill-page" d={rect(0, 0, VIEW_W, VIEW_H)} />
      <path className="fill-surface" d={rect(0, ground, VIEW_W, VIEW_H - ground)} />
    </>
  );
}

/** The heavy ground line with earth ticks under it, leaving gaps (an open area, a lightwell). */
export function GroundLine({ y = GY, gaps = [] }: { y?: number; gaps?: readonly (readonly [number, number])[] }) {
  let line = "";
  let ticks = "";
  let x = 0;
  for (const [a, b] of [...gaps, [VIEW_W, VIEW_W] as const]) {
    if (a > x) {
      line += hl(x, y, a - x);
      const count = Math.floor((a - x - 20) / 30);
      if (count > 0) ticks += `${move(x + 16, y + 4)}l-5 7${"m35 -7l-5 7".repeat(count)}`;
    }
    x = b;
  }
  return (
    <>
      <path className="stroke-muted/50" strokeWidth={0.75} d={ticks} />
      <path className="stroke-ink" strokeWidth={2.25} d={line} />
    </>
  );
}

interface SashOptions {
  /** Vertical panes per sash. */
  cols?: number;
  /** Horizontal rows in the upper and lower sash. */
  top?: number;
  bottom?: number;
  /** What sits over the opening. */
  head?: "arch" | "lintel" | "cornice" | "none";
  sill?: boolean;
}

/** A double-hung sash window: opening, sill and head, box frame, two sashes, glazing bars. */
export function sash(p: Pen, [x, y, w, h]: Box, o: SashOptions = {}): void {
  const { cols = 2, top = 1, bottom = 1, head = "none", sill = true } = o;
  p.o += rect(x, y, w, h);
  if (sill) p.o += `m-3 ${n(h)}h${n(w + 6)}v3h${-n(w + 6)}z`;
  const mid = y + Math.round(h * (top / (top + bottom)));
  if (head === "arch") p.d += `${move(x, y)}l-3 -7h${n(w + 6)}l-3 7`;
  if (head === "lintel") p.d += rect(x - 3, y - 6, w + 6, 6);
  if (head === "cornice") p.d += `${rect(x - 4, y - 8, w + 8, 3)}${move(x - 2, y)}v-5h${n(w + 4)}v5`;
  p.g += rect(x + 2, y + 2, w - 4, h - 4);
  p.d += hl(x + 2, mid, w - 4);
  const iw = w - 4;
  p.h += times(cols - 1, (i) => vl(x + 2 + (iw * (i + 1)) / cols, y + 2, h - 4));
  p.h += times(top - 1, (i) => hl(x + 2, y + 2 + ((mid - y - 2) * (i + 1)) / top, iw));
  p.h += times(bottom - 1, (i) => hl(x + 2, mid + ((y + h - 2 - mid) * (i + 1)) / bottom, iw));
}

/** A casement window with mullions and a transom of leaded top lights. */
export function casement(p: Pen, [x, y, w, h]: Box, lights: number): void {
  const t = y + Math.round(h * 0.3);
  p.o += `${rect(x, y, w, h)}m-3 ${n(h)}h${n(w + 6)}v3h${-n(w + 6)}z`;
  p.g += rect(x + 2, y + 2, w - 4, h - 4);
  p.d += hl(x + 2, t, w - 4) + times(lights - 1, (i) => vl(x + (w * (i + 1)) / lights, y + 2, h - 4));
  p.h += times(lights, (i) => {
    const lw = w / lights;
    return times(2, (k) => vl(x + lw * i + (lw * (k + 1)) / 3, y + 2, t - y - 2));
  });
}

/** A four-panel door leaf: `fan` is the height of a glazed fanlight above it. */
export function door(p: Pen, [x, y, w, h]: Box, fan: number): void {
  p.o += rect(x, y, w, h);
  if (fan) {
    p.d += hl(x, y + fan, w);
    p.g += rect(x + 2, y + 2, w - 4, fan - 4);
  }
  const top = y + fan + 3;
  const lh = h - fan - 3;
  const pw = Math.round((w - 10) / 2);
  const up = Math.round(lh * 0.55);
  const pair = (py: number, ph: number) => `${rect(x + 3, py, pw, ph)}m${pw + 4} 0h${pw}v${ph}h${-pw}z`;
  p.d += pair(top + 3, up - 6) + pair(top + up + 2, lh - up - 6);
}

/** Steps up to a door: `count` risers of `rise`, each tread `tread` narrower than the one below. */
export function steps(p: Pen, x: number, w: number, count: number, rise: number, tread = 3, base = GY): void {
  p.o += times(count, (i) => rect(x + i * tread, base - (i + 1) * rise, w - 2 * i * tread, rise));
}

/**
 * Brick coursing hint: a fading wedge of bed joints from a corner, as a
 * draughtsman would suggest a brick wall without filling it.
 */
export function brickHint(p: Pen, x: number, y: number, w: number, rows: number, dir: 1 | -1 = 1, gap = 5): void {
  p.h += times(rows, (i) => {
    const len = Math.round(w * (1 - i / rows));
    const lx = dir === 1 ? x : x - len;
    const perp = i % 2 ? 4 : 0;
    return (
      hl(lx, y - i * gap, len) + (len > 14 ? vl(lx + (dir === 1 ? 8 + perp : len - 8 - perp), y - i * gap, -gap) : "")
    );
  });
}

/** Horizontal hatching every `gap` across a box, leaving `holes` clear. */
export function hatchBox([x, y, w, h]: Box, gap: number, holes: readonly Box[] = [], start = gap): string {
  let d = "";
  for (let yy = y + start; yy < y + h - 1; yy += gap) {
    let segs: [number, number][] = [[x, x + w]];
    for (const [hx, hy, hw, hh] of holes) {
      if (yy < hy - 1 || yy > hy + hh + 1) continue;
      segs = segs.flatMap(([a, b]): [number, number][] => {
        const out: [number, number][] = [];
        if (hx - 2 > a) out.push([a, Math.min(b, hx - 2)]);
        if (hx + hw + 2 < b) out.push([Math.max(a, hx + hw + 2), b]);
        return out;
      });
    }
    d += segs
      .filter(([a, b]) => b - a > 2)
      .map(([a, b]) => hl(a, yy, b - a))
      .join("");
  }
  return d;
}

/** Horizontal hatching inside a convex polygon. */
export function hatchPoly(pts: readonly Pt[], gap: number, start = gap): string {
  const ys = pts.map(([, y]) => y);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  let d = "";
  for (let y = y0 + start; y < y1 - 1; y += gap) {
    const xs: number[] = [];
    pts.forEach(([ax, ay], i) => {
      const [bx, by] = pts[(i + 1) % pts.length] ?? pts[0] ?? [0, 0];
      if ((ay <= y && by > y) || (by <= y && ay > y)) xs.push(ax + ((y - ay) * (bx - ax)) / (by - ay));
    });
    if (xs.length >= 2) {
      const a = Math.min(...xs);
      const b = Math.max(...xs);
      if (b - a > 3) d += hl(a + 1, y, b - a - 2);
    }
  }
  return d;
}

/** A chimney stack with a corbelled cap and pots, its face from `y` down to `base`. */
export function chimney(p: Pen, x: number, y: number, w: number, base: number, pots: number): void {
  p.f += rect(x, y, w, base - y);
  p.o += `${move(x, base)}V${y}h${w}V${base}` + rect(x - 2, y, w + 4, 4);
  p.d += hl(x - 1, y + 8, w + 2);
  const pw = 5;
  const space = (w - pots * pw) / (pots + 1);
  const potTops = times(pots, (i) => rect(x + space + i * (space + pw), y - 9, pw, 9));
  p.o += potTops;
  p.f += potTops;
  p.h += hatchBox([x, y + 8, w, base - y - 8], 5, [], 6);
}

/** A stylised elevation tree: trunk, two limbs and a scalloped crown. */
export function tree(cx: number, base: number, height: number, width: number): string {
  const ry = height * 0.36;
  const rx = width / 2;
  const cy = base - height + ry;
  const lumps = 9;
  const pt = (i: number): Pt => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / lumps;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  };
  const r = Math.round((Math.PI * (rx + ry)) / lumps / 1.6);
  let d = move(...pt(0));
  for (let i = 1; i <= lumps; i++) {
    const [x, y] = pt(i);
    d += `A${r} ${r} 0 0 1 ${n(x)} ${n(y)}`;
  }
  const fork = cy + ry * 0.35;
  d += `${move(cx - 2, base)}L${n(cx - 2)} ${n(fork)}l${-n(rx * 0.4)} ${-n(ry * 0.5)}`;
  d += `${move(cx + 2, base)}L${n(cx + 2)} ${n(fork)}l${n(rx * 0.35)} ${-n(ry * 0.6)}`;
  d += `${move(cx, fork)}v${-n(ry * 0.8)}`;
  return d;
}

/** Railings: top and bottom rails; the bars are drawn by `<Bars>` along the returned centre line. */
export function railings(p: Pen, x: number, y: number, w: number, h: number): string {
  p.d += hl(x, y + 3, w) + hl(x, y + h - 3, w);
  return hl(x, y + h / 2, w);
}

/**
 * A row of thin upright bars (railings, balusters, boarding) `height` tall,
 * every `gap`, drawn as one dashed stroke along each centre line in `d`.
 */
export function Bars({ d, height, gap = 4 }: { d: string; height: number; gap?: number }) {
  return (
    <path
      className="stroke-ink/60"
      strokeWidth={height}
      strokeLinecap="butt"
      strokeDasharray={`0.8 ${gap - 0.8}`}
      d={d}
    />
  );
}

/** Tube-and-fitting scaffold: standards at `xs`, ledgers and boarded lifts at `lifts`, a brace per bay. */
export function scaffold(p: Pen, xs: readonly number[], lifts: readonly number[], base = GY): void {
  const top = Math.min(...lifts) - 14;
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  p.d += xs.map((x) => `${move(x, base)}V${top}${rect(x - 5, base - 2, 10, 2)}`).join("");
  p.d += lifts.map((y) => hl(x0 - 3, y, x1 - x0 + 6) + hl(x0 - 3, y - 12, x1 - x0 + 6)).join("");
  p.o += lifts.map((y) => rect(x0, y, x1 - x0, 3)).join("");
  p.h += xs
    .slice(1)
    .map((x, i) => `${move(xs[i] ?? x0, base)}L${x} ${Math.max(...lifts)}`)
    .join("");
}

/** An adjustable steel prop, top plate at `top`, base plate at `base`. */
export function prop(x: number, top: number, base = GY): string {
  const mid = Math.round((top + base) / 2);
  return `${rect(x - 6, top, 12, 2)}${rect(x - 6, base - 2, 12, 2)}${rect(x - 3, mid, 6, base - 2 - mid)}${move(x, top + 2)}V${mid}${hl(x - 5, mid + 6, 10)}`;
}
