import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useForm, useWatch } from "react-hook-form";
import { quoteFormCopy } from "../../lib/quoteFormCopy";
import { emptyQuote, quoteSchema, type QuoteRequest } from "../../lib/quoteSchema";
import { Button } from "../ui/Button";
import { ClearForm } from "./ClearForm";
import { QuoteFormAlternatives } from "./QuoteFormAlternatives";
import { QuoteFormFields } from "./QuoteFormFields";
import { SendFailureNotice } from "./SendFailureNotice";
import { SentPanel } from "./SentPanel";
import { Toaster } from "./Toaster";
import { useQuoteSend } from "./useQuoteSend";

interface QuoteFormProps {
  /** Prefix for field ids and the draft's storage key, unique per form. */
  id?: string;
}

const noSubscription = () => () => undefined;

/**
 * The quote request form: validated with the shared zod schema, its fields in
 * QuoteFormFields, its sending in useQuoteSend (the lead API or EmailJS, the
 * draft, the outbox and the toasts); here the send button, what became of the
 * last send and the ways to reach the firm without the form.
 */
export function QuoteForm({ id = "quote" }: QuoteFormProps) {
  // The server-rendered form stays inert until React is ready, so an early
  // click cannot post the fields anywhere.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const quoteForm = useForm<QuoteRequest>({
    resolver: zodResolver(quoteSchema),
    defaultValues: emptyQuote,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = quoteForm;
  const { send, clearForm, toasts, dismiss, sent, failure, upload, photos, setPhotos } = useQuoteSend(id, quoteForm);

  // "Clear form" is offered only when there is something to clear.
  const values = useWatch({ control });
  const hasInput =
    photos.length > 0 ||
    Object.values(values).some((value) =>
      Array.isArray(value) ? value.length > 0 : typeof value === "string" && value.trim() !== "",
    );

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
        <QuoteFormFields
          id={id}
          register={register}
          control={control}
          errors={errors}
          photos={photos}
          onPhotosChange={setPhotos}
          sending={isSubmitting}
        />
        {sent && <SentPanel {...sent} className="col-span-2" />}
        {failure && (
          <SendFailureNotice
            reason={failure.reason}
            status={failure.status ?? 0}
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
