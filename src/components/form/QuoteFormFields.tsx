import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { honeypotField } from "../../lib/honeypot";
import { acceptsPhotos } from "../../lib/quoteDelivery";
import { quoteFormCopy } from "../../lib/quoteFormCopy";
import type { PhotoItem } from "../../lib/quotePhotos/photoItems";
import { fieldLimits, projectTypePlaceholder, projectTypes, type QuoteRequest } from "../../lib/quoteSchema";
import { FormField } from "./FormField";
import { PhotoField } from "./photos/PhotoField";
import { VisitTimesField } from "./VisitTimesField";

interface QuoteFormFieldsProps {
  /** The form's id, which prefixes every field's id. */
  id: string;
  register: UseFormRegister<QuoteRequest>;
  control: Control<QuoteRequest>;
  errors: FieldErrors<QuoteRequest>;
  /** The photos chosen, when the delivery takes photos. */
  photos: PhotoItem[];
  onPhotosChange: (photos: PhotoItem[]) => void;
  /** While a request is being sent, photos can be neither added nor removed. */
  sending: boolean;
}

/**
 * The quote form's fields, in the form's two-column grid: name, e-mail, phone,
 * project type and details, visit times, photos (when the delivery takes them)
 * and the spam trap. Each field's id is the form's id, a hyphen and its name.
 */
export function QuoteFormFields({
  id,
  register,
  control,
  errors,
  photos,
  onPhotosChange,
  sending,
}: QuoteFormFieldsProps) {
  const fieldProps = (name: keyof QuoteRequest) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  return (
    <>
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
      {acceptsPhotos && <PhotoField id={`${id}-photos`} photos={photos} onChange={onPhotosChange} disabled={sending} />}
      {/* Spam trap: off-screen and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${honeypotField}`}>{quoteFormCopy.trapLabel}</label>
        <input id={`${id}-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
