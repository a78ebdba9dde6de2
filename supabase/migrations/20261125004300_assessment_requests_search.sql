-- The admin searches assessment requests by the parent's name and phone (src/admin/resources/
-- assessmentRequests.ts): trigram indexes, as every searched column of every resource has
-- (tests/integration/searchIndexes.test.ts).
create index assessment_requests_parent_name_trgm_idx
  on public.assessment_requests using gin (parent_name extensions.gin_trgm_ops);
create index assessment_requests_phone_trgm_idx
  on public.assessment_requests using gin (phone extensions.gin_trgm_ops);
