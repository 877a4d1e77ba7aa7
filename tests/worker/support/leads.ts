/** A valid quote request, and posting one to the Worker as the site's own form would. */
import { multipartParts } from "../../../src/lib/photoLimits";
import { projectTypes } from "../../../src/lib/quoteSchema";
import { visitorPhones } from "../../visitorPhones";

/**
 * The visitor's phone number in the Worker's tests: typed in the international form a visitor may use, and the
 * number it is dialled as. It is the visitor's, not the firm's: a test that finds it on a page (a Call link, the
 * CSV) must not pass on the business's own number, which the content sets and the owner changes.
 */
export const visitorPhone = {
  typed: `+44 (0)${visitorPhones.mobile.groups.join(" ")}`,
  tel: `tel:${visitorPhones.mobile.e164}`,
  whatsapp: `https://wa.me/${visitorPhones.mobile.e164.slice(1)}`,
};

/** Where the Worker answers: `wrangler dev` (scripts/lib/localWorker.ts), or its own exports in workerd. */
export interface SiteOrigin {
  baseUrl: string;
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** A request the API accepts, with a fresh submission id; `fields` override any part of it. */
export const leadBody = (fields: Record<string, unknown> = {}) => ({
  firstName: "Sam",
  lastName: "Jones",
  email: "sam@example.com",
  phone: visitorPhone.typed,
  projectType: projectTypes[0],
  projectDetails: "A rear extension to a Victorian terrace, about 20 m².",
  submissionId: crypto.randomUUID(),
  ...fields,
});

/** POST /api/quote from the site's own origin; a string body is sent as it is. */
export const postLead = (worker: SiteOrigin, body: unknown, headers: Record<string, string> = {}) =>
  worker.request("/api/quote", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: worker.baseUrl, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A file part of a request with photos. */
export interface PhotoPart {
  bytes: Uint8Array<ArrayBuffer>;
  /** The part's file name (default photo-N.jpg). */
  name?: string;
  /** The part's Content-Type (default image/jpeg, as the form always sends). */
  type?: string;
}

/** The files as the `photo` parts of a multipart form (the quote form's, and the request page's). */
export function withPhotoParts(form: FormData, photos: readonly PhotoPart[]): FormData {
  photos.forEach((photo, i) =>
    form.append(
      multipartParts.photo,
      new Blob([photo.bytes], { type: photo.type ?? "image/jpeg" }),
      photo.name ?? `photo-${i + 1}.jpg`,
    ),
  );
  return form;
}

/** POST /api/quote as the form sends a request with photos: multipart, the lead's JSON as one part, then the files. */
export function postLeadWithPhotos(worker: SiteOrigin, body: unknown, photos: readonly PhotoPart[]) {
  const form = new FormData();
  form.append(multipartParts.lead, typeof body === "string" ? body : JSON.stringify(body));
  return worker.request("/api/quote", {
    method: "POST",
    headers: { Origin: worker.baseUrl },
    body: withPhotoParts(form, photos),
  });
}

/** The request page's photo form, posted as the browser posts it once the page's script has put the prepared files in. */
export function postRequestPhotos(
  worker: SiteOrigin,
  requestPath: string,
  photos: readonly PhotoPart[],
  headers: Record<string, string> = {},
) {
  return worker.request(`${requestPath}/photos`, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin", ...headers },
    body: withPhotoParts(new FormData(), photos),
  });
}
