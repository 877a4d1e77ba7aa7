-- The site-wide ceiling on e-mails to the owner (NOTIFY_HOURLY_CEILING): single e-mails
-- counted per clock hour (epoch milliseconds / 3,600,000). Above the ceiling a lead waits
-- for its hour's digest; rows older than a day are deleted by the scheduled run.
CREATE TABLE notify_hours (
  hour INTEGER PRIMARY KEY,
  singles INTEGER NOT NULL DEFAULT 0
);

-- The clock hour whose digest e-mail carries the lead, once that hour's ceiling was passed;
-- NULL while the lead is told in an e-mail of its own.
ALTER TABLE leads ADD COLUMN notify_digest_hour INTEGER;
