-- Written quotes (worker/quotes/): the owner's draft, each sent version frozen, what happened to them,
-- and the homeowner's acceptance, the contract's record.
--
-- One quote per lead, written as a draft (the form's fields as JSON, saved as it is written). "Send" makes
-- the draft the next version: its snapshot (the quote with the trader's and the homeowner's details as
-- they stood) and that snapshot's SHA-256 are never changed. The version counts as sent, and the
-- homeowner's page shows it, only once the owner confirms it went (sent_at). The quote, its versions
-- and its events go with the lead (erasure and retention) through the cascade.
CREATE TABLE quotes (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  draft TEXT NOT NULL,
  draft_saved_at TEXT NOT NULL,
  -- The last version the homeowner's page showed them, for "changed since you last looked".
  seen_version INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE quote_versions (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  snapshot TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  expires_on TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  sent_by TEXT CHECK (sent_by IN ('share', 'download')),
  UNIQUE (quote_id, version),
  CHECK ((sent_at IS NULL) = (sent_by IS NULL))
);

-- What happened to a quote, in its history: viewed (the first document navigation to a sent version),
-- declined (with the homeowner's reason), reminders to the owner at 3 and 7 days (words '3', '7'), and
-- the confirmation PDF sent. Sent, accepted, cancelled and expired are read from their own records.
CREATE TABLE quote_events (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('viewed', 'declined', 'reminded', 'confirmationSent')),
  words TEXT NOT NULL DEFAULT '',
  at TEXT NOT NULL
);

CREATE INDEX quote_events_by_quote ON quote_events (quote_id, id);
-- The owner is told of the first view once, and of each reminder once.
CREATE UNIQUE INDEX quote_events_viewed_once ON quote_events (quote_id) WHERE kind = 'viewed';
CREATE UNIQUE INDEX quote_events_reminded_once ON quote_events (quote_id, version, words) WHERE kind = 'reminded';

-- The homeowner's acceptance: a contract record. It keeps its own copy of the version accepted (snapshot
-- and SHA-256) and the lead's reference, so it outlives the lead: an erasure request does not remove it
-- (UK GDPR art. 17(3)(b) and (e)), the quote's row going sets quote_id to NULL, and retention deletes it
-- six years after the contract ends (Limitation Act 1980 s.5; HMRC's six years for VAT records).
-- One per quote: two acceptances sent at once give one (the unique quote_id).
CREATE TABLE quote_acceptances (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER UNIQUE REFERENCES quotes (id) ON DELETE SET NULL,
  reference TEXT NOT NULL,
  version INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  options TEXT NOT NULL,
  gross_pence INTEGER NOT NULL,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  early_start INTEGER NOT NULL CHECK (early_start IN (0, 1)),
  user_agent TEXT NOT NULL,
  accepted_at TEXT NOT NULL,
  -- The last day (London) to cancel; NULL when the owner recorded the work as a new building (reg 6(1)(e)).
  cancel_by TEXT,
  cancelled_at TEXT,
  cancelled_via TEXT CHECK (cancelled_via IN ('page', 'phone', 'email', 'letter')),
  cancellation_recorded_at TEXT,
  confirmation_sent_at TEXT,
  -- When the contract ended (cancelled; completed, once jobs are recorded): retention counts from here.
  ended_at TEXT,
  CHECK ((cancelled_at IS NULL) = (cancelled_via IS NULL))
);

-- The owner's saved lines, reused across quotes (a small library, editable in the app).
CREATE TABLE quote_saved_lines (
  id INTEGER PRIMARY KEY,
  description TEXT NOT NULL,
  unit TEXT NOT NULL DEFAULT '',
  unit_price_pence INTEGER NOT NULL,
  vat_rate INTEGER CHECK (vat_rate IN (20, 5, 0)),
  created_at TEXT NOT NULL
);

-- The owner is alerted when the homeowner views, accepts, declines or cancels a quote: owner_updates
-- made again with the new kinds, as 0015 did.
CREATE TABLE owner_updates_new (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (
    kind IN ('note', 'photos', 'withdrawn', 'visit', 'visitDeclined', 'quoteViewed', 'quoteAccepted', 'quoteDeclined', 'quoteCancelled')
  ),
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
