/**
 * The quote form's words (`src/content/site/quote-form.json`, edited in the CMS). The form is an
 * island, so this module imports the file as it is, without its schema: the build has already
 * checked it (config/validateSiteData.ts), and the browser ships the words and nothing else.
 */
import type { QuoteFormText } from "../content/schemas/quoteForm";
import quoteFormData from "../content/site/quote-form.json";

export const quoteFormText: QuoteFormText = quoteFormData;
