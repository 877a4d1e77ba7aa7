import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { keptSubmissionId } from "../../lib/draftKeys";
import { honeypotField } from "../../lib/honeypot";
import { announceLead } from "../../lib/leadEvents";
import type { FieldErrors } from "../../lib/leadRequest";
import { dropQueued, queueRequest } from "../../lib/outbox/queue";
import { acceptsPhotos, deliverQuote } from "../../lib/quoteDelivery";
import { clearDraft, draftSubmissionId } from "../../lib/quoteDraft";
import { failureToast, photosByWhatsApp, successToast } from "../../lib/quoteFormCopy";
import { releasePhotos, type PhotoItem } from "../../lib/quotePhotos/photoItems";
import { emptyQuote, type QuoteRequest } from "../../lib/quoteSchema";
import type { SendFailure } from "../../lib/sendTimeout";
import { dismissToast, toastReducer, type Toast } from "../../lib/toastStore";
import type { NoticeReason } from "../../lib/failureNotice";
import { useOutboxAnswers } from "./useOutboxAnswers";
import { useQuoteDraft } from "./useQuoteDraft";

/** What the send needs of the form: its values, its reset, its field errors and its changes. */
export type QuoteFormControls = Pick<UseFormReturn<QuoteRequest>, "getValues" | "reset" | "setError" | "subscribe">;

/**
 * Sending a quote request from the form `id`: delivered to the lead API or
 * through EmailJS (lib/quoteDelivery.ts), with the result shown as a toast and
 * the server's per-field refusals set on the fields. What the visitor types is
 * kept as a draft until a send succeeds, and a request that cannot go waits in
 * the outbox (lib/outbox). Returns what the form shows: the toasts, the last
 * request sent, why the last one did not go, the upload's progress and the
 * photos that go with the request.
 */
export function useQuoteSend(id: string, { getValues, reset, setError, subscribe }: QuoteFormControls) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const [failure, setFailure] = useState<
    { reason: NoticeReason; request: QuoteRequest; status?: number } | undefined
  >();
  /** The last request sent, with the link to its private page (lead API only): shown until the next send. */
  const [sent, setSent] = useState<{ reference: string; requestPath: string } | undefined>();
  const pendingRemovals = useRef(new Set<() => void>());
  const sendingRef = useRef(false);
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  /** The upload's progress while photos are being sent, from 0 to 1. */
  const [upload, setUpload] = useState<number>();

  // The draft: restored, prefilled, saved on every change; and a request from it still waiting on the device.
  const showWaiting = useCallback((request: QuoteRequest) => {
    setFailure({ reason: "queued", request });
  }, []);
  const source = useQuoteDraft(id, reset, subscribe, showWaiting);

  useEffect(() => {
    const removals = pendingRemovals.current;
    return () => {
      for (const cancel of removals) cancel();
    };
  }, []);

  const showToast = useCallback((toast: Omit<Toast, "id" | "open">) => {
    dispatch({ type: "ADD", toast: { ...toast, id: crypto.randomUUID(), open: true } });
  }, []);

  const dismiss = useCallback((toastId: string) => {
    pendingRemovals.current.add(dismissToast(dispatch, toastId));
  }, []);

  /** Empties the form: fields, photos, the draft, and any copy of it waiting in the outbox (which must not go again). */
  const emptyForm = (submissionId = keptSubmissionId(id)) => {
    if (submissionId) void dropQueued(submissionId);
    releasePhotos(photos);
    setPhotos([]);
    clearDraft(id);
    reset(emptyQuote);
    setFailure(undefined);
  };
  const clearForm = () => emptyForm();

  const succeed = (
    request: QuoteRequest,
    reference?: string,
    submissionId = keptSubmissionId(id),
    requestPath?: string,
  ) => {
    setSent(reference && requestPath ? { reference, requestPath } : undefined);
    showToast({
      ...successToast(reference),
      variant: "default",
      ...(acceptsPhotos ? {} : { action: photosByWhatsApp(request) }),
    });
    emptyForm(submissionId);
  };

  /**
   * Keeps a request that could not go (offline, no network, no answer in time)
   * in the outbox, which sends it when the connection is back. No error toast:
   * the request is not lost (a deliberate departure from the spec, see README).
   */
  const queue = async (values: QuoteRequest, trap: string, reason: SendFailure | "offline") => {
    const queued = await queueRequest({
      submissionId: draftSubmissionId(id),
      formId: id,
      request: values,
      source: source.current,
      trap,
      photos: photos.map((photo) => photo.blob),
      createdAt: Date.now(),
    });
    if (queued) {
      setFailure({ reason: "queued", request: values });
      announceLead("fallback_offered", { reason });
    }
    return queued;
  };

  const send = async (values: QuoteRequest, form: HTMLFormElement) => {
    // A double click or a held Enter key must not send twice.
    if (sendingRef.current) return;
    const trapValue = new FormData(form).get(honeypotField);
    const trap = typeof trapValue === "string" ? trapValue : "";
    if (!navigator.onLine) {
      if (await queue(values, trap, "offline")) return;
      setFailure({ reason: "offline", request: values });
      announceLead("fallback_offered", { reason: "offline" });
      return;
    }
    sendingRef.current = true;
    setFailure(undefined);
    try {
      const result = await deliverQuote(values, {
        submissionId: draftSubmissionId(id),
        source: source.current,
        trap,
        photos: photos.map((photo) => photo.blob),
        ...(photos.length ? { onProgress: setUpload } : {}),
      });
      if (result.ok) {
        succeed(values, result.reference, undefined, result.requestPath);
        announceLead("quote_sent", { projectType: values.projectType || "not chosen" });
      } else if (result.reason !== "provider" && (await queue(values, trap, result.reason))) {
        console.warn("Quote request kept on this device to send later", result);
      } else {
        console.error("Quote request failed", result);
        showFieldErrors(result.errors);
        showToast({ ...failureToast, variant: "destructive" });
        setFailure({ reason: result.reason, request: values, status: result.status });
        announceLead("fallback_offered", { reason: result.reason });
      }
    } finally {
      setUpload(undefined);
      sendingRef.current = false;
    }
  };

  /** The server's message for each field it refused, next to that field (what was typed stays). */
  const showFieldErrors = (fieldErrors: FieldErrors = {}) => {
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (name !== "form" && message) setError(name as keyof QuoteRequest, { type: "server", message });
    }
  };

  // The outbox: its service worker, and the sender's word that this form's saved request went or was refused.
  useOutboxAnswers(id, {
    sent: (detail) => succeed(getValues(), detail.reference, detail.submissionId, detail.requestPath),
    refused: (detail) => {
      showFieldErrors(detail.delivery.errors);
      showToast({ ...failureToast, variant: "destructive" });
      setFailure({ reason: detail.delivery.reason, request: getValues(), status: detail.delivery.status });
    },
  });

  return { send, clearForm, toasts, dismiss, sent, failure, upload, photos, setPhotos };
}
