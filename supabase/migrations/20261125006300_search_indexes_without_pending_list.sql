-- The admin's search indexes of assessment requests, written before their merge beside the other
-- search indexes, get the setting every trigram index here has (docs/architecture.md, the admin's
-- search: no pending list, so a search after a burst of inserts never scans one;
-- tests/integration/searchPlans.test.ts checks every index).
alter index public.assessment_requests_parent_name_trgm_idx set (fastupdate = off);
alter index public.assessment_requests_phone_trgm_idx set (fastupdate = off);
