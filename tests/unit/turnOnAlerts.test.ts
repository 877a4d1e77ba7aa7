/**
 * "Turn on alerts" (worker/app/turnOnAlerts.ts, the settings page's script) with a fake page: a browser
 * whose push service never answers `subscribe()` gives up after its time, says so and offers "Try again";
 * the try that works posts the subscription and reloads. The clock is a fake timer the test fires.
 */
import { describe, expect, it, vi } from "vitest";
import appCopy from "../../worker/app/copy.json";
import { giveUpAfterMs, turnOnAlerts, type PageScope } from "../../worker/app/turnOnAlerts";

const timedOut = appCopy.timedOut.replace("{duration}", "20 seconds");

function page(subscribe: () => Promise<{ toJSON(): unknown }>) {
  const timers = new Map<number, { handler: () => void; ms: number }>();
  let nextTimer = 0;
  const listeners: (() => void)[] = [];
  const button = {
    hidden: true,
    disabled: false,
    textContent: appCopy.turnOn,
    dataset: {
      key: "public-key",
      working: appCopy.working,
      failed: appCopy.failed,
      timedOut,
      retry: appCopy.retry,
    } as Record<string, string | undefined>,
    addEventListener: (_type: "click", listener: () => void) => void listeners.push(listener),
  };
  const status = { textContent: "" };
  const fetch = vi.fn(() => Promise.resolve({ status: 201, text: () => Promise.resolve("") }));
  const reload = vi.fn();
  const scope = {
    document: { getElementById: (id: string) => ({ "turn-on-alerts": button, "alerts-status": status })[id] },
    navigator: {
      serviceWorker: {
        register: vi.fn(() => Promise.resolve({ pushManager: { subscribe: vi.fn(subscribe) } })),
        ready: Promise.resolve({}),
      },
    },
    PushManager: {},
    Notification: { requestPermission: () => Promise.resolve("granted") },
    fetch,
    location: { reload },
    setTimeout: (handler: () => void, ms: number) => {
      timers.set(++nextTimer, { handler, ms });
      return nextTimer;
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
  } satisfies PageScope;
  turnOnAlerts(scope, giveUpAfterMs);
  return {
    fetch,
    reload,
    button,
    status,
    tap: () => listeners.forEach((listener) => listener()),
    /** Fires the timers due by `ms` after they were set. */
    elapse: (ms: number) => {
      for (const [id, timer] of [...timers]) {
        if (timer.ms <= ms) {
          timers.delete(id);
          timer.handler();
        }
      }
    },
  };
}

/** Lets the page's awaited promises run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("turning alerts on", () => {
  it("gives up after 20 seconds when the push service never answers, and offers Try again", async () => {
    const never = new Promise<{ toJSON(): unknown }>(() => undefined);
    const { button, status, tap, elapse, fetch, reload } = page(() => never);
    expect(button.hidden).toBe(false);
    tap();
    await settle();
    expect(status.textContent).toBe(appCopy.working);
    expect(button.disabled).toBe(true);
    elapse(giveUpAfterMs - 1);
    expect(status.textContent).toBe(appCopy.working);
    elapse(giveUpAfterMs);
    expect(status.textContent).toBe(timedOut);
    expect(button.textContent).toBe(appCopy.retry);
    expect(button.disabled).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("Try again that works posts the subscription and reloads; the attempt given up stays silent", async () => {
    let answerFirst: (value: { toJSON(): unknown }) => void = () => undefined;
    const never = new Promise<{ toJSON(): unknown }>(() => undefined);
    const answers = [
      new Promise<{ toJSON(): unknown }>((resolve) => (answerFirst = resolve)),
      Promise.reject(new Error("push service refused")),
      Promise.resolve({ toJSON: () => ({ endpoint: "https://push.example.test/1" }) }),
    ];
    answers[1]?.catch(() => undefined);
    let call = 0;
    const { status, tap, elapse, fetch, reload, button } = page(() => answers[call++] ?? never);
    tap();
    await settle();
    elapse(giveUpAfterMs);
    expect(status.textContent).toBe(timedOut);

    // A second try that fails says why, in its own words.
    tap();
    await settle();
    expect(status.textContent).toBe(appCopy.failed.replace("{error}", "push service refused"));
    expect(button.disabled).toBe(false);

    // The third works: posted and reloaded, its timer cleared.
    tap();
    await settle();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);

    // The first attempt answering late changes nothing on the page.
    const said = status.textContent;
    answerFirst({ toJSON: () => ({}) });
    await settle();
    await settle();
    expect(status.textContent).toBe(said);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
