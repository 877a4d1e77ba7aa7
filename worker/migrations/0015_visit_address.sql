-- Visits the builder can turn up to (worker/visits/).
--
-- The visit's address: once the homeowner has confirmed a time, their page asks where to come (an
-- address line, a postcode, access notes such as parking or a side gate). Kept on the slot, so it goes
-- with the lead through visit_slots' ON DELETE CASCADE (erasure and retention), and a cancelled visit's
-- address stays with it in the lead's record until then.
ALTER TABLE visit_slots ADD COLUMN address_line TEXT;
ALTER TABLE visit_slots ADD COLUMN address_postcode TEXT;
ALTER TABLE visit_slots ADD COLUMN access_notes TEXT;
ALTER TABLE visit_slots ADD COLUMN address_at TEXT;

-- "None of these times suit me": the open slots the homeowner declined, closed at that moment, with
-- their optional line (the same on each slot of the proposal).
ALTER TABLE visit_slots ADD COLUMN declined_at TEXT;
ALTER TABLE visit_slots ADD COLUMN decline_note TEXT;

-- Each move of a visit, with the time it had before and the time it was moved to: the history says
-- "moved by us to …", and the .ics's SEQUENCE is the number of moves. Goes with its slot (and so with
-- the lead) by cascade.
CREATE TABLE visit_moves (
  id INTEGER PRIMARY KEY,
  slot_id INTEGER NOT NULL REFERENCES visit_slots (id) ON DELETE CASCADE,
  from_date TEXT NOT NULL,
  from_part TEXT NOT NULL,
  from_at TEXT,
  to_date TEXT NOT NULL,
  to_part TEXT NOT NULL,
  to_at TEXT,
  moved_at TEXT NOT NULL
);

CREATE INDEX visit_moves_by_slot ON visit_moves (slot_id, id);

-- The owner's choice to have the street line and access notes in the calendar feed: off by default,
-- since a phone calendar keeps a copy of every event it fetched.
ALTER TABLE calendar_feed ADD COLUMN with_address INTEGER NOT NULL DEFAULT 0;

-- The owner is alerted when the homeowner declines the proposed times (kind 'visitDeclined'). SQLite
-- cannot change a CHECK constraint in place, so owner_updates is made again with the new kind and its
-- rows copied, as 0010 did for request_events. Nothing references owner_updates.
CREATE TABLE owner_updates_new (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('note', 'photos', 'withdrawn', 'visit', 'visitDeclined')),
  at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'sending', 'hour')),
  claimed_at INTEGER,
  digest_hour INTEGER,
  words TEXT NOT NULL DEFAULT ''
);

INSERT INTO owner_updates_new (id, lead_id, kind, at, status, claimed_at, digest_hour, words)
SELECT id, lead_id, kind, at, status, claimed_at, digest_hour, words FROM owner_updates;

DROP TABLE owner_updates;
ALTER TABLE owner_updates_new RENAME TO owner_updates;

CREATE INDEX owner_updates_by_lead ON owner_updates (lead_id, status);
CREATE INDEX owner_updates_by_status ON owner_updates (status, digest_hour);
