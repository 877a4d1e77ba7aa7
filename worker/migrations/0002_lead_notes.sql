-- The owner's working notes on a lead, and when the owner last changed it.
ALTER TABLE leads ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN updated_at TEXT;
