/**
 * The HTML document every page the Worker renders sits in (the owner's inbox and app, the
 * homeowner's request pages): not for search engines, in both colour themes, one stylesheet,
 * and what a kind of page adds to its head (the app's manifest and icon, the request page's
 * referrer policy). Values are escaped by hono/html's `html` template.
 */
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export function htmlDocument({
  title,
  stylesheet,
  head = "",
  header = "",
  body,
}: {
  title: string;
  stylesheet: string;
  head?: Html | "";
  /** What comes above the page's main content (the request page's wordmark). */
  header?: Html | "";
  body: Html;
}): Html {
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="color-scheme" content="light dark" />
        <title>${title}</title>
        <link rel="stylesheet" href="${stylesheet}" />
        ${head}
      </head>
      <body>
        ${header}
        <main>${body}</main>
      </body>
    </html>`;
}
