/**
 * A red-brick mansion block of five storeys and attics: projecting end bays
 * under Dutch gables, a slate mansard with pedimented dormers between them,
 * stone bands at each floor, a rusticated ground floor and a pedimented
 * entrance porch. One typical floor is drawn and repeated up the building;
 * the right gable mirrors the left; the block runs on, mirrored, to the left.
 */
import type { Box } from "../parts";
import type { HouseDrawing } from "../focus";
import {
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
  poly,
  rect,
  sash,
  tree,
} from "../parts";

const L = 120;
const R = 460;
const MID = 290;
const GFL = 292;
const STOREY = 32;
const F1 = GFL - STOREY;
const EAV = GFL - 5 * STOREY;
const BAY = 84;
/** Window columns across the block, mirrored about the entrance. */
const half = [L + 16, L + 50, L + 102, L + 130];
const COLS = [...half, ...half.map((x) => 2 * MID - x - 18)].sort((a, b) => a - b);
const winAt = (x: number, floor: number): Box => [x, floor - 27, 18, 22];

// one typical floor: windows under a stone band at head height, repeated up the block
const floor = new Pen();
for (const x of COLS) sash(floor, winAt(x, F1), {});
floor.d += hl(L, F1 - 27, R - L) + hl(L, F1 - 30, R - L);

// ground floor: rusticated stone, porch and steps
const base = new Pen();
const porch: Box = [MID - 12, GFL - 42, 24, 42];
base.o += `${move(MID - 12, GFL)}V262a12 12 0 0 1 24 0V${GFL}`;
base.d += rect(MID - 19, 256, 5, GFL - 256) + rect(MID + 14, 256, 5, GFL - 256) + rect(MID - 23, 250, 46, 6);
base.d += `${move(MID - 25, 250)}q25 -16 50 0` + hl(MID - 12, 262, 24);
base.g += `${move(MID - 12, 262)}a12 12 0 0 1 24 0z`;
door(base, [MID - 10, 264, 20, GFL - 264], 0);
base.o += rect(MID - 24, GY - 4, 48, 4) + rect(MID - 20, GFL, 40, 4);
base.h += hatchBox([L, F1 + 4, R - L, GFL - F1 - 4], 6, [
  ...COLS.map((x) => winAt(x, GFL + 3)),
  [MID - 26, 248, 52, 44],
]);
base.d += hl(L, GFL, MID - 24 - L) + hl(MID + 24, GFL, R - MID - 24);

// walls: end bays stand forward of the middle; stone bands and cornice
const walls = base;
walls.o += `${move(L, GY)}V${EAV}${move(R, GY)}V${EAV}${move(L + BAY, GY)}V${EAV}${move(R - BAY, GY)}V${EAV}`;
walls.o += rect(L - 3, EAV - 6, R - L + 6, 6) + hl(L, F1 + 4, R - L);
walls.d += hl(L - 2, EAV - 3, R - L + 4) + hl(L, F1, R - L) + hl(L, EAV + 8, R - L);
brickHint(walls, R - 1, F1 - 38, 30, 6, -1);
brickHint(walls, L + BAY + 1, EAV + 30, 26, 5);

// the mansard between the gables, with two pedimented dormers
const mansard = [
  [L + BAY, EAV - 6],
  [L + BAY + 6, 98],
  [R - BAY - 6, 98],
  [R - BAY, EAV - 6],
] as const;
const roof = base;
roof.o += poly(mansard);
roof.h += hatchPoly(mansard, 5);
for (const x of [236, 326]) {
  roof.f += rect(x - 2, 96, 22, 28);
  roof.o += `${move(x - 2, EAV - 6)}V104h22V${EAV - 6}${move(x - 4, 104)}l13 -8l13 8z`;
  sash(roof, [x + 1, 106, 16, 18], { sill: false });
}

// the left gable, mirrored for the right
const g = (dx: number) => L + dx;
const gable = new Pen();
/** A Dutch gable's outline from its left shoulder at x, y 112, to the right one. */
const shaped = "h8a10 10 0 0 0 10 -10V88h6l18 -16l18 16h6v14a10 10 0 0 0 10 10h8";
const gableLine = `${move(L, EAV - 6)}V112${shaped}V${EAV - 6}`;
gable.f += `${gableLine}z`;
gable.o += gableLine + `${move(g(34), 118)}V102a8 8 0 0 1 16 0v16z`;
gable.d +=
  `${move(g(42), 72)}v-7${move(g(40), 63)}a2 2 0 0 1 4 0a2 2 0 0 1 -4 0` + hl(g(18), 102, 48) + hl(g(30), 120, 24);
gable.g += `${move(g(36), 116)}V102a6 6 0 0 1 12 0v14z`;
gable.h += hatchBox([g(18), 88, 48, 14], 5, [[g(34), 90, 16, 28]]);

const stacks = new Pen();
chimney(stacks, L + BAY - 8, 60, 18, 98, 3);
chimney(stacks, R - BAY - 10, 60, 18, 98, 3);

const end = new Pen();
end.o += `${move(R, GY)}V258h180${hl(R, 262, 180)}`;
end.f += rect(R, 258, 180, 42);
brickHint(end, R + 2, 296, 70, 7);
const crown = tree(590, 258, 150, 90);

const floorsUp = [-1, 1, 2, 3];
const windows: Box[] = [0, ...floorsUp].flatMap((i) => COLS.map((x) => winAt(x, F1 - i * STOREY)));

export const mansion: HouseDrawing = {
  art: (id) => (
    <>
      <GroundLine />
      <path className="stroke-muted/50" strokeWidth={1} d={crown} />
      <g id={id}>
        <Ink p={base} />
        <g id={`${id}f`}>
          <Ink p={floor} />
        </g>
        {floorsUp.map((i) => (
          <use key={i} href={`#${id}f`} y={-i * STOREY} />
        ))}
        <g id={`${id}g`}>
          <Ink p={gable} />
        </g>
        <Twin href={`${id}g`} dx={R - L - BAY} faded={false} />
        <Ink p={stacks} />
      </g>
      <Twin href={id} mirror={L} />
      <Ink p={end} />
    </>
  ),
  geo: {
    x1: L,
    x2: R,
    floors: [GFL, ...[1, 2, 3, 4].map((i) => GFL - i * STOREY), EAV],
    foot: GY,
    outline: `${move(L, GY)}V112${shaped}L${L + BAY + 6} 98H${R - BAY - 6}L${R - BAY} 112${shaped}V${GY}z`,
    roof: poly(mansard),
    chimneys: [
      [L + BAY - 8, 60, 18, 38],
      [R - BAY - 10, 60, 18, 38],
    ],
    loft: {
      shell: poly([
        [L + BAY + 8, EAV - 6],
        [L + BAY + 12, 84],
        [R - BAY - 12, 84],
        [R - BAY - 8, EAV - 6],
      ]),
      detail:
        [226, 262, 300, 336].map((x) => rect(x, 92, 18, 24) + hl(x, 104, 18)).join("") +
        hl(L + BAY + 10, 100, R - L - 2 * BAY - 20),
      glass: [226, 262, 300, 336].map((x) => rect(x, 92, 18, 24)).join(""),
    },
    windows,
    doors: [porch],
    doorPath: `${move(MID - 12, GFL)}V262a12 12 0 0 1 24 0V${GFL}z`,
    brick: [[L, EAV, R - L, F1 - EAV]],
    ext: [R + 2, 236, 100, 64],
    riser: MID,
    room: 2,
    roomX: [L + BAY, R - BAY],
  },
};
