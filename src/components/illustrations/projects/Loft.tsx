/**
 * A close view of a Victorian terrace's rear roof slope from the garden:
 * slates between party-wall stacks, the first-floor windows under the
 * eaves, the back addition's lean-to below. Before (a plain slope with an
 * old rooflight), during (scaffold with edge protection, slates stripped to
 * the rafters, a new ridge steel, the dormer framed in timber) and after (a
 * full-width rear dormer, tile-hung, with a casement and French doors).
 */
import type { ProjectStage } from "../../../content/visuals";
import {
  type Box,
  Bars,
  Ink,
  Mark,
  Pen,
  Twin,
  brickHint,
  casement,
  chimney,
  hatchBox,
  hl,
  move,
  rect,
  sash,
  scaffold,
  times,
  vl,
} from "../parts";

const PL = 210;
const PR = 430;
const W = PR - PL;
const EAV = 232;
const RIDGE = 100;
const BOTTOM = 400;
/** The dormer: its face, and its two openings. */
const DORMER: Box = [PL + 12, RIDGE + 6, W - 24, EAV - RIDGE - 12];
const WINDOW: Box = [244, 140, 64, 62];
const DOORS: Box = [342, 128, 58, 98];

const house = new Pen();
house.o += vl(PL, BOTTOM, RIDGE - BOTTOM) + vl(PR, BOTTOM, RIDGE - BOTTOM) + hl(PL, EAV, W) + hl(PL, RIDGE, W);
house.d += hl(PL, RIDGE + 3, W) + hl(PL, EAV + 5, W) + hl(PL, EAV - 5, W);
house.h += hatchBox([PL, RIDGE + 3, W, EAV - RIDGE - 8], 8, [], 7);
sash(house, [246, 262, 50, 72], { head: "lintel" });
sash(house, [356, 262, 50, 72], { head: "lintel" });
house.f += `${move(PL, BOTTOM)}V344L${PL + 134} 372H${PL + 128}V${BOTTOM}z`;
house.o += `${move(PL, 344)}L${PL + 134} 372${move(PL + 128, 371)}V${BOTTOM}`;
house.d += `${move(PL, 349)}L${PL + 128} 375`;
brickHint(house, PL + 1, 338, 30, 8);
brickHint(house, PR - 1, 396, 26, 9, -1);

const stack = new Pen();
chimney(stack, PL - 16, 46, 32, RIDGE + 16, 4);

/** Before: an old rooflight and the soil pipe through the slope. */
const before = new Pen();
before.f += rect(300, 150, 26, 34) + rect(398, 150, 6, 40);
before.o += rect(300, 150, 26, 34) + rect(398, 150, 6, 40) + rect(396, 146, 10, 4);
before.g += rect(303, 153, 20, 28);

/** During: scaffold and edge protection; the slope stripped to its rafters; the dormer framed. */
const during = new Pen();
const [dx, dy, dw, dh] = DORMER;
during.f += rect(dx, RIDGE + 4, dw, EAV - RIDGE - 9);
during.d += times(15, (i) => vl(dx + 6 + i * 13, RIDGE + 4, EAV - RIDGE - 9)) + hl(dx, 168, dw) + hl(dx, 172, dw);
scaffold(during, [196, 320, 444], [340, EAV + 12], BOTTOM);
during.d += [196, 320, 444].map((x) => vl(x, EAV - 2, -40)).join("") + hl(193, 196, 254) + hl(193, 212, 254);
const frame = new Pen();
const studs = times(9, (i) => {
  const x = dx + 2 + i * 24;
  const hit = [WINDOW, DOORS].find(([ox, , ow]) => x > ox - 2 && x < ox + ow + 2);
  if (!hit) return vl(x, dy + 4, dh - 4);
  const [, oy, , oh] = hit;
  return vl(x, dy + 4, oy - dy - 8) + (oy + oh < dy + dh - 4 ? vl(x, oy + oh + 4, dy + dh - oy - oh - 4) : "");
});
frame.o +=
  rect(PL, RIDGE, W, 10) +
  hl(dx, dy + dh, dw) +
  hl(dx, dy + 4, dw) +
  vl(dx, dy + 4, dh - 4) +
  vl(dx + dw, dy + 4, dh - 4);
frame.d += studs + hl(PL, RIDGE + 3, W) + hl(PL, RIDGE + 7, W);
frame.o += [WINDOW, DOORS].map(([x, y, w, h]) => rect(x - 2, y - 4, w + 4, h + 4)).join("");

/** After: the dormer, tile-hung, with a flat roof edge, a casement and French doors behind a Juliet balcony. */
const after = new Pen();
after.f += rect(...DORMER) + rect(dx - 4, RIDGE, dw + 8, 7);
after.o += rect(...DORMER) + rect(dx - 4, RIDGE, dw + 8, 7);
after.h += hatchBox(DORMER, 5, [WINDOW, DOORS]);
casement(after, WINDOW, 2);
after.o += rect(...DOORS);
after.g += rect(DOORS[0] + 3, DOORS[1] + 3, 24, DOORS[3] - 6) + rect(DOORS[0] + 31, DOORS[1] + 3, 24, DOORS[3] - 6);
after.d +=
  vl(DOORS[0] + 29, DOORS[1], DOORS[3]) + hl(DOORS[0] - 4, 194, DOORS[2] + 8) + hl(DOORS[0] - 4, 199, DOORS[2] + 8);
const juliet = hl(DOORS[0] - 2, 212, DOORS[2] + 4);

export function LoftScene({ stage, id }: { stage: ProjectStage; id: string }) {
  return (
    <>
      <g id={id}>
        <Ink p={house} />
      </g>
      <Twin href={id} mirror={PL} />
      <Twin href={id} mirror={PR} />
      <g id={`${id}s`}>
        <Ink p={stack} />
      </g>
      <Twin href={`${id}s`} dx={W} faded={false} />
      <Twin href={`${id}s`} dx={-W} />
      <Twin href={`${id}s`} dx={2 * W} />
      {stage === "before" && <Ink p={before} />}
      {stage === "during" && (
        <>
          <Ink p={during} />
          <Mark p={frame} />
        </>
      )}
      {stage === "after" && (
        <>
          <Mark p={after} />
          <Bars d={juliet} height={26} gap={5} />
        </>
      )}
    </>
  );
}
