/**
 * A two-storey London mews house on a cobbled lane: boarded carriage doors
 * under a segmental arch at the ground floor, a panelled front door with a
 * fanlight, three sashes above, a parapet hiding a flat roof with a lantern,
 * a party-wall stack. The mews runs on to the left.
 */
import type { HouseDrawing } from "../focus";
import {
  type Box,
  Bars,
  GY,
  GroundLine,
  Ink,
  Pen,
  Twin,
  brickHint,
  chimney,
  door,
  hl,
  move,
  poly,
  rect,
  sash,
  tree,
  vl,
} from "../parts";

const X = 300;
const U = 165;
const FFL = 200;
const EAV = 114;
const PAR = 98;
const GATE = X + 16;
const DOOR = X + 118;
const UPPER = [X + 20, X + 68, X + 116];

const house = new Pen();
house.o += vl(X, GY, PAR - GY) + hl(X, PAR, U) + hl(X, EAV, U);
house.d += hl(X, PAR + 4, U) + hl(X, FFL, U) + hl(X, FFL + 4, U) + hl(X, EAV - 4, U);
// carriage doors: segmental arch, two leaves with a glazed top row, boarding, braces
house.o += `${move(GATE, GY)}V228q42 -12 84 0V${GY}`;
house.d += `${move(GATE - 5, 229)}q47 -18 94 0` + vl(GATE + 42, GY, -68) + hl(GATE, 250, 84) + hl(GATE, 254, 84);
house.d += `${move(GATE + 4, 294)}l34 -36${move(GATE + 46, 258)}l34 36`;
house.g += `${move(GATE + 2, 250)}V229q40 -11 80 0V250z`;
house.h += [1, 2, 3, 5, 6, 7].map((i) => vl(GATE + i * 10.5, 226, 24)).join("");
const boarding = hl(GATE, 277, 84);
// front door with fanlight, and a carriage lamp
door(house, [DOOR, 226, 30, GY - 226], 14);
house.d += rect(DOOR - 4, 222, 38, 4) + `${move(DOOR + 38, 236)}h6v-8${rect(DOOR + 41, 218, 6, 10)}`;
// first floor sashes and a window box
for (const x of UPPER) sash(house, [x, 128, 30, 50], { head: "lintel" });
house.d += rect(X + 66, 182, 34, 8) + `${move(X + 68, 182)}${"a4 4 0 0 1 7 0".repeat(4)}`;
brickHint(house, X + 1, 296, 14, 9, 1, 8);
brickHint(house, X + 1, FFL - 6, 16, 8);
brickHint(house, X + U - 1, 296, 16, 9, -1, 8);

const end = new Pen();
end.o += vl(X + U, GY, PAR - GY);
const lantern = [
  [X + 60, PAR],
  [X + 66, 86],
  [X + 100, 86],
  [X + 106, PAR],
] as const;
end.f += poly(lantern);
end.o += poly(lantern);
end.d += [78, 88].map((dx) => vl(X + dx, 86, 12)).join("");
const wall: Box = [X + U, 256, 640 - X - U, 44];
end.f += rect(...wall);
end.o += `${move(X + U, GY)}V253H640${hl(X + U, 258, 640 - X - U)}`;
brickHint(end, X + U + 2, 296, 70, 7);
chimney(end, X - 12, 58, 22, PAR, 3);
const crown = tree(590, 256, 150, 90);

export const mews: HouseDrawing = {
  art: (id) => (
    <>
      <path
        className="stroke-muted/25"
        strokeWidth={6}
        strokeLinecap="butt"
        strokeDasharray="9 2"
        d="M0 305h640M-6 312h646M-3 319h643M0 326h640"
      />
      <GroundLine />
      <path className="stroke-muted/50" strokeWidth={1} d={crown} />
      <g id={id}>
        <Ink p={house} />
        <Bars d={boarding} height={44} gap={6} />
      </g>
      <Twin href={id} dx={-U} />
      <Twin href={id} dx={-2 * U} />
      <Ink p={end} />
    </>
  ),
  geo: {
    x1: X,
    x2: X + U,
    floors: [GY, FFL, EAV],
    foot: GY,
    outline: rect(X, PAR, U, GY - PAR) + rect(X - 12, 58, 22, PAR - 58),
    roof: rect(X, PAR, U, EAV - PAR) + poly(lantern),
    roofDetail: `${move(X + 2, EAV - 6)}H${X + U - 2}`,
    chimneys: [[X - 12, 58, 22, PAR - 58]],
    loft: {
      shell: poly([
        [X + 12, PAR],
        [X + 18, 56],
        [X + U - 10, 56],
        [X + U - 4, PAR],
      ]),
      detail: UPPER.map((x) => `${rect(x, 66, 30, 26)}${hl(x, 79, 30)}${rect(x - 4, 62, 38, 4)}`).join(""),
      glass: UPPER.map((x) => rect(x, 66, 30, 26)).join(""),
    },
    windows: UPPER.map((x): Box => [x, 128, 30, 50]),
    doors: [
      [GATE, 216, 84, GY - 216],
      [DOOR, 226, 30, GY - 226],
    ],
    doorPath: `${move(GATE, GY)}V228q42 -12 84 0V${GY}z${rect(DOOR, 226, 30, GY - 226)}`,
    brick: [[X, PAR, U, GY - PAR], wall],
    ext: [X + U + 2, 226, 110, 74],
    riser: X + 108,
    room: 1,
  },
};
