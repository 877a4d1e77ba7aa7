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

-- The owner's morning summary (worker/alerts/pushRepeat.ts): the first scheduled run of a London day
-- while the firm is open claims the day here, once, and its alert lists the day's site visits with their
-- addresses (and the requests nobody has opened). Only the date: rows older than a week are deleted.
CREATE TABLE morning_summaries (
  date TEXT PRIMARY KEY,
  claimed_at INTEGER NOT NULL
);

-- A morning or an afternoon narrowed by the owner when proposing or moving it ("between 09:00 and
-- 11:00"): the window's start and end on London's clock, kept on the slot so a later change of the
-- business's hours never changes a time the homeowner chose. Null for the whole part of the day, and
-- always for an exact time. Each move keeps the window it had and the one it got.
ALTER TABLE visit_slots ADD COLUMN window_start TEXT;
ALTER TABLE visit_slots ADD COLUMN window_end TEXT;
ALTER TABLE visit_moves ADD COLUMN from_window_start TEXT;
ALTER TABLE visit_moves ADD COLUMN from_window_end TEXT;
ALTER TABLE visit_moves ADD COLUMN to_window_start TEXT;
ALTER TABLE visit_moves ADD COLUMN to_window_end TEXT;
