import { useMemo, useState, useSyncExternalStore } from "react";
import { useController, type Control } from "react-hook-form";
import type { QuoteRequest } from "../../lib/quoteSchema";
import { visitDays, type VisitPart } from "../../lib/visitTimes";

interface VisitTimesFieldProps {
  /** Prefix for the field's ids. */
  id: string;
  control: Control<QuoteRequest>;
}

const noSubscription = () => () => undefined;
const partLabels: Record<VisitPart, string> = { am: "Morning", pm: "Afternoon" };
// One row a day (two columns, read down, where the form is wide enough); rows wrap on the narrowest phones.
const rowClass =
  "mb-1 flex break-inside-avoid flex-wrap items-center gap-x-1 rounded-md border border-line bg-page px-1.5 py-0.5";
const dayClass = "w-[5.5rem] shrink-0 px-1 text-sm font-semibold";
const optionClass =
  "flex min-h-7 flex-1 items-center gap-1.5 rounded px-1.5 text-sm whitespace-nowrap has-checked:bg-brand-soft has-checked:font-medium";

/**
 * The visitor's preferred times for a site visit, optional: each open day of
 * the next 14 with a Morning and an Afternoon checkbox. The days depend on
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
      className="group min-w-0 rounded-md border border-line bg-page sm:col-span-2"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 font-medium marker:content-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        <span>
          Preferred visit time <span className="font-normal text-muted">(optional)</span>
        </span>
      </summary>
      <fieldset
        id={id}
        className="min-w-0 px-3 pb-3"
        aria-describedby={fieldState.error ? `${hintId} ${errorId}` : hintId}
      >
        <legend className="sr-only">Preferred time for a site visit (optional)</legend>
        <p id={hintId} className="text-sm text-muted">
          Tick any that suit you; we'll confirm the time with you.
        </p>
        <div className="@container">
          <ul className="mt-2 gap-x-1.5 @min-[37rem]:columns-2">
            {days?.map((day) => (
              <li key={day.date} className={rowClass}>
                <span className={dayClass}>{day.short}</span>
                {day.parts.map((part) => {
                  const value = `${day.date}:${part}`;
                  return (
                    <label key={part} className={`${optionClass} cursor-pointer`}>
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
                      <span className="sr-only">{day.long} </span>
                      {partLabels[part]}
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
