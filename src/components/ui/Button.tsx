import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { cn } from "../../lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-70",
  {
    variants: {
      variant: {
        primary: "bg-brand text-brand-ink hover:bg-brand/90",
        secondary: "border-2 border-ink/80 bg-raised text-ink hover:border-brand hover:text-brand",
        inverse: "bg-raised text-ink hover:bg-surface",
        /** Outlined in the surrounding text colour, for dark bands. */
        outlineInverse: "border-2 border-current text-inherit hover:bg-raised/10",
        emergency: "bg-danger text-raised hover:bg-danger/90",
      },
      size: {
        md: "min-h-12 px-5 py-2.5 text-base",
        sm: "min-h-10 px-4 py-2 text-sm",
        lg: "min-h-12 px-6 py-3 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** A link styled as a button: navigation stays an `<a>`. */
export function ButtonLink({ className, variant, size, children, ...props }: ComponentProps<"a"> & ButtonVariantProps) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}

/**
 * An action button. It ships in the form island, so classes are joined with
 * plain clsx (no tailwind-merge): pass only classes that do not clash with the variant.
 */
export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariantProps) {
  return <button type={type} className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
