/**
 * A toast without React, for pages that have no form island (and for form
 * pages whose form has not hydrated): the same look and place as the form's
 * Toaster, one at a time, in a polite live region.
 */
import { toastLook } from "../toastLook";
import { outboxCopy } from "./copy";

const check = "M22 11.08V12a10 10 0 1 1-5.93-9.14M22 4 12 14.01l-3-3";
const alert = "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v4M12 16h.01";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

function icon(path: string, className: string): SVGSVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("fill", "none");
  svg.setAttribute("stroke", "currentColor");
  svg.setAttribute("stroke-width", "2");
  svg.setAttribute("stroke-linecap", "round");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", className);
  const shape = document.createElementNS("http://www.w3.org/2000/svg", "path");
  shape.setAttribute("d", path);
  svg.append(shape);
  return svg;
}

let region: HTMLElement | undefined;

/** A link under the toast's words: the request's own page, once a saved request has gone. */
export interface ToastLink {
  href: string;
  text: string;
}

/** Shows a toast (replacing any this module showed before). */
export function showToast(
  title: string,
  description: string,
  variant: "default" | "destructive",
  link?: ToastLink,
): void {
  if (!region) {
    region = element("div", toastLook.region);
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    document.body.append(region);
  }
  const destructive = variant === "destructive";
  const toast = element("div", toastLook.card[variant]);
  toast.dataset["toast"] = variant;
  const text = element("div", "flex-1");
  text.append(element("p", "font-semibold", title), element("p", "mt-1 text-sm", description));
  if (link) {
    const anchor = element(
      "a",
      "mt-1 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2",
      link.text,
    );
    anchor.href = link.href;
    // The address is the request's key: never sent on as a referrer.
    anchor.rel = "noreferrer";
    text.append(anchor);
  }
  const close = element("button", toastLook.dismiss);
  close.type = "button";
  close.append(icon("M18 6 6 18M6 6l12 12", "size-4"), element("span", "sr-only", outboxCopy.dismiss));
  close.addEventListener("click", () => toast.remove());
  toast.append(
    icon(destructive ? alert : check, `mt-0.5 size-5 shrink-0 ${destructive ? "text-danger" : "text-success"}`),
    text,
    close,
  );
  region.replaceChildren(toast);
}
