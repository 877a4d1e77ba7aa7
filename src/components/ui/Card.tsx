import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { cardVariants, type CardVariantProps } from "./variants";

/** A bordered panel in one of the shared card looks. */
export function Card({ className, tone, padding, interactive, ...props }: ComponentProps<"div"> & CardVariantProps) {
  return <div className={cn(cardVariants({ tone, padding, interactive }), className)} {...props} />;
}
