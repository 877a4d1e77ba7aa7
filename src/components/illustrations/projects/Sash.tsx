/**
 * A close-up elevation of one six-over-six sash window in a brick wall:
 * gauged flat arch, box frame, upper sash with horns, lower sash, oak frame
 * sill on a stone sill. Before (cracked pane, rot, draughts), during (sashes
 * out on the bench, pulleys and weights showing) and after (rehung,
 * draught-proofed, a new sill, the lower sash running freely).
 */
import type { ProjectStage } from "../../../content/visuals";
import { type Box, Ink, Mark, Pen, hl, move, rect, times, vl } from "../parts";

const OX = 250;
const OY = 50;
const OW = 140;
const OH = 280;
const SX = 262;
const SW = 116;

/** One sash: stiles, rails and three-by-two panes; the upper one has horns. */
function leaf(p: Pen, [x, y, w, h]: Box, bottom: number, horns: boolean): void {
  const gx = x + 7;
  const gw = w - 14;
  const gh = h - 7 - bottom;
  p.f += rect(x, y, w, h);
  p.o += rect(x, y, w, h);
  p.g += rect(gx, y + 7, gw, gh);
  p.d +=
    times(2, (i) => rect(gx + Math.round((gw * (i + 1)) / 3) - 1, y + 7, 3, gh)) +
    rect(gx, y + 6 + Math.round(gh / 2), gw, 3);
  if (horns) p.o += `${move(x, y + h)}v9q0 3 3 3h4V${y + h}${move(x + w, y + h)}v9q0 3 -3 3h-4V${y + h}`;
}

// the wall: gauged flat arch, reveal, stone sill
const wall = new Pen();
wall.f += `${move(244, OY)}L232 14H408L396 ${OY}z` + rect(OX, OY, OW, OH) + rect(236, 330, 168, 12);
wall.o += `${move(244, OY)}L232 14H408L396 ${OY}` + rect(OX, OY, OW, OH) + rect(236, 330, 168, 12);
wall.d += times(13, (i) => `${move(244 + ((i + 1) * 152) / 14, OY)}L${Math.round(232 + ((i + 1) * 176) / 14)} 14`);
wall.d += hl(236, 334, 168) + rect(252, 322, 136, 8);
// the box frame: pulley stiles and head, with the staff bead
wall.d += rect(OX + 2, OY + 2, OW - 4, OH - 10) + rect(SX - 2, OY + 10, SW + 4, OH - 18);

/** The two sashes in the box, the lower one (inside, behind the upper) raised by `lift`. */
function sashes(lift: number): [Pen, Pen] {
  const lower = new Pen();
  const upper = new Pen();
  lower.s += lift ? rect(SX, 322 - lift, SW, lift) : "";
  leaf(lower, [SX, 190 - lift, SW, 132], 14, false);
  leaf(upper, [SX, OY + 12, SW, 136], 7, true);
  return [lower, upper];
}
const closed = sashes(0);
const open = sashes(40);

/** Before: a cracked pane, rot in the sill, gaps the draught comes through, flaking paint. */
const faults = new Pen();
faults.d += `${move(290, 212)}l7 12l-4 9l10 14m-6 -23l12 -6l9 5m-21 11l-10 8l2 9`;
faults.s += `${move(254, 322)}l6 3l7 -2l6 4l8 -3l7 4l5 -2v6h-39z`;
faults.o += `${move(254, 322)}l6 3l7 -2l6 4l8 -3l7 4l5 -2`;
const draught = (x: number, y: number, d: 1 | -1) =>
  `${move(x, y)}q${7 * d} -5 ${14 * d} 0t${14 * d} 0l${-5 * d} -4m${5 * d} 4l${-5 * d} 4`;
faults.d += draught(398, 188, 1) + draught(398, 300, 1) + draught(242, 120, -1);
faults.h += [318, 330, 350].map((x) => `${move(x, 311)}l3 2l-2 3l3 1`).join("") + `${move(344, 257)}h24`;

/** During: the box empty, pulleys and weights showing; the sashes on the bench; the sill spliced. */
const empty = new Pen();
empty.f += rect(SX - 2, OY + 10, SW + 4, OH - 18);
empty.s += rect(SX, OY + 12, SW, 260);
empty.d +=
  rect(OX + 2, 236, 9, 64) + rect(OX + OW - 11, 236, 9, 64) + rect(OX + 4, 246, 5, 40) + rect(OX + OW - 9, 246, 5, 40);
const bench = new Pen();
leaf(bench, [34, 212, SW, 132], 14, false);
leaf(bench, [490, 208, SW, 136], 7, true);
bench.o +=
  rect(26, 344, 132, 6) + rect(482, 344, 132, 6) + `${move(38, 350)}l-8 50m116 -50l8 50m348 -50l-8 50m116 -50l8 50`;
bench.d += `${move(SX + 2, 70)}a4 4 0 1 1 0 1M${SX + SW - 2} 70a4 4 0 1 1 0 1${move(OX + 6, 70)}V246${move(OX + OW - 6, 70)}V246`;
bench.s += rect(252, 322, 40, 8);
bench.o += rect(252, 322, 40, 8);

/** After: brush seals along the beads and meeting rails, a new oak sill. */
const renewed = new Pen();
renewed.s += rect(252, 322, 136, 8);
renewed.o += rect(252, 322, 136, 8) + vl(SX - 1, OY + 11, 260) + vl(SX + SW + 1, OY + 11, 260);
renewed.d += hl(SX, 188, SW) + hl(SX, 151, SW);

export function SashScene({ stage }: { stage: ProjectStage; id: string }) {
  return (
    <>
      <path
        className="stroke-muted/25"
        strokeWidth={640}
        strokeLinecap="butt"
        strokeDasharray="0.75 9.25"
        d="M320 0V400"
      />
      <path
        className="stroke-muted/25"
        strokeWidth={9}
        strokeLinecap="butt"
        strokeDasharray="0.75 29.25"
        d={times(20, (i) => `${move(0, 5 + i * 20)}h640${move(-15, 15 + i * 20)}h655`)}
      />
      <Ink p={wall} />
      {stage === "before" && (
        <>
          <Ink p={closed[0]} />
          <Ink p={closed[1]} />
          <Mark p={faults} />
        </>
      )}
      {stage === "during" && (
        <>
          <Ink p={empty} />
          <Mark p={bench} />
        </>
      )}
      {stage === "after" && (
        <>
          <Ink p={open[0]} />
          <Ink p={open[1]} />
          <Mark p={renewed} />
        </>
      )}
    </>
  );
}
