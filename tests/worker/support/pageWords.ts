/** A server-rendered page's words without its tags and escapes, so a sentence is found whatever markup it sits in. */
export const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
