import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type Toast } from "../../src/lib/toastStore";

const toast = (id: string): Toast => ({ id, title: `Toast ${id}`, variant: "default", open: true });

describe("toasts", () => {
  it("shows at most one toast, the newest", () => {
    const state = toastReducer(toastReducer([], { type: "ADD", toast: toast("a") }), {
      type: "ADD",
      toast: toast("b"),
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(state.map((t) => t.id)).toEqual(["b"]);
  });

  it("updates, dismisses and removes by id", () => {
    let state = toastReducer([], { type: "ADD", toast: toast("a") });
    state = toastReducer(state, { type: "UPDATE", toast: { id: "a", title: "Changed" } });
    expect(state[0]?.title).toBe("Changed");
    state = toastReducer(state, { type: "DISMISS", id: "a" });
    expect(state[0]?.open).toBe(false);
    expect(toastReducer(state, { type: "REMOVE", id: "a" })).toEqual([]);
  });

  it("keeps a dismissed toast for the spec's removal delay", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
