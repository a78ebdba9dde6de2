-- The site's freshness (issue 25, item 3): staff may ask the static host for a rebuild through the
-- rebuild-site Edge Function, at most once a minute. The database decides the limit, so two
-- functions, two tabs or a retried request cannot call the build hook twice within the minute.

create table private.site_rebuilds (
  -- One row: when the last rebuild was asked for, and by whom (null: the batching job).
  id boolean primary key default true check (id),
  requested_at timestamptz not null,
  requested_by uuid
);
revoke all on private.site_rebuilds from public, anon, authenticated;

-- Claims the minute's rebuild: true (and recorded) when none was asked for in the last minute,
-- false otherwise. Staff only (admin or editor); the service role (the batching job) too.
create or replace function public.claim_site_rebuild() returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed boolean;
begin
  if not (public.is_staff() or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Only staff can rebuild the site.' using errcode = '42501';
  end if;
  insert into private.site_rebuilds as r (id, requested_at, requested_by)
  values (true, now(), auth.uid())
  on conflict (id) do update
    set requested_at = excluded.requested_at, requested_by = excluded.requested_by
    where r.requested_at <= now() - interval '1 minute'
  returning true into claimed;
  return coalesce(claimed, false);
end;
$$;
revoke execute on function public.claim_site_rebuild() from public, anon, authenticated;
grant execute on function public.claim_site_rebuild() to authenticated, service_role;

-- When the last rebuild was asked for (null: never), for the dashboard and the batching job.
create or replace function public.last_site_rebuild() returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select case when public.is_staff() or coalesce(auth.role(), '') = 'service_role'
    then (select requested_at from private.site_rebuilds) end;
$$;
revoke execute on function public.last_site_rebuild() from public, anon, authenticated;
grant execute on function public.last_site_rebuild() to authenticated, service_role;
