/**
 * The highlight overlays: each draws one part of the work over any house,
 * from the few measurements the house drawing publishes (`HouseGeo`). New
 * parts (a dormer, an extension, a basement) are drawn solid in brand-soft;
 * existing parts get a translucent brand wash; material cut through in
 * section (walls, slabs, footings) is hatched. Every highlight is stroked in
 * brand, a little heavier than the ink linework.
 */
import type { ReactElement } from "react";
import type { WorkFocus } from "../../content/visuals";
import { type Box, GY, box, hl, move, rect, times, vl } from "./parts";

/**
 * A house: its drawing, and where its parts are. `art` takes an id for the
 * group of the house's own linework, which neighbouring houses repeat
 * (`<use>`, faded) rather than drawing again.
 */
export interface HouseDrawing {
  art: (id: string) => ReactElement;
  geo: HouseGeo;
}

/** What a house drawing tells the overlays about itself. */
export interface HouseGeo {
  /** Left and right of the house's front wall. */
  x1: number;
  x2: number;
  /** Floor levels from the lowest storey up, ending with the top of the front wall. */
  floors: readonly number[];
  /** Where the walls stand on their footings: the ground line, or the basement floor. */
  foot: number;
  /** Outline of the house, for the whole-house emphasis. */
  outline: string;
  /** Roof slopes (and parapets) seen from the street. */
  roof: string;
  /** Hidden roof lines behind a parapet, drawn dashed with the roof. */
  roofDetail?: string;
  chimneys: readonly Box[];
  /** The loft conversion: the new dormer or roof storey, its linework and its glass. */
  loft: { shell: string; detail: string; glass: string };
  windows: readonly Box[];
  /** Door openings as boxes (holes in the brickwork) and as drawn outlines. */
  doors: readonly Box[];
  doorPath: string;
  /** Brick faces: the front wall and any garden wall. */
  brick: readonly Box[];
  /** Where a single-storey side extension goes. */
  ext: Box;
  /** An existing basement storey, if the house has one. */
  cellar?: Box;
  /** x of the riser that carries the service runs. */
  riser: number;
  /** Index into `floors` of the storey cut away for "interior". */
  room: number;
  /** Left and right of the rooms drawn for "interior" and "services", if narrower than the house. */
  roomX?: readonly [number, number];
}

const WASH = "fill-brand/15 stroke-brand";
const SOLID = "fill-brand-soft stroke-brand";

function Highlight({ d, solid = false }: { d: string; solid?: boolean }) {
  return <path className={solid ? SOLID : WASH} strokeWidth={2} d={d} />;
}

function Detail({ d, width = 1 }: { d: string; width?: number }) {
  return <path className="stroke-brand" strokeWidth={width} d={d} />;
}

/** The hatch for material cut in section, as a pattern the overlay fills with. */
function Cut({ id, d }: { id: string; d: string }) {
  return (
    <>
      <pattern id={id} patternUnits="userSpaceOnUse" width={6} height={6}>
        <path className="stroke-brand" strokeWidth={0.75} d="M-1 1l2-2M0 6l6-6M5 7l2-2" />
      </pattern>
      <path className="stroke-brand" strokeWidth={1.5} fill={`url(#${id})`} d={d} />
    </>
  );
}

const pendant = (x: number, y: number, drop: number) => `${vl(x, y, drop)}${move(x - 4, y + drop + 4)}a4 4 0 0 1 8 0z`;

function Extension({ geo }: { geo: HouseGeo }) {
  const [x, y, w, h] = geo.ext;
  const lx = x + Math.round(w * 0.28);
  const lw = Math.round(w * 0.44);
  const dx = x + 8;
  const dw = w - 16;
  const leaves = Math.max(2, Math.round(dw / 18));
  const lantern = `${move(lx, y - 5)}l7 -12h${lw - 14}l7 12z`;
  const doors = rect(dx, y + 14, dw, h - 14);
  const bars = times(leaves - 1, (i) => vl(dx + (dw * (i + 1)) / leaves, y + 14, h - 14));
  const lanternBars = times(3, (i) => vl(lx + 7 + ((lw - 14) * (i + 1)) / 4, y - 17, 12));
  return (
    <>
      <Highlight solid d={rect(x, y, w, h) + rect(x - 2, y - 5, w + 4, 5) + lantern} />
      <path className="fill-brand/15" d={doors + lantern} />
      <Detail d={doors + bars + lanternBars + hl(x, y + 8, w)} />
    </>
  );
}

