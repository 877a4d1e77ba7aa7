import { useEffect, useMemo, useRef, useState } from "react";
import { defaultInput, estimate, jobById, typicalSizes } from "../../lib/estimate";
import { inputFromQuery, queryFromInput, queryKeys } from "../../lib/estimateQuery";
import { fillText } from "../../config/format";
import { estimateSummary } from "../../lib/estimateText";
import type { EstimateInput, EstimatorConfig, PropertyType } from "../../lib/estimatorTypes";
import { quotePrefillHref } from "../../lib/quotePrefill";
import { FormField } from "../form/FormField";
import { EstimateResult } from "./EstimateResult";

interface CostEstimatorProps {
  config: EstimatorConfig;
}

/** The two checkboxes: what each sets. */
const protections = ["listed", "conservationArea"] as const;

/**
 * An indicative price for the visitor's project from the prices the pages
 * print, which turns into a quote request with the choices filled in. The
 * choices live in the address, so an estimate can be sent to someone else.
 */
export function CostEstimator({ config }: CostEstimatorProps) {
  const [input, setInput] = useState<EstimateInput>(() => defaultInput(config));
  // What the visitor has typed in the size box, kept apart so a half-typed number is not replaced.
  const [sizeText, setSizeText] = useState(String(input.size));
  const changed = useRef(false);

  // A shared estimate: read the choices from the address once the island is running. Reading
  // it during the first render would differ from the server's HTML and break hydration.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (!queryKeys.some((key) => query.has(key))) return;
    const shared = inputFromQuery(config, query);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is outside React; this runs once.
    setInput(shared);
    setSizeText(String(shared.size));
  }, [config]);

  // Keep the address in step with the choices, once the visitor has made one.
  useEffect(() => {
    if (!changed.current) return;
    const url = `${window.location.pathname}?${queryFromInput(input)}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  }, [input]);

  const update = (patch: Partial<EstimateInput>) => {
    changed.current = true;
    setInput((current) => ({ ...current, ...patch }));
  };

  const result = useMemo(() => estimate(config, input), [config, input]);
  const job = jobById(config, input.job);
  const groups = [...new Set(config.jobs.map((j) => j.groupLabel))];
  const summary = estimateSummary(config, input, result);
  const { text } = config;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-estimator>
      <form
        className="grid content-start gap-5 rounded-card border border-line bg-raised p-5 sm:p-6"
        aria-label={text.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField id="estimate-job" label={text.job}>
          <select
            value={job.id}
            onChange={(event) => {
              const next = jobById(config, event.target.value);
              update({ job: next.id, size: next.typicalSize });
              setSizeText(String(next.typicalSize));
            }}
          >
            {groups.length > 1
              ? groups.map((group) => (
                  <optgroup key={group} label={group}>
                    {config.jobs
                      .filter((j) => j.groupLabel === group)
                      .map((j) => (
                        <option key={j.id} value={j.id}>
                          {j.label}
                        </option>
                      ))}
                  </optgroup>
                ))
              : config.jobs.map((j) => (
                  <option key={j.id} value={j.id}>
                    {j.label}
                  </option>
                ))}
          </select>
        </FormField>

        <div>
          <FormField id="estimate-size" label={job.group === "roof" ? text.roofArea : text.floorArea}>
            <input
              type="number"
              inputMode="numeric"
              min={job.sizes.min}
              max={job.sizes.max}
              step={1}
              value={sizeText}
              aria-describedby="estimate-size-range"
              onBlur={() => {
                // Show the size the estimate used once the visitor leaves the box.
                setSizeText(String(result.size));
              }}
              onChange={(event) => {
                setSizeText(event.target.value);
                const size = Number(event.target.value);
                if (event.target.value !== "" && Number.isFinite(size)) update({ size });
              }}
            />
          </FormField>
          <p id="estimate-size-range" className="mt-1.5 text-sm text-muted">
            {fillText(text.sizeRange, { min: job.sizes.min, max: job.sizes.max, typical: job.typicalSize })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={text.typicalSizes}>
            {typicalSizes(job).map((size) => (
              <button
                key={size}
                type="button"
                aria-pressed={result.size === size}
                onClick={() => {
                  update({ size });
                  setSizeText(String(size));
                }}
                className="min-h-10 rounded-control border border-line px-3 text-sm font-semibold hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-ink"
              >
                {size} m²
              </button>
            ))}
          </div>
        </div>

        <fieldset>
          <legend className="font-medium">{text.finish}</legend>
          <div className="mt-2 grid gap-2">
            {config.finishes.map((finish) => (
              <div
                key={finish.id}
                className="relative flex gap-3 rounded-md border border-line p-3 has-checked:border-brand"
              >
                <input
                  type="radio"
                  id={`estimate-finish-${finish.id}`}
                  name="estimate-finish"
                  value={finish.id}
                  checked={input.finish === finish.id}
                  onChange={() => update({ finish: finish.id })}
                  aria-describedby={`estimate-finish-${finish.id}-hint`}
                  className="relative z-10 mt-1 size-4 accent-brand"
                />
                <div>
                  {/* The label's box covers the whole card, so a tap anywhere on it chooses the finish. */}
                  <label
                    htmlFor={`estimate-finish-${finish.id}`}
                    className="font-semibold after:absolute after:inset-0"
                  >
                    {finish.label}
                  </label>
                  <p id={`estimate-finish-${finish.id}-hint`} className="text-sm text-muted">
                    {finish.hint}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>

        <FormField id="estimate-property" label={text.property}>
          <select value={input.property} onChange={(event) => update({ property: event.target.value as PropertyType })}>
            {config.properties.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </select>
        </FormField>

        <fieldset className="grid gap-2">
          <legend className="font-medium">{text.protections}</legend>
          {protections.map((key) => (
            <label key={key} className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={input[key]}
                onChange={(event) => update({ [key]: event.target.checked })}
                className="size-4 accent-brand"
              />
              {text[key]}
            </label>
          ))}
        </fieldset>
      </form>

      <EstimateResult result={result} config={config} quoteHref={quotePrefillHref(job.projectType, summary)} />
    </div>
  );
}
