-- Web Push alerts to the owner's devices (worker/lib/push*.ts).
-- Each device that turned alerts on: its PushSubscription (endpoint and keys), a label
-- for the settings page, and how its last push went. A 404 or 410 from the push service
-- deletes the row.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  last_sent_at TEXT,
  last_error TEXT
);

-- The first alert of a lead, claimed exactly once like its e-mail: pending, claimed by one
-- sender (sending, with the claim's time so a dead sender's claim lapses), sent (to every
-- device there was), or skipped (spam, and every lead stored before this migration).
-- push_digest_hour: above the hourly ceiling, the clock hour whose one alert carries it.
ALTER TABLE leads ADD COLUMN push_status TEXT NOT NULL DEFAULT 'pending'
  CHECK (push_status IN ('pending', 'sending', 'sent', 'skipped'));
ALTER TABLE leads ADD COLUMN push_claimed_at INTEGER;
ALTER TABLE leads ADD COLUMN push_next_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN push_digest_hour INTEGER;
-- The second alert (or the out-of-hours summary) for a lead nobody opened: epoch
-- milliseconds when it was claimed; set once, so there is never a third.
ALTER TABLE leads ADD COLUMN push_repeat_at INTEGER;
UPDATE leads SET push_status = 'skipped';

CREATE INDEX leads_push_due ON leads (push_status, push_next_at);

-- Single alerts counted per clock hour next to single e-mails (notifyCeiling.ts).
ALTER TABLE notify_hours ADD COLUMN pushes INTEGER NOT NULL DEFAULT 0;