function Basement({ geo, id }: { geo: HouseGeo; id: string }) {
  if (geo.cellar) {
    // an existing basement: lowered, on a new slab, its party walls underpinned
    const [cx, cy, cw, ch] = geo.cellar;
    const bottom = cy + ch;
    return (
      <>
        <Highlight d={box(geo.cellar)} />
        <Cut
          id={id}
          d={
            rect(cx - 6, bottom, cw + 12, 8) + rect(cx - 8, bottom + 8, 14, 16) + rect(cx + cw - 6, bottom + 8, 14, 16)
          }
        />
        <path
          className="stroke-brand"
          strokeWidth={1.25}
          strokeDasharray="4 3"
          d={`${move(cx + 3, cy + 3)}V${bottom - 3}H${cx + cw - 3}V${cy + 3}`}
        />
      </>
    );
  }
  // a new basement dug under the house: retaining walls and slab in section, a room, a stair
  const { x1, x2 } = geo;
  const depth = 82;
  const w = x2 - x1;
  const floor = GY + depth;
  return (
    <>
      <Cut id={id} d={rect(x1 - 8, GY, w + 16, depth + 9)} />
      <path className="fill-brand-soft stroke-brand" strokeWidth={1.5} d={rect(x1, GY, w, depth)} />
      <Detail
        d={`${move(x1 + 8, floor)}${"v-11h9".repeat(7)}${pendant(x1 + w / 2 + 16, GY, 12)}${rect(x2 - 52, floor - 50, 26, 50)}`}
      />
      <path
        className="stroke-brand"
        strokeWidth={1.25}
        strokeDasharray="4 3"
        d={`${move(x1 + 3, GY + 3)}V${floor - 3}H${x2 - 3}V${GY + 3}`}
      />
    </>
  );
}

function Ground({ geo, id }: { geo: HouseGeo; id: string }) {
  const { x1, x2, foot } = geo;
  // corbelled brick footing on a concrete strip, under each flank wall
  const footing = (x: number) => `${move(x - 5, foot)}v5h-4v5h-7v12h32v-12h-7v-5h-4v-5z`;
  const top = geo.floors.at(-1) ?? GY;
  const dp = x2 - 6;
  // the drain falls from under the house to an inspection chamber, then on to a soakaway
  const low = foot - GY;
  const ic = Math.min(x2 + 48, 560);
  const sk = Math.min(x2 + 100, 586);
  const skY = Math.min(GY + 34 + low, 372);
  const pipe = `${move(x1 + 20, foot + 12)}L${ic - 9} ${foot + 30}${move(ic + 9, foot + 32)}L${sk} ${skY + 10}${move(dp, top + 6)}V${GY + 6}q0 8 10 8H${ic - 9}`;
  return (
    <>
      <Cut id={id} d={footing(x1) + footing(x2)} />
      <Highlight d={rect(ic - 9, GY, 18, 38 + low) + rect(sk, skY, 48, 26)} />
      <path className="stroke-brand" strokeWidth={3.5} d={pipe} />
      <path className="stroke-page" strokeWidth={1.5} d={pipe} />
      <Detail
        d={hl(ic - 12, GY - 2, 24) + hl(sk, GY + 47, 48) + times(5, (i) => vl(sk + 8 * (i + 1), GY + 34, 26))}
        width={0.75}
      />
    </>
  );
}

function Services({ geo }: { geo: HouseGeo }) {
  const { floors, riser } = geo;
  const [x1, x2] = geo.roomX ?? [geo.x1, geo.x2];
  const top = floors.at(-1) ?? GY;
  const bottom = floors[0] ?? GY;
  const mid = Math.round((x1 + x2) / 2);
  let pipes = `${move(riser, bottom - 4)}V${top + 10}m4 0V${bottom - 4}`;
  let wires = `${move(riser - 12, bottom - 8)}V${top + 5}`;
  let fittings = "";
  floors.slice(0, -1).forEach((f, i) => {
    const ceil = floors[i + 1] ?? top;
    pipes += `${move(x1 + 6, f - 4)}H${x2 - 6}m0 -4H${x1 + 6}`;
    wires += hl(x1 + 8, ceil + 5, x2 - x1 - 16);
    fittings += pendant(mid, ceil + 5, 8) + rect(x2 - 18, f - 17, 7, 5) + rect(x1 + 12, f - 17, 7, 5);
  });
  const radiators = geo.windows.flatMap(([x, y, w, h]) => {
    const below = Math.min(...floors.filter((f) => f > y + h + 12));
    if (below - (y + h) > 40 || x < x1 || x + w > x2) return [];
    return [rect(x + 2, y + h + 5, w - 4, Math.min(12, below - y - h - 14))];
  });
  return (
    <>
      <path className="fill-page/75" d={rect(geo.x1, top, geo.x2 - geo.x1, geo.foot - top)} />
      <Highlight d={rect(riser - 9, bottom - 34, 22, 26) + radiators.join("")} />
      <path className="stroke-brand" strokeWidth={1.5} d={pipes + fittings} />
      <path className="stroke-brand" strokeWidth={1.25} strokeDasharray="4 3" d={wires} />
    </>
  );
}

