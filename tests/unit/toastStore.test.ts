import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toastReducer, type Toast, type ToastAction } from "../../src/lib/toastStore";

const toast = (id: string): Toast => ({ id, title: `Toast ${id}`, variant: "default", open: true });

/** The reducer wired to a plain variable, as useReducer wires it to the form. */
function toastState(...initial: Toast[]) {
  let toasts: Toast[] = initial;
  return {
    dispatch: (action: ToastAction) => {
      toasts = toastReducer(toasts, action);
    },
    get ids() {
      return toasts.map((t) => t.id);
    },
    get toasts() {
      return toasts;
    },
  };
}

describe("toast limits (spec: 1 at a time, removed 1,000,000 ms after dismissal)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps only the newest toast when more than one is added", () => {
    const state = toastState();
    state.dispatch({ type: "ADD", toast: toast("a") });
    state.dispatch({ type: "ADD", toast: toast("b") });
    state.dispatch({ type: "ADD", toast: toast("c") });
    expect(state.ids).toEqual(["c"]);
  });

  it("stays until the visitor dismisses it: adding one starts no timer", () => {
    const state = toastState();
    state.dispatch({ type: "ADD", toast: toast("a") });
    vi.advanceTimersByTime(10_000_000);
    expect(state.toasts).toEqual([toast("a")]);
  });

  it("hides a dismissed toast at once and removes it from state after 1,000,000 ms", () => {
    const state = toastState(toast("a"));
    dismissToast(state.dispatch, "a");
    expect(state.toasts).toEqual([{ ...toast("a"), open: false }]);

    vi.advanceTimersByTime(999_999);
    expect(state.ids).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(state.ids).toEqual([]);
  });

  it("removes only the dismissed toast, not one added after it", () => {
    const state = toastState(toast("a"));
    dismissToast(state.dispatch, "a");
    state.dispatch({ type: "ADD", toast: toast("b") });
    vi.advanceTimersByTime(1_000_000);
    expect(state.toasts).toEqual([toast("b")]);
  });

  it("keeps a dismissed toast when its removal is cancelled (the form unmounted)", () => {
    const state = toastState(toast("a"));
    const cancel = dismissToast(state.dispatch, "a");
    cancel();
    vi.advanceTimersByTime(1_000_000);
    expect(state.toasts).toEqual([{ ...toast("a"), open: false }]);
  });
});

describe("toast actions", () => {
  it("updates only the toast with the given id", () => {
    const next = toastReducer([toast("a")], { type: "UPDATE", toast: { id: "b", title: "Other" } });
    expect(next).toEqual([toast("a")]);
    expect(toastReducer(next, { type: "UPDATE", toast: { id: "a", title: "Changed" } })).toEqual([
      { ...toast("a"), title: "Changed" },
    ]);
  });

  it("dismisses and removes only the toast with the given id", () => {
    const two = [toast("a"), toast("b")];
    expect(toastReducer(two, { type: "DISMISS", id: "b" }).map((t) => t.open)).toEqual([true, false]);
    expect(toastReducer(two, { type: "REMOVE", id: "b" })).toEqual([toast("a")]);
  });
});
