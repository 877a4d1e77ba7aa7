/**
 * A 1930s semi-detached house, the right half of its pair: a hipped tiled
 * roof shared with its neighbour, a two-storey canted bay under a
 * half-timbered gable, leaded casements, a round-arched porch, a shared
 * chimney stack on the party wall and a side garden wall.
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
  casement,
  chimney,
  door,
  hatchPoly,
  hl,
  move,
  poly,
  rect,
  steps,
  times,
  tree,
  vl,
} from "../parts";

const P = 242;
const W = 182;
const R = P + W;
const GFL = 292;
const FFL = 219;
const EAV = 150;
const RIDGE = 62;
const roofHalf = [
  [P, EAV],
  [R + 8, EAV],
  [R - 96, RIDGE],
  [P, RIDGE],
] as const;

const house = new Pen();
house.o += vl(R, GY, EAV + 5 - GY) + poly(roofHalf, true);
house.d += hl(P, EAV + 5, W + 6) + vl(R + 6, EAV, 5);
house.h += hatchPoly(roofHalf, 6);
// two-storey canted bay under a half-timbered gable
const gable = [
  [256, EAV + 2],
  [300, 106],
  [344, EAV + 2],
] as const;
house.f += poly(gable) + rect(262, EAV, 76, 6);
house.o += poly(gable) + `${move(262, GY)}V${EAV + 2}${move(338, GY)}V${EAV + 2}` + rect(262, 212, 76, 8);
house.d +=
  `${move(262, EAV - 2)}L300 113L338 ${EAV - 2}` +
  times(5, (i) => vl(276 + i * 12, EAV - 1 - (i < 3 ? i : 4 - i) * 12, (i < 3 ? i : 4 - i) * 12 - 2));
house.d +=
  hl(262, EAV - 3, 76) + vl(276, GY, 212 - GY) + vl(324, GY, 212 - GY) + vl(276, EAV + 2, 60) + vl(324, EAV + 2, 60);
house.d += hl(262, GFL, 76) + hl(P, GFL, 20) + hl(338, GFL, 40);
house.h += times(2, (i) => hl(263, 215 + i * 3, 74));
casement(house, [279, 236, 42, 44], 3);
casement(house, [265, 236, 8, 44], 1);
casement(house, [327, 236, 8, 44], 1);
casement(house, [279, 168, 42, 38], 3);
casement(house, [265, 168, 8, 38], 1);
casement(house, [327, 168, 8, 38], 1);
// hall window, round-arched porch with the door set back, landing window
casement(house, [348, 240, 20, 32], 2);
house.o += `${move(381, GY - 8)}V240a18 18 0 0 1 36 0V${GY - 8}`;
house.d += `${move(377, GY - 8)}V240a22 22 0 0 1 44 0V${GY - 8}`;
door(house, [387, 238, 24, GFL - 238], 0);
house.d += `${move(393, 246)}a6 6 0 0 1 12 0z`;
steps(house, 377, 44, 1, 8);
casement(house, [362, 168, 40, 36], 2);
brickHint(house, R - 1, 288, 30, 8, -1);
brickHint(house, 339, FFL - 4, 22, 5);

const stacks = new Pen();
chimney(stacks, P - 14, 28, 28, RIDGE + 6, 4);
const end = new Pen();
const wall: Box = [R, 262, 640 - R, 38];
end.f += rect(...wall) + rect(504, 254, 14, 46);
end.o += `${move(R, GY)}V259H504${move(518, 259)}H640${rect(504, 254, 14, 46)}${rect(502, 250, 18, 4)}`;
end.d += hl(R, 264, 80) + hl(518, 264, 122);
brickHint(end, R + 2, 296, 60, 6);
const crown = tree(580, 262, 160, 100);

export const semi: HouseDrawing = {
  art: (id) => (
    <>
      <GroundLine />
      <path className="stroke-muted/50" strokeWidth={1} d={crown} />
      <g id={id}>
        <Ink p={house} />
      </g>
      <Twin href={id} mirror={P} />
      <Ink p={end} />
      <Ink p={stacks} />
    </>
  ),
  geo: {
    x1: P,
    x2: R,
    floors: [GFL, FFL, EAV],
    foot: GY,
    outline: `${move(P, GY)}V${RIDGE}H${R - 96}L${R + 8} ${EAV}H${R}V${GY}z${rect(P - 14, 28, 28, RIDGE - 28)}`,
    roof: poly(roofHalf),
    chimneys: [[P - 14, 28, 28, RIDGE + 6 - 28]],
    loft: {
      shell:
        poly([
          [R - 96, RIDGE],
          [R + 4, RIDGE],
          [R + 4, EAV],
          [R + 8, EAV],
        ]) +
        rect(262, 78, 14, 18) +
        rect(352, 78, 14, 18),
      detail:
        hatchPoly(
          [
            [R - 96, RIDGE],
            [R + 4, RIDGE],
            [R + 4, EAV],
          ],
          6,
        ) +
        hl(262, 87, 14) +
        hl(352, 87, 14),
      glass: rect(262, 78, 14, 18) + rect(352, 78, 14, 18),
    },
    windows: [
      [279, 236, 42, 44],
      [265, 236, 8, 44],
      [327, 236, 8, 44],
      [279, 168, 42, 38],
      [265, 168, 8, 38],
      [327, 168, 8, 38],
      [348, 240, 20, 32],
      [362, 168, 40, 36],
    ],
    doors: [[381, 222, 36, GY - 8 - 222]],
    doorPath: `${move(381, GY - 8)}V240a18 18 0 0 1 36 0V${GY - 8}z`,
    brick: [[P, FFL, W, GFL - FFL], wall],
    ext: [R + 2, 226, 110, 74],
    riser: 343,
    room: 1,
  },
};
