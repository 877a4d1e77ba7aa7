/** A server-rendered page's words without its tags and escapes, so a sentence is found whatever markup it sits in. */
export const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The `tel:` links of a server-rendered page: where each goes and the words it says. */
export const telLinks = (html: string) =>
  [...html.matchAll(/<a href="(tel:[^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
    href: m[1],
    words: (m[2] ?? "").trim(),
  }));

/** A message whose copy says `{call}`, as `words` reads it: the link's words in its place, spaced as a tag is. */
export const withCallWords = (message: string, callWords: string) =>
  message.replace("{call}", ` ${callWords} `).replace(/\s+/g, " ");
