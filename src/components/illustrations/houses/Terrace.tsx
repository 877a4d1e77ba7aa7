/**
 * A two-storey Victorian terrace, end of its row: canted ground-floor bay,
 * round-arched doorway up two steps, two-over-two sashes, a polychrome
 * string course, bracketed eaves, a slate roof and party-wall chimney
 * stacks. The row, mirrored in pairs, runs on to the left.
 */
import type { HouseDrawing } from "../focus";
import {
  type Box,
  GY,
  GroundLine,
  Ink,
  Pen,
  Twin,
  brickHint,
  chimney,
  door,
  hatchBox,
  hatchPoly,
  hl,
  move,
  rect,
  sash,
  steps,
  times,
  tree,
  vl,
} from "../parts";

const X = 340;
const U = 150;
const GFL = 288;
const FFL = 202;
const EAV = 127;
const RIDGE = 49;
const DOOR = X + 14;

const house = new Pen();
// party wall, string course, eaves with brackets, slate roof
house.o += vl(X, GY, EAV - GY) + hl(X, EAV, U) + hl(X, RIDGE, U);
house.d += hl(X, 121, U) + hl(X, RIDGE + 3, U) + hl(X, FFL - 4, U) + hl(X, FFL, U);
house.d += times(10, (i) => vl(X + 8 + i * 15, 121, 6));
house.h += hatchBox([X, RIDGE + 3, U, 118 - RIDGE], 7, [], 6);
house.d += hl(X, GFL, 8) + hl(X + 50, GFL, 15) + hl(X + 142, GFL, 8);
// doorway: round arch, archivolt with keystone and imposts, pilasters, steps
house.o += `${move(DOOR, GFL)}V233a15 15 0 0 1 30 0V${GFL}`;
house.d += `${move(DOOR - 4, 233)}a19 19 0 0 1 38 0${rect(DOOR + 12, 210, 6, 8)}${rect(DOOR - 8, 229, 5, 4)}${rect(DOOR + 33, 229, 5, 4)}`;
house.d += vl(DOOR - 7, 233, GFL - 233) + vl(DOOR + 36, 233, GFL - 233) + hl(DOOR, 236, 30);
house.g += `${move(DOOR, 233)}a15 15 0 0 1 30 0z`;
door(house, [DOOR + 2, 236, 26, GFL - 236], 0);
steps(house, X + 8, 42, 2, 6);
// canted bay: cornice, hipped roof, three lights, sill band
const bayRoof = [
  [X + 63, 214],
  [X + 80, 203],
  [X + 127, 203],
  [X + 144, 214],
] as const;
house.o += vl(X + 65, GY, 219 - GY) + vl(X + 142, GY, 219 - GY) + rect(X + 63, 214, 81, 5);
house.o += `${move(...bayRoof[0])}L${X + 80} 203h47l17 11`;
house.d += vl(X + 80, 219, GY - 219) + vl(X + 127, 219, GY - 219) + rect(X + 65, 272, 77, 4) + hl(X + 65, GFL, 77);
house.h += hatchPoly(bayRoof, 4);
sash(house, [X + 84, 226, 39, 46], { sill: false });
sash(house, [X + 68, 226, 9, 46], { cols: 1, sill: false });
sash(house, [X + 130, 226, 9, 46], { cols: 1, sill: false });
// first floor
sash(house, [DOOR, 142, 30, 44], { head: "lintel" });
sash(house, [X + 87, 142, 33, 44], { head: "lintel" });
brickHint(house, X + 1, 190, 40, 6);

// the end of the row: gable wall, stacks, side garden wall and a tree
const end = new Pen();
end.o += vl(X + U, GY, EAV - GY) + vl(X + U + 2, RIDGE, EAV - RIDGE);
const wall: Box = [492, 253, 148, 47];
end.f += rect(...wall);
end.o += `${move(492, GY)}V250h148${hl(492, 255, 148)}`;
brickHint(end, 494, 296, 70, 7);
const stack = new Pen();
chimney(stack, X - 14, 16, 28, 68, 4);
const stacks = new Pen();
chimney(stacks, 466, 20, 26, 66, 2);
const crown = tree(584, 253, 160, 96);

export const terrace: HouseDrawing = {
  art: (id) => (
    <>
      <GroundLine />
      <path className="stroke-muted/50" strokeWidth={1} d={crown} />
      <g id={id}>
        <Ink p={house} />
      </g>
      <Twin href={id} mirror={X} />
      <Twin href={id} dx={-2 * U} />
      <Twin href={id} mirror={X - 2 * U} />
      <Ink p={end} />
      <g id={`${id}s`}>
        <Ink p={stack} />
      </g>
      <Twin href={`${id}s`} dx={-U} />
      <Twin href={`${id}s`} dx={-2 * U} />
      <Ink p={stacks} />
    </>
  ),
  geo: {
    x1: X,
    x2: X + U,
    floors: [GFL, FFL, EAV],
    foot: GY,
    outline: `${move(X, GY)}V${RIDGE}H492V${GY}z${rect(326, 16, 28, 33)}${rect(466, 20, 26, 29)}`,
    roof: rect(X, RIDGE, U + 2, EAV - RIDGE),
    chimneys: [
      [326, 16, 28, 52],
      [466, 20, 26, 46],
    ],
    loft: {
      shell: `${move(392, 118)}V82h-4l27 -20l27 20h-4V118z`,
      detail: `${rect(401, 86, 28, 28)}${hl(401, 100, 28)}${vl(415, 86, 28)}${move(395, 80)}L415 66L435 80${rect(390, 114, 50, 4)}`,
      glass: rect(401, 86, 28, 28),
    },
    windows: [
      [X + 84, 226, 39, 46],
      [X + 68, 226, 9, 46],
      [X + 130, 226, 9, 46],
      [DOOR, 142, 30, 44],
      [X + 87, 142, 33, 44],
    ],
    doors: [[DOOR, 218, 30, GFL - 218]],
    doorPath: `${move(DOOR, GFL)}V233a15 15 0 0 1 30 0V${GFL}z`,
    brick: [[X, EAV, U, FFL - 4 - EAV], [X, FFL, 65, GFL - FFL], wall],
    ext: [492, 222, 110, 78],
    riser: 395,
    room: 1,
  },
};
