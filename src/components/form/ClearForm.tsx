import { useEffect, useRef, useState } from "react";
import { outboxCopy } from "../../lib/outbox/copy";
import { Button } from "../ui/Button";

interface ClearFormProps {
  /** Whether a request from this form is waiting on the device: clearing also stops it. */
  queued: boolean;
  /** Whether there is anything to clear: with nothing typed, added or waiting, no button is shown. */
  offered: boolean;
  onClear: () => void;
}

/**
 * "Clear form": a secondary button that asks before it removes the draft, the
 * fields and the photos, so a stray tap on a phone loses nothing.
 */
export function ClearForm({ queued, offered, onClear }: ClearFormProps) {
  const [asking, setAsking] = useState(false);
  const [cleared, setCleared] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  // The button that was pressed is replaced by the question: keyboard focus moves to it.
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  return (
    <div>
      {asking ? (
        <div
          ref={question}
          tabIndex={-1}
          role="group"
          aria-label={outboxCopy.clearForm}
          className="mt-4 rounded-lg border border-line bg-surface p-3"
        >
          <p className="text-sm font-semibold">{outboxCopy.clearQuestion}</p>
          {queued && <p className="mt-1 text-sm">{outboxCopy.clearQueuedToo}</p>}
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                onClear();
                setAsking(false);
                setCleared(true);
              }}
            >
              {outboxCopy.clearYes}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
              {outboxCopy.clearNo}
            </Button>
          </div>
        </div>
      ) : (
        offered && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            onClick={() => {
              setCleared(false);
              setAsking(true);
            }}
          >
            {outboxCopy.clearForm}
          </Button>
        )
      )}
      <p role="status" className="mt-2 text-sm text-muted empty:hidden">
        {cleared ? outboxCopy.cleared : ""}
      </p>
    </div>
  );
}
