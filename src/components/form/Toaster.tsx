import { CircleAlert, CircleCheck, X } from "lucide-react";
import { createPortal } from "react-dom";
// Plain clsx: this ships in the form island, where tailwind-merge would add ~8 KB.
import { clsx as cn } from "clsx";
import { toastLook } from "../../lib/toastLook";
import type { Toast } from "../../lib/toastStore";

interface ToasterProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}

/**
 * The toast area at the bottom right: a polite live region that is always in
 * the page, so screen readers announce a toast when it appears. It is placed
 * at the end of the body, outside the form's section (lib/toastLook.ts says why).
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  return createPortal(
    <div aria-live="polite" aria-atomic="true" className={toastLook.region}>
      {toasts
        .filter((t) => t.open)
        .map((toast) => {
          const Icon = toast.variant === "destructive" ? CircleAlert : CircleCheck;
          return (
            <div key={toast.id} data-toast={toast.variant} className={toastLook.card[toast.variant]}>
              <Icon
                aria-hidden="true"
                className={cn(
                  "mt-0.5 size-5 shrink-0",
                  toast.variant === "destructive" ? "text-danger" : "text-success",
                )}
              />
              <div className="flex-1">
                <p className="font-semibold">{toast.title}</p>
                {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
                {toast.action && (
                  <a
                    href={toast.action.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-block text-sm font-semibold underline underline-offset-2"
                  >
                    {toast.action.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </div>
              <button type="button" onClick={() => onDismiss(toast.id)} className={toastLook.dismiss}>
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Dismiss notification</span>
              </button>
            </div>
          );
        })}
    </div>,
    document.body,
  );
}
