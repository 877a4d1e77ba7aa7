/**
 * Toast state as a reducer (the shadcn/ui toast model the spec describes):
 * toasts can be added, updated, dismissed and removed; at most one shows; a
 * dismissed toast is removed from state after a long delay so its exit can finish.
 */
/** How many toasts are kept at once (spec: 1); a new one pushes the oldest out. */
const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in state before it is removed (spec: 1,000,000 ms). */
const TOAST_REMOVE_DELAY = 1_000_000;

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  open: boolean;
  /** A link the toast offers, e.g. sending photos on WhatsApp; it opens in a new tab. */
  action?: { label: string; href: string };
}

export type ToastAction =
  | { type: "ADD"; toast: Toast }
  | { type: "UPDATE"; toast: Partial<Toast> & { id: string } }
  | { type: "DISMISS"; id: string }
  | { type: "REMOVE"; id: string };

export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case "ADD":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "UPDATE":
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case "DISMISS":
      return state.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case "REMOVE":
      return state.filter((t) => t.id !== action.id);
  }
}

/**
 * Dismisses a toast at once and removes it from state after `TOAST_REMOVE_DELAY`.
 * Returns a function that cancels the pending removal (for unmounting).
 */
export function dismissToast(dispatch: (action: ToastAction) => void, id: string): () => void {
  dispatch({ type: "DISMISS", id });
  const timer = setTimeout(() => {
    dispatch({ type: "REMOVE", id });
  }, TOAST_REMOVE_DELAY);
  return () => {
    clearTimeout(timer);
  };
}
