-- Retention of assessment requests (README, "Assessment requests, and how long a child's details
-- are kept"): a request closed more than 24 months ago is deleted. This is the rule only; what runs
-- it on a schedule (the local dispatcher, pg_cron on a hosted project) is the retention mechanism
-- the other retention rules share, wired at merge. Returns how many requests it deleted.
create or replace function private.delete_expired_assessment_requests() returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.assessment_requests
    where status = 'closed' and closed_at < now() - interval '24 months'
    returning 1
  )
  select count(*)::integer from gone;
$$;

revoke execute on function private.delete_expired_assessment_requests() from public, anon, authenticated;
grant execute on function private.delete_expired_assessment_requests() to service_role;
