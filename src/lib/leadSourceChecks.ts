/**
 * What the owner's e-mail and inbox may print of a lead's source: the page must be
 * a path on this site and the referrer a bare host name. Anything else (a
 * `javascript:` URL, another site's address, markup) is dropped before it is stored.
 */

/** A path on this site: one leading slash, then path characters only (no scheme, no `//host`, no backslash). */
export const isSitePath = (value: string) => /^\/(?![/\\])[A-Za-z0-9\-._~%/]*$/.test(value);

const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const hostName = new RegExp(`^(?=.{1,253}$)(?:${label}\\.)*${label}$`, "i");

/** A host name alone, `www.google.com`: no scheme, port, path, user or spaces. */
export const isHostName = (value: string) => hostName.test(value);
