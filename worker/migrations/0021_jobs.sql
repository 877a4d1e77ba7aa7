-- A won lead's job (worker/jobs/, issue 50): the lead is a job while its status is 'won' (leads.won_at,
-- migration 0020, is when it began); this row holds what the job adds, made the first time there is
-- something to keep: the planned end the owner sets (a London date), and when and by whom it was
-- completed. A cancelled contract leaves the lead 'lost', so no job, whatever a row here says.
CREATE TABLE jobs (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  planned_end TEXT,
  completed_at TEXT,
  completed_by TEXT CHECK (completed_by IN ('owner', 'homeowner')),
  CHECK ((completed_at IS NULL) = (completed_by IS NULL))
);

-- The owner's updates on the job, shown dated and newest first on the request page: a line of text and
-- up to 6 photos. They go with the lead (cascade), as the request's own records do.
CREATE TABLE job_updates (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX job_updates_by_lead ON job_updates (lead_id, created_at);

-- An update's photos: the same pipeline and R2 bucket as the request's (photos/), their own rows so that
-- they never count in the request's room (8 photos, 25 MB), its photo counts or its gallery. lead_id is
-- kept beside the update's id so that erasure, retention and the orphan sweep (photos/store.ts) delete
-- them by the lead in one statement, returning the keys of the R2 objects to delete.
CREATE TABLE job_photos (
  id INTEGER PRIMARY KEY,
  update_id INTEGER NOT NULL REFERENCES job_updates (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  key TEXT NOT NULL UNIQUE,
  bytes INTEGER NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  position INTEGER NOT NULL,
  UNIQUE (update_id, position)
);
CREATE INDEX job_photos_by_lead ON job_photos (lead_id);
