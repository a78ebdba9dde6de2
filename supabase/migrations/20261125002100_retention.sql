-- Retention that runs itself (docs/architecture.md#retention, issue 23): every rule in one table,
-- private.retention_rules, one row per rule; one job, public.apply_retention(), deletes the rows
-- past each rule and logs how many it removed per rule in public.retention_log, which admins read.
-- The job's counts go to the scheduler's log too (the local backend's console, cron.job_run_details).
-- Locally the backend runs the job (supabase/local/retention.ts); a hosted project runs it with
-- pg_cron (supabase/hosted/retention.sql).
--
-- Adding a rule for a new table is one row, e.g. at the merge of assessment requests:
--   insert into private.retention_rules (name, table_name, expired) values
--     ('Assessment requests closed more than 24 months ago', 'assessment_requests',
--      'closed_at < now() - interval ''24 months''');

-- When a message was marked handled: the 24 months run from then. Set by the database only
-- (staff may update `handled` alone); back to null when staff mark it unhandled again. Messages
-- already handled before this migration count from now: nothing is deleted before its time.
alter table public.contact_messages add column handled_at timestamptz;
update public.contact_messages set handled_at = now() where handled;
alter table public.contact_messages add constraint "handled_at is set exactly when handled"
  check ((handled_at is not null) = handled);

-- Clients (staff through the API) never choose it; the service role and migrations may (demo
-- data, tests that move the clock).
create or replace function private.stamp_handled_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.handled then
    new.handled_at := null;
  elsif current_user in ('anon', 'authenticated') then
    new.handled_at := case when tg_op = 'UPDATE' and old.handled then old.handled_at else now() end;
  elsif new.handled_at is null then
    new.handled_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function private.stamp_handled_at() from public;

create trigger contact_messages_stamp_handled_at before insert or update on public.contact_messages
  for each row execute function private.stamp_handled_at();

create index contact_messages_handled_at_idx on public.contact_messages (handled_at) where handled;
create index staff_notifications_sent_at_idx on public.staff_notifications (sent_at) where sent_at is not null;

-- The last day of the assessment year in which a gift made on `gift_date` is assessed: the
-- financial year runs 1 April to 31 March, and its assessment year is the one after it. A gift
-- on 10 May 2026 (financial year 2026-27) is assessed in 2027-28, which ends on 31 March 2028.
create or replace function private.assessment_year_end(gift_date date) returns date
language sql
immutable
set search_path = ''
as $$
  select make_date(
    extract(year from gift_date)::integer - (case when extract(month from gift_date) < 4 then 1 else 0 end) + 2,
    3,
    31
  );
$$;

revoke execute on function private.assessment_year_end(date) from public;

-- The last day a receipt request is kept: ten years after the end of that assessment year.
create or replace function private.receipt_request_kept_until(gift_date date) returns date
language sql
immutable
set search_path = ''
as $$
  select (private.assessment_year_end(gift_date) + interval '10 years')::date;
$$;

revoke execute on function private.receipt_request_kept_until(date) from public;

-- Today in Prayagraj: a date rule turns over at midnight there, not in UTC.
create or replace function private.today_in_india() returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'Asia/Kolkata')::date;
$$;

revoke execute on function private.today_in_india() from public;

-- One row per rule: `expired` is an SQL condition on the rows of public.<table_name> that are
-- past the rule, evaluated by apply_retention() at the time it runs.
create table private.retention_rules (
  name text primary key constraint "name must be 1 to 200 characters" check (name ~ '\S' and char_length(name) <= 200),
  table_name text not null constraint "table_name must be a table of the public schema"
    check (to_regclass('public.' || quote_ident(table_name)) is not null),
  expired text not null
);

revoke all on private.retention_rules from public;

insert into private.retention_rules (name, table_name, expired) values
  ('Contact messages handled more than 24 months ago', 'contact_messages',
   'handled and handled_at < now() - interval ''24 months'''),
  ('Receipt requests ten years after the end of the assessment year of the gift', 'receipt_requests',
   'private.receipt_request_kept_until(gift_date) < private.today_in_india()'),
  ('Alert e-mails sent more than 90 days ago', 'staff_notifications',
   'sent_at < now() - interval ''90 days''');

-- What each run removed, per rule: admins read it (Settings), nobody writes it through the API.
create table public.retention_log (
  id bigint generated always as identity primary key,
  ran_at timestamptz not null default now(),
  rule text not null,
  table_name text not null,
  removed integer not null constraint "removed must be 0 or more" check (removed >= 0)
);
create index retention_log_ran_at_idx on public.retention_log (ran_at desc);
-- Only apply_retention() (its owner) draws ids: hosted's default privileges would give every role USAGE.
revoke all on sequence public.retention_log_id_seq from anon, authenticated, service_role;

alter table public.retention_log enable row level security;
revoke all on public.retention_log from anon, authenticated;
grant select on public.retention_log to authenticated;
revoke all on public.retention_log from service_role;
grant select on public.retention_log to service_role;

create policy "Admins read the retention log" on public.retention_log
  for select to authenticated using ((select public.is_admin()));

-- Deletes what every rule says is past its time, one rule after the other in one transaction, and
-- answers each rule's count. The log gets a row for each rule that removed something (a quiet
-- hour leaves no trace, so an idle project's log stays short and a fresh one empty). Runs as its
-- owner, for the scheduler (the local backend, pg_cron) and the service role only.
create or replace function public.apply_retention()
returns table (rule text, table_name text, removed integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  n integer;
  moment constant timestamptz := now();
begin
  -- Two runs at once (a slow one and the next) take turns rather than count each other's rows.
  perform pg_advisory_xact_lock(23, 1);
  for r in select x.name, x.table_name, x.expired from private.retention_rules x order by x.name loop
    execute format('delete from public.%I where %s', r.table_name, r.expired);
    get diagnostics n = row_count;
    if n > 0 then
      insert into public.retention_log (ran_at, rule, table_name, removed) values (moment, r.name, r.table_name, n);
    end if;
    rule := r.name;
    table_name := r.table_name;
    removed := n;
    return next;
  end loop;
end;
$$;

revoke execute on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

-- Photos leave no orphan files (consent withdrawn: staff delete the photo). A deleted row's files
-- in the `media` bucket that no other row uses are queued here, in the delete's transaction, and
-- the same job removes them through Storage's API (SQL may not delete Storage's objects).
create table private.media_removals (
  path text primary key,
  queued_at timestamptz not null default now(),
  -- On a hosted project, pg_net's id for the call awaiting its answer (supabase/hosted/retention.sql).
  request_id bigint
);

revoke all on private.media_removals from public;

-- The object path of a public URL of the `media` bucket, or null for any other URL.
create or replace function private.media_object_path(url text) returns text
language sql
immutable
set search_path = ''
as $$
  select substring(url from '/storage/v1/object/public/media/([^?#]+)$');
$$;

revoke execute on function private.media_object_path(text) from public;

-- Whether any row of the tables with images still shows the object at `path`.
create or replace function private.media_in_use(path text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.photos p
      where private.media_object_path(p.image_url) = path or private.media_object_path(p.image_small_url) = path)
    or exists (select 1 from public.doctors d
      where private.media_object_path(d.image_url) = path or private.media_object_path(d.image_small_url) = path)
    or exists (select 1 from public.advisories a
      where private.media_object_path(a.image_url) = path or private.media_object_path(a.image_small_url) = path)
    or exists (select 1 from public.news_articles n
      where private.media_object_path(n.image_url) = path or private.media_object_path(n.image_small_url) = path);
$$;

revoke execute on function private.media_in_use(text) from public;

create or replace function private.queue_media_removals() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  path text;
begin
  foreach path in array array[private.media_object_path(old.image_url), private.media_object_path(old.image_small_url)] loop
    if path is not null and not private.media_in_use(path) then
      insert into private.media_removals (path) values (path) on conflict do nothing;
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function private.queue_media_removals() from public;

create trigger photos_queue_media_removals after delete on public.photos
  for each row execute function private.queue_media_removals();
create trigger doctors_queue_media_removals after delete on public.doctors
  for each row execute function private.queue_media_removals();
create trigger advisories_queue_media_removals after delete on public.advisories
  for each row execute function private.queue_media_removals();
create trigger news_articles_queue_media_removals after delete on public.news_articles
  for each row execute function private.queue_media_removals();
