/**
 * A lead write that D1 fails for a moment is sent again (the errors Cloudflare
 * lists as transient); any other error, such as a clash on a unique column,
 * goes straight to the caller, and so does the last of too many failures.
 */
import { describe, expect, it } from "vitest";
import { isTransientD1Error, retryTransient } from "../../worker/platform/d1Retry";

const noWait = { sleep: () => Promise.resolve() };
const transient = new Error("D1_ERROR: Network connection lost.");

/** A write that fails with the given errors, in order, then answers "stored". */
function flaky(...errors: Error[]) {
  let calls = 0;
  const write = () => {
    const error = errors[calls++];
    return error ? Promise.reject(error) : Promise.resolve("stored");
  };
  return { write, calls: () => calls };
}

describe("retryTransient", () => {
  it.each([
    "D1_ERROR: Network connection lost.",
    "D1_ERROR: Durable Object reset because its code was updated.",
    "D1_ERROR: internal error; storage caused object to be reset.",
  ])("sends the write again after %s", async (message) => {
    const { write, calls } = flaky(new Error(message), new Error(message));
    const retries: unknown[] = [];
    await expect(retryTransient(write, { ...noWait, onRetry: (error) => retries.push(error) })).resolves.toBe("stored");
    expect(calls()).toBe(3);
    expect(retries).toHaveLength(2);
  });

  it("passes a unique-column clash straight on, without a second write", async () => {
    const clash = new Error("D1_ERROR: UNIQUE constraint failed: leads.reference: SQLITE_CONSTRAINT");
    const { write, calls } = flaky(clash);
    await expect(retryTransient(write, noWait)).rejects.toBe(clash);
    expect(calls()).toBe(1);
    expect(isTransientD1Error(clash)).toBe(false);
  });

  it("gives up after its attempts and throws the last error", async () => {
    const { write, calls } = flaky(transient, transient, transient, transient);
    await expect(retryTransient(write, { ...noWait, attempts: 3 })).rejects.toBe(transient);
    expect(calls()).toBe(3);
  });

  it("waits longer before each retry", async () => {
    const waits: number[] = [];
    const { write } = flaky(transient, transient, transient);
    await retryTransient(write, { baseMs: 100, sleep: (ms) => (waits.push(ms), Promise.resolve()) });
    expect(waits).toHaveLength(3);
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThanOrEqual(100 * 2 ** i);
      expect(wait).toBeLessThanOrEqual(150 * 2 ** i);
    });
  });
});
