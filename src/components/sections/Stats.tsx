import { cn } from "../../lib/cn";
import { cardVariants } from "../ui/variants";

/** Headline figures as a description list. */
export function Stats({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      {stats.map((stat) => (
        <div key={stat.label} className={cn(cardVariants({ padding: "sm" }), "flex flex-col-reverse text-center")}>
          <dt className="mt-1 font-medium text-muted">{stat.label}</dt>
          <dd className="font-display text-3xl font-extrabold text-brand sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
