import { cn } from "../../lib/cn";
import type { PageVisualData } from "../../lib/visuals";
import { HouseIllustration } from "../illustrations/HouseIllustration";
import { ResponsiveImage } from "../ui/ResponsiveImage";

/**
 * The picture in a page's first screen: the owner's photo when there is one
 * (the page's LCP image, so it loads with high priority), else the drawing.
 */
export function PageVisual({ visual, className }: { visual: PageVisualData; className?: string }) {
  const frame = cn("overflow-hidden rounded-card border border-line bg-raised shadow-card", className);
  if (visual.photo) {
    return (
      <div className={frame}>
        <ResponsiveImage image={visual.photo} priority className="aspect-[16/10] w-full object-cover" />
      </div>
    );
  }
  return (
    <div className={cn(frame, "p-2 sm:p-3")}>
      <HouseIllustration house={visual.drawing.house} focus={visual.drawing.focus} className="h-auto w-full" />
    </div>
  );
}
