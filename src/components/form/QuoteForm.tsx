import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { site } from "../../config/site";
import {
  emptyQuote,
  fieldLimits,
  projectTypePlaceholder,
  projectTypes,
  quoteSchema,
  type QuoteRequest,
} from "../../lib/quoteSchema";
import { sendQuote } from "../../lib/sendQuote";
import { TOAST_REMOVE_DELAY, toastReducer, type Toast } from "../../lib/toastStore";
import { Button } from "../ui/Button";
import { FormField } from "./FormField";
import { Toaster } from "./Toaster";

interface QuoteFormProps {
  /** Prefix for field ids, unique per form on a page. */
  id?: string;
}

const successToast = {
  title: "Quote Request Sent!",
  description: `We'll get back to you within ${site.promises.responseHours} hours with your free quote.`,
};
const failureToast = {
  title: "Error Sending Request",
  description: `Please try again or call us directly at ${site.phone.display}.`,
};

const noSubscription = () => () => undefined;

/**
 * The quote request form: validated with the shared zod schema, sent through
 * EmailJS, with the result shown as a toast. This is the site's only island.
 */
export function QuoteForm({ id = "quote" }: QuoteFormProps) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const removeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequest>({
    resolver: zodResolver(quoteSchema),
    defaultValues: emptyQuote,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // The server-rendered form stays inert until React is ready, so an early
  // click cannot post the fields anywhere.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const timers = removeTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  const showToast = useCallback((toast: Omit<Toast, "id" | "open">) => {
    dispatch({ type: "ADD", toast: { ...toast, id: crypto.randomUUID(), open: true } });
  }, []);

  const dismiss = useCallback((toastId: string) => {
    dispatch({ type: "DISMISS", id: toastId });
    removeTimers.current.set(
      toastId,
      setTimeout(() => dispatch({ type: "REMOVE", id: toastId }), TOAST_REMOVE_DELAY),
    );
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    const result = await sendQuote(values, site.emailjs, site.name);
    if (result.ok) {
      showToast({ ...successToast, variant: "default" });
      reset(emptyQuote);
    } else {
      console.error("Quote request failed", result);
      showToast({ ...failureToast, variant: "destructive" });
    }
  });

  const fieldId = (name: keyof QuoteRequest) => `${id}-${name}`;
  const fieldProps = (name: keyof QuoteRequest) => ({ id: fieldId(name), error: errors[name]?.message });

  return (
    <>
      <form
        id={id}
        method="post"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Request a free quote"
        data-ready={ready || undefined}
        className="grid gap-5 sm:grid-cols-2"
      >
        <FormField label="First name" {...fieldProps("firstName")}>
          <input type="text" autoComplete="given-name" maxLength={fieldLimits.firstName} {...register("firstName")} />
        </FormField>
        <FormField label="Last name" {...fieldProps("lastName")}>
          <input type="text" autoComplete="family-name" maxLength={fieldLimits.lastName} {...register("lastName")} />
        </FormField>
        <FormField label="Email" {...fieldProps("email")}>
          <input type="email" autoComplete="email" maxLength={fieldLimits.email} {...register("email")} />
        </FormField>
        <FormField label="Phone" {...fieldProps("phone")}>
          <input type="tel" autoComplete="tel" maxLength={fieldLimits.phone} {...register("phone")} />
        </FormField>
        <FormField label="Project type" className="sm:col-span-2" {...fieldProps("projectType")}>
          <select {...register("projectType")}>
            <option value="">{projectTypePlaceholder}</option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Project details" className="sm:col-span-2" {...fieldProps("projectDetails")}>
          <textarea
            rows={5}
            maxLength={fieldLimits.projectDetails}
            placeholder="What would you like built or repaired, where, and roughly when?"
            {...register("projectDetails")}
          />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={!ready || isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                Sending...
              </>
            ) : (
              "Get Free Quote"
            )}
          </Button>
        </div>
      </form>
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
