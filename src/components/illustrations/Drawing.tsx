import { type ComponentProps, type ReactNode, useId } from "react";
import { Sheet, VIEW_H, VIEW_W } from "./parts";

export type DrawingProps = Omit<ComponentProps<"svg">, "children">;

interface DrawingFrameProps extends DrawingProps {
  /** The accessible name; an empty string marks the drawing as decoration. */
  label: string;
  /** Where the paper's ground band starts, in viewBox units. */
  ground?: number | undefined;
  /** The drawing itself, given an id prefix unique on the page for its clip paths and patterns. */
  children: (id: string) => ReactNode;
}

/**
 * The sheet every drawing is made on: a 16:10 SVG named by its `<title>`,
 * with the shared line caps and joins.
 */
export function DrawingFrame({ label, ground, children, className, ...props }: DrawingFrameProps) {
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      role="img"
      {...(label ? { "aria-labelledby": id } : { "aria-hidden": true })}
      className={className}
      {...props}
    >
      {label && <title id={id}>{label}</title>}
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <Sheet {...(ground === undefined ? {} : { ground })} />
        {children(id)}
      </g>
    </svg>
  );
}
