import { useEffect, useRef } from "react";
import {
  OUTBOX_REFUSED_EVENT,
  OUTBOX_SENT_EVENT,
  type OutboxRefusedDetail,
  type OutboxSentDetail,
} from "../../lib/outbox/events";
import { installOutboxWorker } from "../../lib/outbox/queue";

export interface OutboxAnswers {
  sent: (detail: OutboxSentDetail) => void;
  refused: (detail: OutboxRefusedDetail) => void;
}

/**
 * The outbox for one form: installs its service worker, and hands the form the
 * sender's word that this form's saved request went or was refused (the form's
 * own toast then shows, instead of the sender's).
 */
export function useOutboxAnswers(id: string, answers: OutboxAnswers) {
  const latest = useRef(answers);
  useEffect(() => {
    latest.current = answers;
  });
  useEffect(() => {
    installOutboxWorker();
    const sent = (event: Event) => {
      const { detail } = event as CustomEvent<OutboxSentDetail>;
      if (detail.formId !== id) return;
      detail.handled = true;
      latest.current.sent(detail);
    };
    const refused = (event: Event) => {
      const { detail } = event as CustomEvent<OutboxRefusedDetail>;
      if (detail.formId !== id) return;
      detail.handled = true;
      latest.current.refused(detail);
    };
    window.addEventListener(OUTBOX_SENT_EVENT, sent);
    window.addEventListener(OUTBOX_REFUSED_EVENT, refused);
    return () => {
      window.removeEventListener(OUTBOX_SENT_EVENT, sent);
      window.removeEventListener(OUTBOX_REFUSED_EVENT, refused);
    };
  }, [id]);
}
