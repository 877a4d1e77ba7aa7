/**
 * The form's side of the outbox: keep a request that could not be sent, and,
 * where the browser has Background Sync (Chromium) and the build has the lead
 * API, ask the service worker to send it even after the tab is closed. Safari
 * and Firefox have no Background Sync: there the page's own retries send it
 * (src/scripts/outboxCheck.ts). The static (EmailJS) build registers no
 * service worker: EmailJS takes no photos, and its key is meant for pages.
 */
import { outboxNames } from "../../config/outboxNames";
import { OUTBOX_SYNC_TAG, putEntry, removeEntry, setOutboxFlag, type OutboxEntry } from "./store";

/** The service worker's script, built into the site's root. */
export const SERVICE_WORKER_URL = outboxNames.serviceWorkerPath;

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

const backgroundSync = (): boolean =>
  import.meta.env.PUBLIC_QUOTE_TRANSPORT !== "emailjs" && "serviceWorker" in navigator && "SyncManager" in window;

/**
 * Installs the service worker while the page is online, so it is there when
 * the connection drops. It has no fetch handler: it never sits between the
 * site and its visitors, and only answers Background Sync.
 */
export function installOutboxWorker(): void {
  if (!backgroundSync()) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
    console.warn("The outbox's service worker could not be installed", error);
  });
}

/** Keeps the request on the device; false when the device cannot (no IndexedDB, or storage full). */
export async function queueRequest(entry: OutboxEntry): Promise<boolean> {
  try {
    await putEntry(entry);
  } catch (error) {
    console.warn("The request could not be saved on this device", error);
    return false;
  }
  setOutboxFlag(true);
  if (backgroundSync()) {
    // Not awaited: `ready` waits for an installed worker, which an offline first visit may never get.
    void navigator.serviceWorker.ready
      .then((registration: SyncRegistration) => registration.sync?.register(OUTBOX_SYNC_TAG))
      .catch(() => undefined);
  }
  return true;
}

/** Takes a request out of the outbox unsent (the visitor cleared the form, or sent it another way). */
export async function dropQueued(submissionId: string): Promise<void> {
  await removeEntry(submissionId).catch(() => undefined);
}
