-- A won lead is a job (issue 50): in progress from the moment it was won (a quote accepted, or the owner
-- marking it won), completed when the owner or the homeowner says so. leads.won_at is that moment, set
-- wherever the status becomes 'won' (quotes/queries.ts on acceptance, leads/queries.ts by hand); a lead
-- won before this migration takes its last change as the nearest record there is.
ALTER TABLE leads ADD COLUMN won_at TEXT;
UPDATE leads SET won_at = updated_at WHERE status = 'won';

-- A review from a finished job (worker/reviews/). One invitation per completed job, the same for every
-- job: opened when the job is completed (a contract cancelled in its cooling-off period is no job and
-- gets none), sent from the owner's phone (the app records that it was, and how), reminded once.
CREATE TABLE review_invitations (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  opened_at TEXT NOT NULL,
  sent_at TEXT,
  sent_via TEXT CHECK (sent_via IN ('share', 'whatsapp', 'sms', 'email')),
  reminded_at TEXT
);

-- One review per job, written through the job's own link ("Verified customer"). What the review shows
-- of the job (its work type, its district when the homeowner chose to show it, the month completed) is
-- kept as written, so the review reads the same whatever later happens to the lead's other records.
-- The owner's one public reply sits beside it. The owner cannot edit or hide a review.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body TEXT NOT NULL,
  -- How the name appears: the first name and the surname's initial ("Priya S."), or "A homeowner".
  name_style TEXT NOT NULL CHECK (name_style IN ('initial', 'anonymous')),
  name_shown TEXT NOT NULL,
  district TEXT,
  work_type TEXT NOT NULL,
  completed_month TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  reply TEXT,
  replied_at TEXT
);
CREATE INDEX reviews_newest ON reviews (created_at DESC);

-- The evidence a review keeps while it is shown: each version as the homeowner wrote it (the first
-- included), with when. It goes with the review.
CREATE TABLE review_versions (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL,
  body TEXT NOT NULL,
  name_shown TEXT NOT NULL,
  district TEXT,
  written_at TEXT NOT NULL
);

-- A review removed, counted on the reviews section with its reason: only those the policy names
-- (personal data, abuse, unlawful content), deleted at the customer's request (their own delete, or the
-- lead's erasure), or gone with its request at the end of the retention period. Nothing of the review
-- itself is kept.
CREATE TABLE review_removals (
  id INTEGER PRIMARY KEY,
  reason TEXT NOT NULL CHECK (reason IN ('personalData', 'abuse', 'unlawful', 'customerRequest', 'retention')),
  removed_at TEXT NOT NULL
);

-- The owner is told when the homeowner says the work is finished and when they write a review:
-- owner_updates made again with the new kinds, as 0019 did.
CREATE TABLE owner_updates_new (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (
    kind IN (
      'note', 'photos', 'withdrawn', 'visit', 'visitDeclined', 'quoteViewed', 'quoteAccepted', 'quoteDeclined',
      'quoteCancelled', 'jobFinished', 'review'
    )
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
