import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
// Plain clsx: this ships in the form island, where tailwind-merge would add ~8 KB.
import { clsx as cn } from "clsx";

interface FormFieldProps {
  /** Id given to the control; the label and error point at it. */
  id: string;
  label: string;
  /** Validation message shown under the control. */
  error?: string | undefined;
  className?: string;
  /** One input, select or textarea. */
  children: ReactNode;
}

const controlClass =
  "mt-1.5 block w-full rounded-md border bg-page px-3 py-2.5 text-base text-ink placeholder:text-muted focus:outline-2 focus:outline-offset-1 focus:outline-brand";

/**
 * A labelled control with its error message. Wires `id`, `aria-invalid` and
 * `aria-describedby` so assistive technology reads the message with the field.
 */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const control = Children.only(children);
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {isValidElement(control) &&
        cloneElement(control as ReactElement<Record<string, unknown>>, {
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : (control.props as { "aria-describedby"?: string })["aria-describedby"],
          className: cn(controlClass, error ? "border-danger border-2" : "border-line"),
        })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
