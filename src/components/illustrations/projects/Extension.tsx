/**
 * The back of a Victorian terrace seen from the garden: a two-storey back
 * addition with a lean-to roof, the narrow side return beside it, the rear
 * roof slope and party-wall stacks; the neighbours' backs mirror it either
 * side. Before, during (opened up on props under a new steel, scaffold,
 * trench) and after (a glazed wraparound extension across the back).
 */
import type { ProjectStage } from "../../../content/visuals";
import {
  GY,
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

const PL = 230;
const PR = 390;
const W = PR - PL;
const OUT = 322;
const FFL = 204;
const EAV = 118;
const RIDGE = 42;

const house = new Pen();
// main rear wall and roof slope
house.o += vl(PL, GY, EAV - GY) + vl(PR, GY, EAV - GY) + hl(PL, EAV, W) + hl(PL, RIDGE, W);
house.d += hl(PL, EAV - 5, W) + hl(PL, RIDGE + 3, W);
house.h += hatchBox([PL, RIDGE + 3, W, EAV - RIDGE - 8], 7, [], 6);
sash(house, [334, 146, 40, 46], { head: "lintel" });
door(house, [340, 222, 30, GY - 222], 30);
house.o += rect(336, GY - 4, 38, 4);
brickHint(house, PR - 1, FFL - 8, 22, 6, -1);
// the back addition, in front: lean-to roof falling towards the side return
house.f += `${move(PL, GY)}V126L${OUT + 6} 150H${OUT}V${GY}z`;
house.o += `${move(PL, 126)}L${OUT + 6} 150${move(OUT, 149)}V${GY}`;
house.d += `${move(PL, 131)}L${OUT} 153${move(OUT - 7, 153)}V${GY}${move(OUT - 3, 153)}V${GY}${rect(OUT - 9, 149, 10, 6)}`;
sash(house, [252, 212, 48, 62], { head: "lintel" });
sash(house, [258, 160, 36, 40], { head: "lintel" });
brickHint(house, PL + 1, GY - 4, 20, 9);
brickHint(house, PL + 1, FFL - 6, 24, 6);

const stack = new Pen();
chimney(stack, PL - 14, 14, 28, RIDGE + 12, 4);

/** Opened up: the back wall gone at ground floor, a new steel on props, scaffold, the trench. */
const during = new Pen();
const work = new Pen();
during.f += rect(PL + 6, 214, W - 12, GY - 214) + rect(OUT - 8, 149, 10, 65) + rect(PL - 10, GY + 1, W + 20, 32);
during.s += rect(PL + 6, 214, W - 12, GY - 214);
during.d += `${move(PL + 6, 214)}${"v10h-3v10h3".repeat(4)}v6${move(PR - 6, 214)}${"v10h3v10h-3".repeat(4)}v6`;
during.d += [250, 290, 330, 370].map((x) => prop(x, 214)).join("");
scaffold(during, [PL - 14, 310, PR + 14], [FFL - 4, 124]);
during.h += hatchBox([PL - 10, GY + 1, W + 20, 20], 6);
work.o += rect(PL - 4, 200, W + 8, 14) + rect(PL - 10, GY + 20, W + 20, 12);
work.d += hl(PL - 4, 203, W + 8) + hl(PL - 4, 211, W + 8);
work.s += rect(PL - 10, GY + 20, W + 20, 12);

/** The glazed wraparound: steel-framed doors across the back, a glass roof over the side return. */
const after = new Pen();
const leaves = 4;
const lw = (W - 16) / leaves;
after.f += rect(PL, 206, W, GY - 206) + `${move(OUT, 206)}V182L${PR} 200V206z`;
after.o += rect(PL, 206, W, GY - 206) + `${move(OUT, 206)}V182L${PR} 200V206` + rect(PL - 2, 202, OUT - PL + 2, 6);
after.o += `${move(250, 202)}l6 -8h40l6 8`;
after.g += rect(PL + 8, 220, W - 16, GY - 220) + `${move(OUT + 1, 205)}V184L${PR - 1} 201V205z`;
after.d += times(leaves - 1, (i) => vl(PL + 8 + lw * (i + 1), 220, GY - 220)) + hl(PL, 214, W);
after.h += times(3, (i) => hl(PL + 8, 240 + i * 20, W - 16)) + times(3, (i) => vl(OUT + 17 + i * 17, 186 + i * 4, 20 - i * 4));

export function ExtensionScene({ stage, id }: { stage: ProjectStage; id: string }) {
  return (
    <>
      <GroundLine />
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
