-- Site visits (worker/visits/): the owner proposes one to three slots on a lead, the homeowner
-- confirms one on the request's page, and the owner may cancel or move it.
--
-- A slot is a London date and a part of the day: the morning (opening time to 12:00), the
-- afternoon (12:00 to closing) or an exact time (`at`, HH:MM, an hour long); the hours are
-- business.json's. A new proposal closes the open ones (closed_at); a cancelled visit keeps
-- its row with cancelled_at; a moved one keeps its row with the new time and moved_at.
--
-- A lead's slots go with it through ON DELETE CASCADE, as its request page's links and events do
-- (0010_request_photos.sql): D1 always enforces foreign keys, so erasure and retention rely on it,
-- and tests/worker/api/requestPage.test.ts fails without it.
CREATE TABLE visit_slots (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  part TEXT NOT NULL CHECK (part IN ('am', 'pm', 'at')),
  at TEXT,
  proposed_at TEXT NOT NULL,
  closed_at TEXT,
  confirmed_at TEXT,
  cancelled_at TEXT,
  moved_at TEXT,
  CHECK ((part = 'at') = (at IS NOT NULL))
);

CREATE INDEX visit_slots_by_lead ON visit_slots (lead_id, proposed_at);
CREATE INDEX visit_slots_by_date ON visit_slots (date) WHERE confirmed_at IS NOT NULL AND cancelled_at IS NULL;

-- One confirmed visit per lead, whatever the code does: two confirmations at once cannot both stand.
CREATE UNIQUE INDEX one_confirmed_visit ON visit_slots (lead_id) WHERE confirmed_at IS NOT NULL AND cancelled_at IS NULL;

-- The owner's calendar feed (/calendar/<token>.ics, outside Access): one secret address, kept in
-- plain so the app's settings can show it, and replaced there (the old address then answers 404).
CREATE TABLE calendar_feed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  token TEXT NOT NULL,
  created_at TEXT NOT NULL
);

INSERT INTO calendar_feed (id, token, created_at)
VALUES (1, lower(hex(randomblob(32))), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
