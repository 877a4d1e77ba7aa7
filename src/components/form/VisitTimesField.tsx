import { useMemo, useState, useSyncExternalStore } from "react";
import { useController, type Control } from "react-hook-form";
import type { QuoteRequest } from "../../lib/quoteSchema";
import { quoteFormCopy } from "../../lib/quoteFormCopy";
import { visitDays, type VisitPart } from "../../lib/visitTimes";

interface VisitTimesFieldProps {
  /** Prefix for the field's ids. */
  id: string;
  control: Control<QuoteRequest>;
}

const noSubscription = () => () => undefined;
const { visitTimes: words } = quoteFormCopy;
const partLabels: Record<VisitPart, string> = { am: words.morning, pm: words.afternoon };
// A table-like grid: a day a row, a column each for morning and afternoon, headed once, so a
// row fits the narrowest phone on one line. The whole cell is the checkbox's label (a big target).
const gridClass = "grid grid-cols-[6rem_1fr_1fr] items-center gap-x-1.5";
const cellClass =
  "flex min-h-9 cursor-pointer items-center justify-center rounded-md border border-line has-checked:border-brand has-checked:bg-brand-soft";

/**
 * The visitor's preferred times for a site visit, optional: each open day of
 * the next 14 with a morning and an afternoon checkbox. The days depend on
 * today's date, which the server-rendered HTML cannot know, so they are drawn
 * only in the browser. The list sits behind a disclosure, closed until the
 * visitor opens it (or a restored draft or an error needs it): twelve rows of
 * an optional field would otherwise double the form's length on a phone.
 */
export function VisitTimesField({ id, control }: VisitTimesFieldProps) {
  const { field, fieldState } = useController({ control, name: "visitTimes" });
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const days = useMemo(() => (mounted ? visitDays(new Date()) : undefined), [mounted]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosen = new Set(field.value);
  const [open, setOpen] = useState(false);
  // Opened for the visitor when ticks come back with a draft, or the server refuses them.
  const needed = field.value.length > 0 || Boolean(fieldState.error);
  const [wasNeeded, setWasNeeded] = useState(false);
  if (needed !== wasNeeded) {
    setWasNeeded(needed);
    if (needed) setOpen(true);
  }
  const toggle = (value: string, on: boolean) => {
    field.onChange(on ? [...field.value, value].sort() : field.value.filter((v) => v !== value));
  };

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group col-span-2 min-w-0 rounded-md border border-line bg-page"
    >
      <summary className="flex min-h-10 cursor-pointer items-center gap-2 px-3 py-1.5 font-medium marker:content-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        <span>
          {words.label} <span className="font-normal text-muted">{quoteFormCopy.optional}</span>
        </span>
      </summary>
      <fieldset
        id={id}
        className="min-w-0 px-3 pb-3"
        aria-describedby={fieldState.error ? `${hintId} ${errorId}` : hintId}
      >
        <legend className="sr-only">
          {words.legend} {quoteFormCopy.optional}
        </legend>
        <p id={hintId} className="text-sm text-muted">
          {words.hint}
        </p>
        <div className="mt-2 max-w-md">
          <p aria-hidden="true" className={`${gridClass} mb-1 text-center text-sm font-medium text-muted`}>
            <span />
            <span>{partLabels.am}</span>
            <span>{partLabels.pm}</span>
          </p>
          <ul className="grid gap-y-1">
            {days?.map((day) => (
              <li key={day.date} className={gridClass}>
                <span className="text-sm font-semibold">{day.short}</span>
                {(["am", "pm"] as const).map((part) => {
                  const value = `${day.date}:${part}`;
                  // A day the business opens only in the morning (or afternoon) leaves the other cell empty.
                  if (!day.parts.includes(part)) return <span key={part} />;
                  return (
                    <label key={part} className={cellClass}>
                      <input
                        type="checkbox"
                        name={field.name}
                        value={value}
                        checked={chosen.has(value)}
                        onChange={(event) => {
                          toggle(value, event.currentTarget.checked);
                        }}
                        onBlur={field.onBlur}
                        className="size-4 shrink-0 accent-brand"
                      />
                      <span className="sr-only">
                        {day.long} {partLabels[part]}
                      </span>
                    </label>
                  );
                })}
              </li>
            ))}
          </ul>
        </div>
        {fieldState.error?.message && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
            {fieldState.error.message}
          </p>
        )}
      </fieldset>
    </details>
  );
}
