-- The visitor's preferred times for a site visit: comma-separated values such as
-- 2026-12-01:am,2026-12-02:pm (src/lib/visitTimes.ts), or '' for no preference.
ALTER TABLE leads ADD COLUMN visit_times TEXT NOT NULL DEFAULT '';
