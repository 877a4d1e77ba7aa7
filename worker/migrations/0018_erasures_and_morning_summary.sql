-- The record of an erasure (worker/leads/queries.ts's eraseLead): when a request is deleted on a
-- person's request (the homeowner's "Delete my details now", or the owner's erasure in the inbox), its
-- reference and the moment stay as one line in the owner's list ("Q-7K3M9P deleted by the homeowner,
-- Mon 7 Dec"), so the firm can show it did delete it. Nothing else: no name, no contact details, and no
-- key to the deleted lead (it is gone). Written in the same batch as the lead's deletion; deleted by the
-- scheduled run once the privacy notice's period has passed (business.json `enquiryRetention.months`,
-- worker/leads/retention.ts).
CREATE TABLE erasures (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL,
  erased_at TEXT NOT NULL,
  erased_by TEXT NOT NULL CHECK (erased_by IN ('homeowner', 'owner'))
);

CREATE INDEX erasures_by_date ON erasures (erased_at);
