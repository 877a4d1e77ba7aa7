/**
 * What the outbox tells the visitor: in the form (saved, the "Clear form" and
 * "Did you send it?" questions) and in the toast any page shows when a saved
 * request goes. One module, so the wording is in one place; it imports
 * nothing, so the small sender that content pages load carries only this.
 */
export const outboxCopy = {
  /** The notice beside the form when a request is kept on the device. */
  saved: "Saved on this device. It will be sent automatically when you're back online.",
  savedDetail: "Everything you typed is still here. If it can't wait, reach us another way:",
  /** The toast when a saved request has gone. */
  sentTitle: "Quote Request Sent!",
  sent: (reference?: string) =>
    reference
      ? `Your saved quote request has been sent. Your reference is ${reference}.`
      : "Your saved quote request has been sent.",
  /** The toast when the server refused a saved request (what was typed stays in the form). */
  refusedTitle: "Error Sending Request",
  refused:
    "Your saved quote request could not be sent. It is still in the quote form: please check it and try again, or call us.",
  dismiss: "Dismiss notification",
  /** The secondary button that empties the form, and its confirmation. */
  clearForm: "Clear form",
  clearQuestion: "Clear everything you typed, and any photos?",
  clearQueuedToo: "The request saved on this device will not be sent.",
  clearYes: "Yes, clear the form",
  clearNo: "Keep it",
  cleared: "The form has been cleared.",
  /** Asked after a fallback link (call, e-mail, WhatsApp) is used: tapping a link is not sending. */
  didYouSend: "Did you send it?",
  didYouSendDetail: "If you sent your request another way, we can clear the form so it isn't sent twice.",
  sentYes: "Yes, I sent it",
  sentNo: "No, keep it",
} as const;
