-- The owner's alerts about what a homeowner did on their request's page (worker/alerts/alertOwner.ts).
-- Each action (a note, an addition of photos, the withdrawal, a visit confirmed) waits here until an
-- alert has told it, then its row is deleted: waiting (in its lead's window, or for the run after it),
-- sending (claimed by one sender at claimed_at, so a dead sender's claim lapses) or hour (above the
-- hourly ceiling: told in the one alert after the clock hour digest_hour).
CREATE TABLE owner_updates (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('note', 'photos', 'withdrawn', 'visit')),
  at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'sending', 'hour')),
  claimed_at INTEGER,
  digest_hour INTEGER
);

CREATE INDEX owner_updates_by_lead ON owner_updates (lead_id, status);
CREATE INDEX owner_updates_by_status ON owner_updates (status, digest_hour);

-- Each lead's window: when it last opened (epoch milliseconds), with an alert about the homeowner's
-- actions (or, above the ceiling, their turn in the hour's one alert). Further actions within 10 minutes
-- are gathered into one alert, which the first scheduled run after the window sends.
CREATE TABLE owner_update_windows (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  opened_at INTEGER NOT NULL
);

-- The devices' cap removes the least recently used: the later of when a device last posted its
-- subscription (turned alerts on) and when a push last reached it (last_sent_at).
ALTER TABLE push_subscriptions ADD COLUMN subscribed_at TEXT NOT NULL DEFAULT '';
UPDATE push_subscriptions SET subscribed_at = created_at;
