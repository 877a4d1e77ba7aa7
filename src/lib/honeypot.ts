/**
 * Name of the quote form's spam trap: people never see it, form-filling bots
 * do. A module of its own so that code which posts a request without the
 * form's schema (the outbox's sender and service worker) can name it.
 */
export const honeypotField = "company_reference";
