/**
 * How a toast looks and where it sits, shared by the quote form's Toaster (React) and the outbox's
 * toast without React (lib/outbox/toast.ts), so the two are one design. The region is fixed to the
 * screen and placed at the end of the body: page sections are laid out only near the screen
 * (render-when-visible), and their containment would pin a fixed element to the section instead.
 */
export const toastLook = {
  region:
    "pointer-events-none fixed right-4 bottom-[calc(9.5rem+env(safe-area-inset-bottom))] z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 md:bottom-20",
  card: {
    default:
      "pointer-events-auto flex items-start gap-3 rounded-card border p-4 shadow-raised text-ink border-line bg-raised",
    destructive:
      "pointer-events-auto flex items-start gap-3 rounded-card border p-4 shadow-raised text-ink border-danger bg-danger-soft",
  },
  dismiss: "-m-1 rounded p-1 text-muted hover:text-ink",
} as const;
