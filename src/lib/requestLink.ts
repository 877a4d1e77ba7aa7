/** The address of a request's private page, from its token: the Worker makes it, the form shows it. */
export const requestPagePrefix = "/request";

export const requestPath = (token: string) => `${requestPagePrefix}/${token}`;

/**
 * The request page's one script, which prepares the photos a homeowner adds (src/scripts/requestPhotos.ts):
 * a site file on the same origin, built by scripts/lib/standaloneScripts.ts (Cloudflare build only).
 */
export const requestPhotosScript = "/request-photos.js";
