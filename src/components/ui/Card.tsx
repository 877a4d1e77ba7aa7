import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A bordered panel. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("border-line bg-page rounded-lg border p-6 shadow-sm", className)} {...props} />;
}
