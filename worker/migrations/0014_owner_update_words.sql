-- What a homeowner's action says in the owner's alert (worker/alerts/alertOwner.ts): a note's first
-- 80 characters, a confirmed visit's time in the words the homeowner's page showed; empty for photos
-- and the withdrawal. Deleted with its row once an alert has told it.
ALTER TABLE owner_updates ADD COLUMN words TEXT NOT NULL DEFAULT '';
