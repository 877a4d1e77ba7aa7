/**
 * The back of a Victorian terrace seen from the garden: a two-storey back
 * addition with a lean-to roof, the narrow side return beside it, the rear
 * roof slope and party-wall stacks; the neighbours' backs mirror it either
 * side. Before, during (opened up on props under a new steel, scaffold,
 * trench) and after (a glazed wraparound extension across the back).
 */
import type { ProjectStage } from "../../../content/visuals";
import {
  GroundLine,
  Ink,
  Mark,
  Pen,
  Twin,
  brickHint,
  chimney,
  door,
  hatchBox,
  hl,
  move,
  prop,
  rect,
  sash,
  scaffold,
  times,
  vl,
} from "../parts";

/** This scene stands on a lower ground line, to draw the house larger. */
export const EXT_GROUND = 340;
const G = EXT_GROUND;
const PL = 230;
const PR = 410;
const W = PR - PL;
const OUT = 334;
const FFL = 232;
const EAV = 135;
const RIDGE = 49;
const SR = OUT + (PR - OUT) / 2;

const house = new Pen();
// main rear wall and roof slope; in the side return, the back door and a sash over it
house.o += vl(PL, G, EAV - G) + vl(PR, G, EAV - G) + hl(PL, EAV, W) + hl(PL, RIDGE, W);
house.d += hl(PL, EAV - 5, W) + hl(PL, RIDGE + 3, W);
house.h += hatchBox([PL, RIDGE + 3, W, EAV - RIDGE - 8], 7, [], 6);
sash(house, [SR - 22, 166, 44, 52], { head: "lintel" });
door(house, [SR - 17, 248, 34, G - 248], 34);
house.o += rect(SR - 21, G - 4, 42, 4);
brickHint(house, PR - 1, FFL - 8, 22, 6, -1);
// the back addition, in front: lean-to roof falling towards the side return, a soil pipe at its corner
house.f += `${move(PL, G)}V146L${OUT + 6} 172H${OUT}V${G}z`;
house.o += `${move(PL, 146)}L${OUT + 6} 172${move(OUT, 171)}V${G}`;
house.d += `${move(PL, 151)}L${OUT} 175${move(OUT - 7, 175)}V${G}${move(OUT - 3, 175)}V${G}${rect(OUT - 9, 171, 10, 6)}`;
sash(house, [256, 250, 52, 68], { head: "lintel" });
sash(house, [262, 184, 40, 46], { head: "lintel" });
brickHint(house, PL + 1, G - 4, 20, 9);
brickHint(house, PL + 1, FFL - 6, 24, 6);

const stack = new Pen();
chimney(stack, PL - 15, 20, 30, RIDGE + 12, 4);

/** Opened up: the back wall gone at ground floor, a new steel on props, scaffold, the trench. */
const during = new Pen();
const work = new Pen();
const open = G - 247;
during.f += rect(PL + 6, 247, W - 12, open) + rect(OUT - 8, 171, 10, 76) + rect(PL - 10, G + 1, W + 20, 30);
during.s += rect(PL + 6, 247, W - 12, open);
during.d += `${move(PL + 6, 247)}${"v12h-3v12h3".repeat(3)}V${G}${move(PR - 6, 247)}${"v12h3v12h-3".repeat(3)}V${G}`;
during.d += [254, 302, 350, 388].map((x) => prop(x, 247, G)).join("");
scaffold(during, [PL - 14, 320, PR + 14], [FFL - 4, 142], G);
during.h += hatchBox([PL - 10, G + 1, W + 20, 16], 6);
work.o += rect(PL - 4, 232, W + 8, 15) + rect(PL - 10, G + 17, W + 20, 13);
work.d += hl(PL - 4, 235, W + 8) + hl(PL - 4, 244, W + 8);
work.s += rect(PL - 10, G + 17, W + 20, 13);

/** The glazed wraparound: steel-framed doors across the back, a glass roof over the side return. */
const after = new Pen();
const leaves = 4;
const lw = (W - 16) / leaves;
const top = 246;
after.f += rect(PL, top, W, G - top) + `${move(OUT, top)}V212L${PR} 234V${top}z`;
after.o +=
  rect(PL, top, W, G - top) + `${move(OUT, top)}V212L${PR} 234V${top}` + rect(PL - 2, top - 6, OUT - PL + 2, 6);
after.o += `${move(254, top - 6)}l6 -6h48l6 6`;
after.g += rect(PL + 8, 260, W - 16, G - 260) + `${move(OUT + 1, top - 1)}V214L${PR - 1} 235V${top - 1}z`;
after.d += times(leaves - 1, (i) => vl(PL + 8 + lw * (i + 1), 260, G - 260)) + hl(PL, 253, W);
after.h +=
  times(3, (i) => hl(PL + 8, 280 + i * 20, W - 16)) + times(3, (i) => vl(OUT + 19 + i * 19, 216 + i * 5, 23 - i * 5));

export function ExtensionScene({ stage, id }: { stage: ProjectStage; id: string }) {
  return (
    <>
      <GroundLine y={G} />
      <g id={id}>
        <Ink p={house} />
      </g>
      <Twin href={id} mirror={PL} />
      <Twin href={id} mirror={PR} />
      <Twin href={id} dx={-2 * W} />
      <Twin href={id} dx={2 * W} />
      <g id={`${id}s`}>
        <Ink p={stack} />
      </g>
      <Twin href={`${id}s`} dx={W} faded={false} />
      <Twin href={`${id}s`} dx={-W} />
      <Twin href={`${id}s`} dx={2 * W} />
      {stage === "during" && (
        <>
          <Ink p={during} />
          <Mark p={work} />
        </>
      )}
      {stage === "after" && <Mark p={after} />}
    </>
  );
}
