import { type ComponentProps, useId } from "react";
import type { HouseType, WorkFocus } from "../../content/visuals";
import { describeVisual } from "./describe";
import { FocusLayer, type HouseDrawing } from "./focus";
import { mansion } from "./houses/Mansion";
import { mews } from "./houses/Mews";
import { semi } from "./houses/Semi";
import { terrace } from "./houses/Terrace";
import { townhouse } from "./houses/Townhouse";
import { Sheet, VIEW_H, VIEW_W } from "./parts";

const houses: Record<HouseType, HouseDrawing> = { terrace, townhouse, mansion, mews, semi };

type HouseIllustrationProps = {
  house: HouseType;
  focus: WorkFocus;
  /** The drawing's accessible name; defaults to a description of house and focus. An empty string marks it decorative. */
  title?: string;
} & Omit<ComponentProps<"svg">, "children">;

/**
 * An architect's elevation of a London house with the part of it a kind of
 * work touches highlighted. Static SVG: theme colours through classes, no
 * inline styles, no script.
 */
export function HouseIllustration({ house, focus, title, className, ...props }: HouseIllustrationProps) {
  const id = useId();
  const name = title ?? describeVisual({ house, focus });
  const drawing = houses[house];
  return (
    <svg
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      role="img"
      {...(name ? { "aria-labelledby": id } : { "aria-hidden": true })}
      className={className}
      {...props}
    >
      {name && <title id={id}>{name}</title>}
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <Sheet />
        {drawing.art(`${id}h`)}
        <FocusLayer geo={drawing.geo} focus={focus} id={`${id}f`} />
      </g>
    </svg>
  );
}
