/** Text as the lead API keeps it: no control characters or bidirectional overrides. */

/**
 * C0 and C1 controls (but tab and newline, which the details may hold) and the
 * Unicode bidirectional controls that can make text read differently from what is stored.
 */
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text with control characters and bidirectional overrides removed; newlines only where `multiline`. */
export function cleanText(value: string, multiline = false): string {
  const cleaned = value.replace(/\r\n?/g, "\n").replace(unsafeCharacters, "");
  return multiline ? cleaned : cleaned.replace(/[\n\t]+/g, " ");
}
