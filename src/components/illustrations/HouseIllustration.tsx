import type { HouseType, WorkFocus } from "../../content/visuals";
import { describeVisual } from "./describe";
import { FocusLayer, type HouseDrawing } from "./focus";
import { mansion } from "./houses/Mansion";
import { mews } from "./houses/Mews";
import { semi } from "./houses/Semi";
import { terrace } from "./houses/Terrace";
import { townhouse } from "./houses/Townhouse";
import { DrawingFrame, type DrawingProps } from "./Drawing";

const houses: Record<HouseType, HouseDrawing> = { terrace, townhouse, mansion, mews, semi };

type HouseIllustrationProps = {
  house: HouseType;
  focus: WorkFocus;
  /** The drawing's accessible name; defaults to a description of house and focus. An empty string marks it decorative. */
  title?: string;
} & DrawingProps;

/**
 * An architect's elevation of a London house with the part of it a kind of
 * work touches highlighted. Static SVG: theme colours through classes, no
 * inline styles, no script.
 */
export function HouseIllustration({ house, focus, title, ...props }: HouseIllustrationProps) {
  const drawing = houses[house];
  return (
    <DrawingFrame label={title ?? describeVisual({ house, focus })} {...props}>
      {(id) => (
        <>
          {drawing.art(`${id}h`)}
          <FocusLayer geo={drawing.geo} focus={focus} id={`${id}f`} />
        </>
      )}
    </DrawingFrame>
  );
}
