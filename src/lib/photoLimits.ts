/**
 * Photos sent with a quote request (lead API builds only): how many, how big,
 * and the names of the multipart parts. The form and the Worker both read these.
 */
export const photoLimits = {
  /** Photos per request. */
  count: 8,
  /** Bytes per photo, after the browser has scaled and re-encoded it. */
  fileBytes: 5 * 1024 * 1024,
  /** Bytes of all photos together. */
  totalBytes: 25 * 1024 * 1024,
  /** Longest side, in pixels, the browser scales a photo to. */
  longSide: 2048,
} as const;

/**
 * A request with photos is `multipart/form-data`: the same JSON body the form
 * posts without photos, as the part named `lead`, then one `photo` part per file.
 */
export const multipartParts = { lead: "lead", photo: "photo" } as const;
