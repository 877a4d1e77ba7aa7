import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from "react";
import { useForm, useWatch } from "react-hook-form";
import { honeypotField } from "../../lib/honeypot";
import type { FieldErrors } from "../../lib/leadRequest";
import { acceptsPhotos, deliverQuote } from "../../lib/quoteDelivery";
import { clearDraft, draftSubmissionId } from "../../lib/quoteDraft";
import { keptSubmissionId } from "../../lib/draftKeys";
import { dropQueued, queueRequest } from "../../lib/outbox/queue";
import { failureToast, photosByWhatsApp, quoteFormCopy, successToast } from "../../lib/quoteFormCopy";
import {
  emptyQuote,
  fieldLimits,
  projectTypePlaceholder,
  projectTypes,
  quoteSchema,
  type QuoteRequest,
} from "../../lib/quoteSchema";
import { announceLead } from "../../lib/leadEvents";
import type { SendFailure } from "../../lib/sendTimeout";
import { dismissToast, toastReducer, type Toast } from "../../lib/toastStore";
import { Button } from "../ui/Button";
import { PhotoField } from "./photos/PhotoField";
import { releasePhotos, type PhotoItem } from "../../lib/quotePhotos/photoItems";
import { FormField } from "./FormField";
import { VisitTimesField } from "./VisitTimesField";
import { QuoteFormAlternatives } from "./QuoteFormAlternatives";
import { ClearForm } from "./ClearForm";
import { SendFailureNotice, type NoticeReason } from "./SendFailureNotice";
import { SentPanel } from "./SentPanel";
import { Toaster } from "./Toaster";
import { useOutboxAnswers } from "./useOutboxAnswers";
import { useQuoteDraft } from "./useQuoteDraft";

interface QuoteFormProps {
  /** Prefix for field ids and the draft's storage key, unique per form. */
  id?: string;
}

const noSubscription = () => () => undefined;

/**
 * The quote request form: validated with the shared zod schema, delivered to
 * the lead API or through EmailJS (lib/quoteDelivery.ts), with the result
 * shown as a toast; the server's per-field refusals show next to the fields. What the visitor types is kept
 * as a draft until a send succeeds, and a request that cannot go waits in the outbox (lib/outbox).
 */
export function QuoteForm({ id = "quote" }: QuoteFormProps) {
  // The server-rendered form stays inert until React is ready, so an early
  // click cannot post the fields anywhere.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const [failure, setFailure] = useState<{ reason: NoticeReason; request: QuoteRequest } | undefined>();
  /** The last request sent, with the link to its private page (lead API only): shown until the next send. */
  const [sent, setSent] = useState<{ reference: string; requestPath: string } | undefined>();
  const pendingRemovals = useRef(new Set<() => void>());
  const sendingRef = useRef(false);
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  /** The upload's progress while photos are being sent, from 0 to 1. */
  const [upload, setUpload] = useState<number>();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequest>({
    resolver: zodResolver(quoteSchema),
    defaultValues: emptyQuote,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

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

  // "Clear form" is offered only when there is something to clear.
  const values = useWatch({ control });
  const hasInput =
    photos.length > 0 ||
    Object.values(values).some((value) =>
      Array.isArray(value) ? value.length > 0 : typeof value === "string" && value.trim() !== "",
    );

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
        setFailure({ reason: result.reason, request: values });
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
      setFailure({ reason: detail.delivery.reason, request: getValues() });
    },
  });

  const fieldProps = (name: keyof QuoteRequest) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  return (
    <>
      <noscript>
        <p className="mb-5 rounded-lg border border-line bg-surface px-4 py-3 text-sm leading-6">
          {quoteFormCopy.noScript}
        </p>
      </noscript>
      <form
        id={id}
        method="post"
        noValidate
        onSubmit={(event) => {
          const form = event.currentTarget;
          void handleSubmit((values) => send(values, form))(event);
        }}
        aria-label={quoteFormCopy.name}
        data-ready={ready || undefined}
        className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-5"
      >
        <FormField label={quoteFormCopy.labels.firstName} className="min-w-0" {...fieldProps("firstName")}>
          <input type="text" autoComplete="given-name" maxLength={fieldLimits.firstName} {...register("firstName")} />
        </FormField>
        <FormField label={quoteFormCopy.labels.lastName} className="min-w-0" {...fieldProps("lastName")}>
          <input type="text" autoComplete="family-name" maxLength={fieldLimits.lastName} {...register("lastName")} />
        </FormField>
        <FormField label={quoteFormCopy.labels.email} className="col-span-2 sm:col-span-1" {...fieldProps("email")}>
          <input type="email" autoComplete="email" maxLength={fieldLimits.email} {...register("email")} />
        </FormField>
        <FormField label={quoteFormCopy.labels.phone} className="col-span-2 sm:col-span-1" {...fieldProps("phone")}>
          <input type="tel" autoComplete="tel" maxLength={fieldLimits.phone} {...register("phone")} />
        </FormField>
        <FormField label={quoteFormCopy.labels.projectType} className="col-span-2" {...fieldProps("projectType")}>
          <select {...register("projectType")}>
            <option value="">{projectTypePlaceholder}</option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={quoteFormCopy.labels.projectDetails} className="col-span-2" {...fieldProps("projectDetails")}>
          <textarea
            rows={4}
            maxLength={fieldLimits.projectDetails}
            placeholder={quoteFormCopy.detailsPlaceholder}
            {...register("projectDetails")}
          />
        </FormField>
        <VisitTimesField id={`${id}-visitTimes`} control={control} />
        {acceptsPhotos && (
          <PhotoField id={`${id}-photos`} photos={photos} onChange={setPhotos} disabled={isSubmitting} />
        )}
        {/* Spam trap: off-screen and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${honeypotField}`}>{quoteFormCopy.trapLabel}</label>
          <input id={`${id}-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {sent && <SentPanel {...sent} className="col-span-2" />}
        {failure && (
          <SendFailureNotice
            reason={failure.reason}
            request={failure.request}
            onSentAnotherWay={clearForm}
            className="col-span-2"
          />
        )}
        <div className="col-span-2">
          {upload !== undefined && (
            <label className="mb-3 block text-sm font-medium">
              {quoteFormCopy.uploading} {Math.round(upload * 100)}%
              <progress value={upload} max={1} className="mt-1 block h-2 w-full accent-brand" />
            </label>
          )}
          <Button type="submit" size="lg" disabled={!ready || isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                {quoteFormCopy.sending}
              </>
            ) : (
              quoteFormCopy.submit
            )}
          </Button>
          <p className="mt-3 text-sm text-muted">
            {quoteFormCopy.privacy}{" "}
            <a href="/privacy" className="underline underline-offset-2 hover:text-ink">
              {quoteFormCopy.privacyLink}
            </a>
          </p>
          <ClearForm
            queued={failure?.reason === "queued"}
            offered={hasInput || failure?.reason === "queued"}
            onClear={clearForm}
          />
          <QuoteFormAlternatives />
        </div>
      </form>
      {/* Mounted only once hydrated: a fixed live region in the server HTML sits in the
          viewport, so Astro's client:visible would hydrate the form on every page load. */}
      {ready && <Toaster toasts={toasts} onDismiss={dismiss} />}
    </>
  );
}
