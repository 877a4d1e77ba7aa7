/**
 * A visitor's full name: the first and last name joined by one space, as the specification's
 * `from_name`; everywhere a name is shown. Its own module, with no zod, so the outbox's sender
 * (which fills the e-mail's parameters) does not carry the form's schema.
 */
export const fullName = (request: { firstName: string; lastName: string }) =>
  [request.firstName.trim(), request.lastName.trim()].filter(Boolean).join(" ");
