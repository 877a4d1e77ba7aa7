-- Failed lookups of a lost link (POST /request), for the locks on an e-mail address and on a
-- reference (platform/lookupLocks.ts): one row per failure and per key, the key an HMAC-SHA-256
-- (keyed with the rate limit's salt) of the normalised e-mail address or reference, so the table
-- names neither. Rows older than a day are deleted as new ones come.
CREATE TABLE lookup_failures (
  kind TEXT NOT NULL CHECK (kind IN ('email', 'reference')),
  key_hash TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE INDEX lookup_failures_by_key ON lookup_failures (key_hash, at);
CREATE INDEX lookup_failures_by_time ON lookup_failures (kind, at);

-- A lookup that matched adds a line to the lead's history ('lookup'). SQLite cannot change a CHECK
-- constraint in place, so the table is made again with the new kind and its rows copied, as 0010 did.
CREATE TABLE request_events_new (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('note', 'withdrawn', 'photos', 'lookup')),
  body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

INSERT INTO request_events_new (id, lead_id, kind, body, created_at)
SELECT id, lead_id, kind, body, created_at FROM request_events;

DROP TABLE request_events;

ALTER TABLE request_events_new RENAME TO request_events;

CREATE INDEX request_events_by_lead ON request_events (lead_id, created_at);
