/**
 * A Georgian terraced townhouse: basement behind area railings, rusticated
 * stucco ground floor with a fanlit door up a flight of steps, a piano
 * nobile of floor-length sashes on a cast-iron balcony, gauged flat arches
 * above the upper sashes, a cornice and parapet, party-wall stacks.
 */
import type { HouseDrawing } from "../focus";
import {
  type Box,
  GY,
  GroundLine,
  Bars,
  Ink,
  Twin,
  Pen,
  brickHint,
  chimney,
  door,
  hatchBox,
  hl,
  move,
  poly,
  railings,
  rect,
  sash,
  steps,
  tree,
  vl,
} from "../parts";

const U = 110;
const BFL = 342;
const GFL = 284;
const FFL = 226;
const SFL = 162;
const TFL = 112;
const ROOF = 69;
const PAR = 53;
const COLS = [12, 46, 80];

const X = 370;
const DOOR = X + 10;
const win = (dx: number, y: number, h: number): Box => [X + dx, y, 18, h];

const house = new Pen();
// party wall, parapet, cornice, stucco band and balcony
house.o += vl(X, BFL, PAR - BFL) + hl(X, PAR, U) + hl(X, ROOF, U) + hl(X, BFL, U) + hl(X, FFL + 4, U);
house.d += hl(X, PAR + 3, U) + hl(X, ROOF + 3, U) + hl(X, ROOF + 6, U) + hl(X, FFL, U);
house.d += hl(X + 6, FFL - 13, U - 12) + hl(X + 6, FFL - 1, U - 12);
const balcony = hl(X + 6, FFL - 7, U - 12);
// upper floors: 3-over-3, 6-over-6, then 6-over-9 down to the balcony
for (const dx of COLS) {
  sash(house, win(dx, 82, 23), { cols: 3, head: "arch" });
  sash(house, win(dx, 118, 34), { cols: 3, top: 2, bottom: 2, head: "arch" });
  sash(house, win(dx, 170, 54), { cols: 3, top: 2, bottom: 3, head: "cornice", sill: false });
}
// ground floor and basement sashes
for (const dx of COLS.slice(1)) {
  sash(house, win(dx, 234, 38), { cols: 3, top: 2, bottom: 2 });
  sash(house, win(dx, 306, 28), { cols: 3, sill: false });
}
// fanlit door in a doorcase, steps bridging the area, the vault door beneath
house.o += `${move(DOOR, GFL)}V246a11 11 0 0 1 22 0V${GFL}` + rect(DOOR, 312, 22, BFL - 312);
house.d += `${move(DOOR - 4, GFL)}V246a15 15 0 0 1 30 0V${GFL}` + hl(DOOR, 246, 22);
house.g += `${move(DOOR, 246)}a11 11 0 0 1 22 0z`;
house.d += `${move(DOOR + 11, 246)}l-7 -7m7 7v-10m0 10l7 -7m-3 7a4 4 0 0 0 -8 0`;
door(house, [DOOR + 2, 247, 18, GFL - 247], 0);
steps(house, DOOR - 5, 32, 3, 6);
const area =
  railings(house, X + 1, GY - 17, DOOR - 8 - X, 17) + railings(house, DOOR + 29, GY - 17, X + U - DOOR - 30, 17);
const openings = [...COLS.slice(1).map((c) => win(c, 234, 38)), [DOOR - 4, 231, 30, 53] as Box];
house.h += hatchBox([X, FFL + 4, U, GFL - FFL - 4], 6, openings);
brickHint(house, X + 1, FFL - 18, 34, 6);
brickHint(house, X + U - 1, 110, 30, 5, -1);

// the end of the row: end wall, stacks, garden wall and a tree
const end = new Pen();
end.o += vl(X + U, BFL, PAR - BFL);
const wall: Box = [480, 256, 160, 44];
end.f += rect(...wall);
end.o += `${move(480, GY)}V253h160${hl(480, 258, 160)}`;
brickHint(end, 482, 296, 70, 7);
const stacks = new Pen();
const stack = new Pen();
chimney(stack, 358, 14, 24, PAR, 4);
chimney(stacks, 458, 16, 22, PAR, 3);
const crown = tree(588, 256, 150, 92);

const x1 = X;
const x2 = X + U;

export const townhouse: HouseDrawing = {
  art: (id) => (
    <>
      <GroundLine gaps={[[0, 480]]} />
      <path className="fill-page" d={rect(0, GY, 480, BFL - GY)} />
      <path className="stroke-ink" strokeWidth={1.5} d={hl(0, BFL, 480)} />
      <path className="stroke-muted/50" strokeWidth={1} d={crown} />
      <g id={id}>
        <Ink p={house} />
        <Bars d={balcony} height={12} />
        <Bars d={area} height={17} />
      </g>
      {[1, 2, 3, 4].map((i) => (
        <Twin key={i} href={id} dx={-i * U} />
      ))}
      <Ink p={end} />
      <g id={`${id}s`}>
        <Ink p={stack} />
      </g>
      {[1, 2, 3].map((i) => (
        <Twin key={i} href={`${id}s`} dx={-i * U} />
      ))}
      <Ink p={stacks} />
    </>
  ),
  geo: {
    x1,
    x2,
    floors: [BFL, GFL, FFL, SFL, TFL, ROOF],
    foot: BFL,
    outline: rect(x1, PAR, U, BFL - PAR) + rect(358, 14, 24, PAR - 14) + rect(458, 16, 22, PAR - 16),
    roof: rect(x1, PAR, U, ROOF + 6 - PAR),
    roofDetail: `${move(x1 + 2, PAR + 6)}L${(x1 + x2) / 2} ${ROOF + 2}L${x2 - 2} ${PAR + 6}`,
    chimneys: [
      [358, 14, 24, PAR - 14],
      [458, 16, 22, PAR - 16],
    ],
    loft: {
      shell: poly([
        [383, PAR],
        [388, 16],
        [452, 16],
        [457, PAR],
      ]),
      detail: [398, 428]
        .map(
          (x) =>
            `${rect(x, 26, 14, 20)}${hl(x, 36, 14)}${poly(
              [
                [x - 3, 26],
                [x + 7, 20],
                [x + 17, 26],
              ],
              true,
            )}`,
        )
        .join(""),
      glass: rect(398, 26, 14, 20) + rect(428, 26, 14, 20),
    },
    windows: [
      ...[82, 118, 170].flatMap((y, i) => COLS.map((c): Box => [x1 + c, y, 18, [23, 34, 54][i] ?? 0])),
      ...COLS.slice(1).flatMap((c): Box[] => [
        [x1 + c, 234, 18, 38],
        [x1 + c, 306, 18, 28],
      ]),
    ],
    doors: [[x1 + 10, 235, 22, GFL - 235]],
    doorPath: `${move(x1 + 10, GFL)}V246a11 11 0 0 1 22 0V${GFL}z`,
    brick: [[x1, PAR, U, FFL - PAR], wall],
    ext: [482, 228, 100, 72],
    cellar: [x1, GY, U, BFL - GY],
    riser: 408,
    room: 2,
  },
};