function Interior({ geo, id }: { geo: HouseGeo; id: string }) {
  const { floors, room } = geo;
  const [x1, x2] = geo.roomX ?? [geo.x1, geo.x2];
  const floor = floors[room] ?? GY;
  const ceil = floors[room + 1] ?? floor - 80;
  const w = x2 - x1;
  const h = floor - ceil;
  // the room inside its cut walls and floors: chimney breast and fireplace, door, rails, light
  const [ix, iy, iw, ih] = [x1 + 7, ceil + 7, w - 14, h - 14];
  const fy = iy + ih;
  const mid = Math.round(x1 + w * 0.62);
  const fire = Math.min(26, ih - 14);
  const breast = `${rect(mid - 20, iy, 40, ih)}${move(mid - 16, fy)}v${-fire}h32v${fire}${move(mid - 8, fy)}v-${Math.round(fire / 2)}a8 8 0 0 1 16 0v${Math.round(fire / 2)}${hl(mid - 18, fy - fire - 1, 36)}`;
  const doorX = ix + 14;
  const doorway = `${move(doorX, fy)}V${fy - Math.min(48, ih - 8)}h20V${fy}`;
  const rails =
    hl(ix, iy + 10, mid - 20 - ix) +
    hl(mid + 20, iy + 10, ix + iw - mid - 20) +
    hl(doorX + 20, fy - 4, mid - 40 - doorX);
  return (
    <>
      <path className="fill-brand-soft" d={rect(x1, ceil, w, h)} />
      <Cut id={id} d={rect(x1, ceil, w, h) + rect(ix, iy, iw, ih)} />
      <path className="fill-brand-soft stroke-brand" strokeWidth={1.5} d={rect(ix, iy, iw, ih)} />
      <Detail d={breast + doorway + rails + pendant(ix + Math.round(iw * 0.28), iy, 10)} />
    </>
  );
}

/** Brick faces washed, their coursing drawn as one dashed stroke clipped to the walls. */
function Brickwork({ geo, id }: { geo: HouseGeo; id: string }) {
  const faces = [...geo.brick, ...geo.chimneys];
  const shape = [...faces, ...geo.windows, ...geo.doors].map(box).join("");
  const top = Math.min(...faces.map(([, y]) => y));
  return (
    <>
      <clipPath id={id}>
        <path clipRule="evenodd" d={shape} />
      </clipPath>
      <g clipPath={`url(#${id})`}>
        <path className="fill-brand/15" d={faces.map(box).join("")} />
        <path
          className="stroke-brand/60"
          strokeWidth={640}
          strokeLinecap="butt"
          strokeDasharray="0.75 5.25"
          d={`${move(320, top)}V${GY}`}
        />
      </g>
      <path className="stroke-brand" strokeWidth={2} d={faces.map(box).join("")} />
    </>
  );
}

/** The overlay for one focus; "whole" outlines the house lightly. `id` names its pattern or clip path. */
export function FocusLayer({ geo, focus, id }: { geo: HouseGeo; focus: WorkFocus; id: string }) {
  switch (focus) {
    case "whole":
      return <path className="fill-brand/5 stroke-brand" strokeWidth={1.75} d={geo.outline} />;
    case "roof":
      return (
        <>
          <Highlight d={geo.roof} />
          {geo.roofDetail && (
            <path className="stroke-brand" strokeWidth={1.5} strokeDasharray="5 4" d={geo.roofDetail} />
          )}
        </>
      );
    case "loft":
      return (
        <>
          <Highlight solid d={geo.loft.shell} />
          <path className="fill-brand/15" d={geo.loft.glass} />
          <Detail d={geo.loft.detail} />
        </>
      );
    case "extension":
      return <Extension geo={geo} />;
    case "basement":
      return <Basement geo={geo} id={id} />;
    case "ground":
      return <Ground geo={geo} id={id} />;
    case "windows":
      return <Highlight d={geo.windows.map(([x, y, w, h]) => rect(x - 1, y - 1, w + 2, h + 2)).join("")} />;
    case "doors":
      return <Highlight d={geo.doorPath} />;
    case "brickwork":
      return <Brickwork geo={geo} id={id} />;
    case "services":
      return <Services geo={geo} />;
    case "interior":
      return <Interior geo={geo} id={id} />;
  }
}
