-- A person's data on request (docs/architecture.md#privacy-requests, issue 23). One declared list of
-- the columns that hold personal data, private.personal_data_columns, drives the search, the
-- export and the erasure: admins type an e-mail address or a phone number in Settings -> Privacy
-- requests and see every row holding it, export them, or erase them. Rows a law says to keep
-- (private.erasure_holds) are kept and marked instead, with the reason. Every action is recorded in
-- public.privacy_request_log, which admins read and nobody changes through the API.
--
-- The list is mirrored in src/admin/privacy/personalData.ts; tests keep the two equal, and a unit
-- test fails when a table gains a column named like personal data that neither declares nor
-- excludes. Adding a table is one row per column here, e.g. at the merge of assessment requests:
--   insert into private.personal_data_columns values ('assessment_requests', 'parent_email', 'email'), ...

create table private.personal_data_columns (
  table_name text not null,
  column_name text not null,
  kind text not null constraint "kind must be email, phone, name, pan, address or free_text"
    check (kind in ('email', 'phone', 'name', 'pan', 'address', 'free_text')),
  primary key (table_name, column_name)
);

revoke all on private.personal_data_columns from public;

insert into private.personal_data_columns (table_name, column_name, kind) values
  ('contact_messages', 'name', 'name'),
  ('contact_messages', 'email', 'email'),
  ('contact_messages', 'email_key', 'email'),
  ('contact_messages', 'phone', 'phone'),
  ('contact_messages', 'message', 'free_text'),
  ('receipt_requests', 'donor_name', 'name'),
  ('receipt_requests', 'pan', 'pan'),
  ('receipt_requests', 'address', 'address'),
  ('receipt_requests', 'email', 'email'),
  ('receipt_requests', 'phone', 'phone'),
  ('receipt_requests', 'transaction_reference', 'free_text'),
  ('alert_recipients', 'email', 'email'),
  ('staff_notifications', 'recipient', 'email');

-- Rows an erasure keeps while `held_until` (an SQL expression on the table's columns, a date) is
-- today or later, and why. One row per table.
create table private.erasure_holds (
  table_name text primary key,
  held_until text not null,
  reason text not null
);

revoke all on private.erasure_holds from public;

insert into private.erasure_holds (table_name, held_until, reason) values
  ('receipt_requests', 'private.receipt_request_kept_until(gift_date)',
   'An 80G receipt request is a record of a tax-deductible donation, which the foundation must keep '
   || 'for ten years after the end of the assessment year of the gift. It is deleted automatically then.');

-- Rows kept by a hold although someone asked for their erasure: shown in the search with the reason.
create table private.erasure_marks (
  table_name text not null,
  row_id text not null,
  requested_at timestamptz not null default now(),
  primary key (table_name, row_id)
);

revoke all on private.erasure_marks from public;

-- Every search, export and erasure: who, when, what (the action and the address or number asked
-- about, which the record needs to show that the request was answered), and how many rows.
create table public.privacy_request_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  staff_id uuid,
  staff_email text,
  action text not null constraint "action must be search, export or erase" check (action in ('search', 'export', 'erase')),
  query text not null,
  format text constraint "format must be json or csv" check (format in ('json', 'csv')),
  rows integer not null constraint "rows must be 0 or more" check (rows >= 0),
  kept integer not null default 0 constraint "kept must be 0 or more" check (kept >= 0)
);
create index privacy_request_log_at_idx on public.privacy_request_log (at desc);
-- Only the privacy RPCs (their owner) draw ids: hosted's default privileges would give every role USAGE.
revoke all on sequence public.privacy_request_log_id_seq from anon, authenticated, service_role;

alter table public.privacy_request_log enable row level security;
revoke all on public.privacy_request_log from anon, authenticated;
grant select on public.privacy_request_log to authenticated;
revoke all on public.privacy_request_log from service_role;
grant select on public.privacy_request_log to service_role;

create policy "Admins read the privacy request log" on public.privacy_request_log
  for select to authenticated using ((select public.is_admin()));

