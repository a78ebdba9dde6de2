-- Staff publish with confidence (issue 25, docs/architecture.md#publishing-and-history).
--
-- 1. Draft, scheduled, published. A content table declared with private.make_publishable() gets
--    `status` (draft or published) and `publish_at`; a published row whose publish_at is still to
--    come is "scheduled". With ends = true it also gets an optional `ends_at` after which the row
--    stops showing (notices). The database decides what the public sees: a restrictive policy per
--    table lets anon and non-staff accounts read only published rows whose time has come (and has
--    not ended); staff (public.is_staff()) read every row. The restrictive policy is ANDed with the
--    table's existing read policies, so `is_active` keeps its meaning (an inactive row stays hidden).
--    Rows existing before this migration are published at their created_at.
--
-- 2. History with undo. A table declared with private.track_history() records every insert,
--    update and delete in public.change_history (who: auth.uid() and the account's e-mail; when;
--    the operation; the old and new row as jsonb). Nobody writes history through the API: the
--    trigger (security definer) appends, staff read it (editors only the rows of tables not declared
--    personal data), and public.restore_history(id) puts a row back as it was before that change,
--    with its id; the restore is itself recorded (restored_from). History older than two years is
--    removed by the retention job (a rule in private.retention_rules).
--
-- A content type added later gets both with two lines, e.g. at the merge of events:
--   select private.make_publishable('events');
--   select private.track_history('events');

create or replace function private.make_publishable(target text, ends boolean default false) returns void
language plpgsql
set search_path = ''
as $$
declare
  visible text;
begin
  if to_regclass('public.' || quote_ident(target)) is null then
    raise exception 'No table public.%', target using errcode = '42P01';
  end if;
  execute format(
    'alter table public.%I '
    'add column status text not null default ''published'' '
    '  constraint "status must be draft or published" check (status in (''draft'', ''published'')), '
    'add column publish_at timestamptz', target);
  -- Existing rows were live already: published at the time they were made, without touching
  -- updated_at (user triggers off for the backfill).
  execute format('alter table public.%I disable trigger user', target);
  execute format('update public.%I set publish_at = created_at', target);
  execute format('alter table public.%I enable trigger user', target);
  execute format(
    'alter table public.%I alter column publish_at set default now(), alter column publish_at set not null', target);
  visible := 'status = ''published'' and publish_at <= now()';
  if ends then
    execute format(
      'alter table public.%I add column ends_at timestamptz '
      '  constraint "ends_at must be after publish_at" check (ends_at > publish_at)', target);
    visible := visible || ' and (ends_at is null or ends_at > now())';
  end if;
  execute format('create index %I on public.%I (publish_at)', target || '_publish_at_idx', target);
  execute format(
    'create policy "Visitors read published %1$s only" on public.%2$I as restrictive '
    'for select to anon using (%3$s)', replace(target, '_', ' '), target, visible);
  execute format(
    'create policy "Non-staff read published %1$s only" on public.%2$I as restrictive '
    'for select to authenticated using ((%3$s) or (select public.is_staff()))', replace(target, '_', ' '), target, visible);
end;
$$;

revoke execute on function private.make_publishable(text, boolean) from public;

select private.make_publishable('news_articles');
select private.make_publishable('notices', ends => true);
select private.make_publishable('doctors');
select private.make_publishable('advisories');
select private.make_publishable('testimonials');
select private.make_publishable('photos');

-- History -----------------------------------------------------------------------------------------

create table public.change_history (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id uuid not null,
  operation text not null constraint "operation must be insert, update or delete"
    check (operation in ('insert', 'update', 'delete')),
  actor_id uuid,
  actor_email text,
  changed_at timestamptz not null default now(),
  old_row jsonb,
  new_row jsonb,
  -- The history row this change restored (public.restore_history), or null.
  restored_from bigint,
  -- Declared per table (private.track_history): editors read only rows where this is false.
  personal_data boolean not null default false
);
create index change_history_row_idx on public.change_history (table_name, row_id, changed_at desc, id desc);
create index change_history_changed_at_idx on public.change_history (changed_at);

comment on table public.change_history is
  'Append-only: written by the private.record_history() trigger only; staff read it; nobody updates or deletes it through the API.';

revoke all on public.change_history from anon, authenticated, service_role;
grant select on public.change_history to authenticated, service_role;
revoke all on sequence public.change_history_id_seq from anon, authenticated, service_role;

alter table public.change_history enable row level security;

create policy "Staff read history, editors of content only" on public.change_history
  for select to authenticated
  using ((select public.is_admin()) or (not personal_data and (select public.is_staff())));
create policy "The service role reads history" on public.change_history
  for select to service_role using (true);

create or replace function private.record_history() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  before_row jsonb;
  after_row jsonb;
begin
  if tg_op <> 'INSERT' then
    before_row := to_jsonb(old);
  end if;
  if tg_op <> 'DELETE' then
    after_row := to_jsonb(new);
  end if;
  -- An update that changes nothing but updated_at is not a change.
  if tg_op = 'UPDATE' and before_row - 'updated_at' = after_row - 'updated_at' then
    return null;
  end if;
  insert into public.change_history
    (table_name, row_id, operation, actor_id, actor_email, old_row, new_row, restored_from, personal_data)
  values (
    tg_table_name,
    (coalesce(after_row, before_row) ->> 'id')::uuid,
    lower(tg_op),
    actor,
    (select u.email from auth.users u where u.id = actor),
    before_row,
    after_row,
    nullif(current_setting('app.restoring_history', true), '')::bigint,
    coalesce(tg_argv[0]::boolean, false)
  );
  return null;
end;
$$;

revoke execute on function private.record_history() from public;

create or replace function private.track_history(target text, personal_data boolean default false) returns void
language plpgsql
set search_path = ''
as $$
begin
  if to_regclass('public.' || quote_ident(target)) is null then
    raise exception 'No table public.%', target using errcode = '42P01';
  end if;
  execute format(
    'create trigger %I after insert or update or delete on public.%I '
    'for each row execute function private.record_history(%L)',
    target || '_record_history', target, personal_data::text);
end;
$$;

revoke execute on function private.track_history(text, boolean) from public;

select private.track_history('news_articles');
select private.track_history('notices');
select private.track_history('doctors');
select private.track_history('advisories');
select private.track_history('testimonials');
select private.track_history('photos');
select private.track_history('pages');

-- Puts the row back as it was before the change `history_id` recorded: a deleted row comes back
-- with its id (and created_at), an updated row gets its old values, a created row is deleted.
-- Security definer so the row keeps its id (private.keep_server_columns gives client inserts a new
-- one); it checks the caller's role itself: staff for content, admins for personal data.
create or replace function public.restore_history(history_id bigint) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  h public.change_history;
  columns text;
  still_there boolean;
begin
  if not public.is_staff() then
    raise exception 'Only staff can restore a change' using errcode = '42501';
  end if;
  select * into h from public.change_history where id = history_id;
  if not found or (h.personal_data and not public.is_admin()) then
    raise exception 'No change with this id' using errcode = 'P0002';
  end if;
  if not exists (
    select 1 from information_schema.triggers t
    where t.event_object_schema = 'public' and t.event_object_table = h.table_name
      and t.trigger_name = h.table_name || '_record_history'
  ) then
    raise exception 'This table keeps no history' using errcode = '22023';
  end if;
  perform set_config('app.restoring_history', h.id::text, true);
  if h.old_row is null then
    execute format('delete from public.%I where id = $1', h.table_name) using h.row_id;
  else
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
      from pg_catalog.pg_attribute a
      where a.attrelid = ('public.' || quote_ident(h.table_name))::regclass
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attname <> 'id';
    execute format('select exists (select 1 from public.%I where id = $1)', h.table_name)
      into still_there using h.row_id;
    if not still_there then
      execute format(
        'insert into public.%1$I (id, %2$s) select id, %2$s from jsonb_populate_record(null::public.%1$I, $1)',
        h.table_name, columns) using h.old_row;
    else
      execute format(
        'update public.%1$I set (%2$s) = (select %2$s from jsonb_populate_record(null::public.%1$I, $1)) where id = $2',
        h.table_name, columns) using h.old_row, h.row_id;
    end if;
  end if;
  perform set_config('app.restoring_history', '', true);
end;
$$;

revoke execute on function public.restore_history(bigint) from public, anon, authenticated, service_role;
grant execute on function public.restore_history(bigint) to authenticated;

-- Two years of history is enough to see who changed what and undo a mistake; older rows go.
insert into private.retention_rules (name, table_name, expired) values
  ('Change history older than 2 years', 'change_history', 'changed_at < now() - interval ''2 years''');
