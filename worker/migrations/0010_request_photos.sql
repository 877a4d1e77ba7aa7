-- Photos the homeowner adds from the request's private page (worker/request/photos.ts): each
-- addition is a request_events row of the kind 'photos' (its body the number of photos), which
-- shows in the lead's history and counts towards the page's hourly limit; the photos themselves
-- are lead_photos rows like those sent with the request.
--
-- SQLite cannot change a CHECK constraint in place, so the table is made again with the new
-- kind and its rows copied. Nothing references request_events, so dropping it breaks no key.
--
-- A lead's tokens and events go with the lead through ON DELETE CASCADE: D1 enforces foreign
-- keys in every query and a query cannot turn them off, so the cascade is what erasure and
-- retention rely on (tests/worker/api/requestPage.test.ts fails without it).
CREATE TABLE request_events_new (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('note', 'withdrawn', 'photos')),
  body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

INSERT INTO request_events_new (id, lead_id, kind, body, created_at)
SELECT id, lead_id, kind, body, created_at FROM request_events;

DROP TABLE request_events;

ALTER TABLE request_events_new RENAME TO request_events;

CREATE INDEX request_events_by_lead ON request_events (lead_id, created_at);