-- A phone number as the search compares it: its digits, the last ten when there are more (+91 and
-- a leading 0 drop away); null when fewer than six digits.
create or replace function private.phone_key(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when length(d) >= 10 then right(d, 10)
    when length(d) >= 6 then d
  end
  from (select regexp_replace(coalesce(value, ''), '\D', '', 'g') as d) as digits;
$$;

revoke execute on function private.phone_key(text) from public;

-- The kind ('email' or 'phone') and the key of what staff typed; refused when it is neither.
create or replace function private.privacy_query(query text, out kind text, out key text)
language plpgsql
immutable
set search_path = ''
as $$
begin
  if query is not null and position('@' in query) > 0 then
    kind := 'email';
    key := lower(btrim(query));
  else
    kind := 'phone';
    key := private.phone_key(query);
  end if;
  if key is null or key = '' then
    raise exception 'Type an e-mail address or a phone number (at least six digits).' using errcode = '22023';
  end if;
end;
$$;

revoke execute on function private.privacy_query(text) from public;

-- The SQL condition that a row of `target` holds the key, over its declared columns of that kind;
-- null when the table has none.
create or replace function private.privacy_condition(target text, kind text) returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(
    case kind
      when 'email' then format('lower(btrim(t.%I)) = $1', c.column_name)
      else format('private.phone_key(t.%I) = $1', c.column_name)
    end,
    ' or ' order by c.column_name)
  from private.personal_data_columns c
  where c.table_name = target and c.kind = privacy_condition.kind;
$$;

revoke execute on function private.privacy_condition(text, text) from public;

create or replace function private.require_admin() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can answer privacy requests.' using errcode = '42501';
  end if;
end;
$$;

revoke execute on function private.require_admin() from public;

create or replace function private.log_privacy_request(action text, query text, format text, rows integer, kept integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.privacy_request_log (staff_id, staff_email, action, query, format, rows, kept)
  select (select auth.uid()), (select u.email from auth.users u where u.id = (select auth.uid())),
    action, btrim(query), format, rows, kept;
$$;

revoke execute on function private.log_privacy_request(text, text, text, integer, integer) from public;

-- Every row of every declared table that holds the address or number: the whole row, and when a
-- hold keeps it from erasure, until when, why, and whether its erasure was asked for.
create or replace function private.personal_data_rows(query text)
returns table (table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  q record;
  t record;
  condition text;
begin
  select * into q from private.privacy_query(query);
  for t in
    select distinct c.table_name, h.held_until, h.reason
    from private.personal_data_columns c
    left join private.erasure_holds h on h.table_name = c.table_name
    order by c.table_name
  loop
    condition := private.privacy_condition(t.table_name, q.kind);
    continue when condition is null;
    return query execute format(
      'select %L::text, t.id::text, to_jsonb(t), %s, %s, m.requested_at
       from public.%I t
       left join private.erasure_marks m on m.table_name = %L and m.row_id = t.id::text
       where %s
       order by t.id',
      t.table_name,
      coalesce('(' || t.held_until || ')::date', 'null::date'),
      case when t.held_until is null then 'null::text'
        else format('case when (%s) >= private.today_in_india() then %L end', t.held_until, t.reason) end,
      t.table_name, t.table_name, condition)
    using q.key;
  end loop;
end;
$$;

revoke execute on function private.personal_data_rows(text) from public;

-- Settings -> Privacy requests: look (logged as a search) and export (logged with its format).
create or replace function public.find_personal_data(query text)
returns table (table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_rows integer;
begin
  perform private.require_admin();
  return query select * from private.personal_data_rows(query);
  get diagnostics found_rows = row_count;
  perform private.log_privacy_request('search', query, null, found_rows, 0);
end;
$$;

create or replace function public.export_personal_data(query text, format text)
returns table (table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_rows integer;
begin
  perform private.require_admin();
  if format is null or format not in ('json', 'csv') then
    raise exception 'The format must be json or csv.' using errcode = '22023';
  end if;
  return query select * from private.personal_data_rows(query);
  get diagnostics found_rows = row_count;
  perform private.log_privacy_request('export', query, format, found_rows, 0);
end;
$$;

-- Erases every row holding the address or number, in every declared table, except rows a hold
-- keeps: those are marked (the search shows it) and counted as kept, with the reason. The
-- confirmation is the address or number typed again.
create or replace function public.erase_personal_data(query text, confirmation text)
returns table (table_name text, erased integer, kept integer, reason text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  q record;
  t record;
  condition text;
  held text;
  total_erased integer := 0;
  total_kept integer := 0;
begin
  perform private.require_admin();
  select * into q from private.privacy_query(query);
  if confirmation is null or lower(btrim(confirmation)) <> lower(btrim(query)) then
    raise exception 'Type the e-mail address or phone number again, exactly as searched, to confirm.'
      using errcode = '22023';
  end if;
  for t in
    select distinct c.table_name, h.held_until, h.reason
    from private.personal_data_columns c
    left join private.erasure_holds h on h.table_name = c.table_name
    order by c.table_name
  loop
    condition := private.privacy_condition(t.table_name, q.kind);
    continue when condition is null;
    held := case when t.held_until is null then 'false'
      else format('(%s) >= private.today_in_india()', t.held_until) end;
    table_name := t.table_name;
    execute format('delete from public.%I t where (%s) and not (%s)', t.table_name, condition, held) using q.key;
    get diagnostics erased = row_count;
    execute format(
      'insert into private.erasure_marks (table_name, row_id)
       select %L, t.id::text from public.%I t where (%s) and (%s)
       on conflict (table_name, row_id) do update set requested_at = now()',
      t.table_name, t.table_name, condition, held) using q.key;
    get diagnostics kept = row_count;
    -- Marks of rows that are gone since (deleted by retention, say) go too.
    execute format(
      'delete from private.erasure_marks m where m.table_name = %L
         and not exists (select 1 from public.%I t where t.id::text = m.row_id)',
      t.table_name, t.table_name);
    reason := case when kept > 0 then t.reason end;
    total_erased := total_erased + erased;
    total_kept := total_kept + kept;
    return next;
  end loop;
  perform private.log_privacy_request('erase', query, null, total_erased, total_kept);
end;
$$;

revoke execute on function public.find_personal_data(text) from public, anon, authenticated, service_role;
revoke execute on function public.export_personal_data(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.erase_personal_data(text, text) from public, anon, authenticated, service_role;
grant execute on function public.find_personal_data(text) to authenticated;
grant execute on function public.export_personal_data(text, text) to authenticated;
grant execute on function public.erase_personal_data(text, text) to authenticated;
