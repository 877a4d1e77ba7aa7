/**
 * D1 can fail a write for a moment (a lost connection, a storage object being
 * reset). Cloudflare's guide (D1 › Best practices › Retry queries) lists those
 * errors and asks that a write which is safe to repeat be sent again, with a
 * growing, jittered wait. It retries read-only queries itself.
 */
const transientMessages = [
  "Network connection lost",
  "storage caused object to be reset",
  "reset because its code was updated",
] as const;

export const isTransientD1Error = (error: unknown): boolean =>
  transientMessages.some((message) => String(error).includes(message));

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** The first wait; each later one doubles, and each is jittered by up to half again. */
  baseMs?: number;
  /** Told before each retry, so the caller knows the write may have happened once already. */
  onRetry?: (error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Runs `write`, again after a transient D1 error; any other error, or the last one, is thrown. */
export async function retryTransient<T>(write: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 4, baseMs = 40, onRetry, sleep = pause } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isTransientD1Error(error)) throw error;
      onRetry?.(error);
      const wait = baseMs * 2 ** (attempt - 1);
      await sleep(wait + Math.random() * (wait / 2));
    }
  }
}
