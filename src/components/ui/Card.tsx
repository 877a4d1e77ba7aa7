import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A bordered panel. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-lg border border-line bg-page p-6 shadow-sm", className)} {...props} />;
}
