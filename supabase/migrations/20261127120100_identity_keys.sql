-- One person, one key (issue 35; docs/architecture.md#one-canonical-form-for-identities,
-- docs/decisions/087-a-privacy-request-answers-the-exact-person-near-matches-only-when-ticked.md).
--
-- Every identity a visitor or staff member types (an e-mail address, a phone number, a PAN, a
-- bank, UPI or cheque reference) has ONE canonical form, defined here once, stored beside what
-- was typed as a generated column, and used wherever two identities are compared: the limits,
-- the ledger's one-gift-per-transfer rule, staff search, and privacy search, export and erasure.
-- The canonical form folds what cannot tell two people apart (Unicode compatibility forms,
-- invisible format characters, the digits of India's scripts, case where the field has none,
-- spacing and punctuation inside numbers) and nothing that can (an e-mail address keeps its dots
-- and +tag: person.x+news@ and personx@ may be two people, or one; staff decide, below).

-- ------------------------------------------------------------------------------------------------
-- The folding every canonical form starts from
-- ------------------------------------------------------------------------------------------------

-- Invisible characters out (private.strip_invisible, the list the forms share), then NFKC
-- (full-width and styled letters and digits become plain, a no-break space a space), then the
-- decimal digits of India's scripts as ASCII: Devanagari, Bengali, Gurmukhi, Gujarati, Oriya,
-- Tamil, Telugu, Kannada, Malayalam, and the Arabic-Indic digits Urdu is written with. NFKC
-- leaves all of those as they are. Invisible characters go first, so a zero-width space
-- between a letter and its accent does not keep NFKC from composing them.
create or replace function private.canonical_text(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(
    normalize(private.strip_invisible(value), NFKC),
    '०१२३४५६७८९০১২৩৪৫৬৭৮৯੦੧੨੩੪੫੬੭੮੯૦૧૨૩૪૫૬૭૮૯୦୧୨୩୪୫୬୭୮୯௦௧௨௩௪௫௬௭௮௯౦౧౨౩౪౫౬౭౮౯೦೧೨೩೪೫೬೭೮೯൦൧൨൩൪൫൬൭൮൯٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    repeat('0123456789', 11)
  );
$$;

-- The exact person's e-mail address: the folding above, trimmed, lower case (no provider tells
-- two people apart by case), the domain without the trailing dot DNS allows. The dots and the
-- +tag of the local part stay: they may belong to another person.
create or replace function private.canonical_email(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(regexp_replace(lower(private.trim_blank(private.canonical_text(value))), '\.+$', ''), '');
$$;

-- A phone number: its digits in any script (spaces, dashes, dots, brackets, a + and words
-- dropped), the last ten when there are more (+91, 91 and a leading 0 drop away); null when
-- fewer than six digits.
create or replace function private.canonical_phone(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when length(d) >= 10 then right(d, 10)
    when length(d) >= 6 then d
  end
  from (select regexp_replace(private.canonical_text(value), '[^0-9]', '', 'g') as d) as digits;
$$;

-- A PAN (or the Aadhaar number a donor without one gives): letters and digits only, capitals.
-- The check constraints keep what is stored as printed; this is only what is compared.
create or replace function private.canonical_pan(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(upper(regexp_replace(private.canonical_text(value), '[^[:alnum:]]', '', 'g')), '');
$$;

-- A payment's reference (UTR, UPI reference, cheque number): letters and digits only, capitals,
-- after the mode's kind ('cheque:' or 'transfer:'), so one transfer typed with a space, a
-- hyphen, a soft hyphen or a zero-width space is one key, while a cheque and a transfer that
-- share digits are two.
create or replace function private.canonical_reference(mode text, reference text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when reference is null then null
    else (case when mode = 'cheque' then 'cheque:' else 'transfer:' end)
      || upper(regexp_replace(private.canonical_text(reference), '[^[:alnum:]]', '', 'g'))
  end;
$$;

-- The generated columns call these as the role that writes the row (staff, the service role).
revoke execute on function private.canonical_text(text), private.canonical_email(text), private.canonical_phone(text),
  private.canonical_pan(text), private.canonical_reference(text, text) from public;
grant execute on function private.canonical_text(text), private.canonical_email(text), private.canonical_phone(text),
  private.canonical_pan(text), private.canonical_reference(text, text) to authenticated, service_role;

-- ------------------------------------------------------------------------------------------------
-- The older keys, on the same base
-- ------------------------------------------------------------------------------------------------

-- The limits' mailbox key: the exact person's address, then Cyrillic and Greek letters that look
-- Latin mapped to the Latin letter, the local part without its +tag and without dots. Only for
-- counting a sender (and for "Possibly the same person" in a privacy request): it folds on
-- purpose what may be two people. The address is lower case by now, so the letters are the
-- lower-case forms of the capitals the key always mapped (в for В), then the small letters.
create or replace function private.mailbox_key(address text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with cleaned as (
    select translate(
      private.canonical_email(address),
      'аеорсухѕіјԁԛԝһӏҽвкмнтүαιοκνρυχβεζημτ',
      'aeopcyxsijdqwhlebkmhtyaiokvpuxbezhmt'
    ) as address
  ), parts as (
    select substring(address from '^(.*)@') as local_part, substring(address from '@([^@]*)$') as domain from cleaned
  )
  select replace(split_part(local_part, '+', 1), '.', '') || '@' || domain
  from parts;
$$;

-- The search's and the erasure's phone key is the canonical phone (kept under its old name for
-- the callers that know it).
create or replace function private.phone_key(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.canonical_phone(value);
$$;
revoke execute on function private.phone_key(text) from public;
grant execute on function private.phone_key(text) to authenticated, service_role;

-- An Indian mobile number as the limits count it: the ten digits, whatever was typed around them
-- (+91, 91 or 0 in front; spaces, dashes, dots, brackets; the digits of any Indian script, the
-- full-width ones, invisible characters). Null when it is not a mobile number (ten digits
-- starting 6 to 9). Every value it accepted before gives the same key now; it also accepts the
-- scripts it refused. The stored phone_key columns are recomputed below all the same.
create or replace function private.indian_mobile_key(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select substring(
    regexp_replace(private.canonical_text(value), '[\s().-]', '', 'g')
    from '^(?:\+91|91|0)?([6-9][0-9]{9})$'
  );
$$;

-- ------------------------------------------------------------------------------------------------
-- The canonical forms stored beside what was typed
-- ------------------------------------------------------------------------------------------------

-- The rule (docs/architecture.md#one-canonical-form-for-identities): every column that
-- private.personal_data_columns declares `email`, `phone` or `pan` has a generated column
-- `<column>_canonical` beside it, indexed; the privacy functions and the staff search compare
-- those. Generated columns fill themselves for the rows already stored.
alter table public.contact_messages
  add column email_canonical text generated always as (private.canonical_email(email)) stored,
  add column phone_canonical text generated always as (private.canonical_phone(phone)) stored;
alter table public.receipt_requests
  add column email_canonical text generated always as (private.canonical_email(email)) stored,
  add column phone_canonical text generated always as (private.canonical_phone(phone)) stored,
  add column pan_canonical text generated always as (private.canonical_pan(pan)) stored,
  add column reference_key text generated always as (private.canonical_reference(mode, transaction_reference)) stored;
alter table public.donations
  add column email_canonical text generated always as (private.canonical_email(email)) stored,
  add column phone_canonical text generated always as (private.canonical_phone(phone)) stored,
  add column id_number_canonical text generated always as (private.canonical_pan(id_number)) stored;
alter table public.assessment_requests
  add column email_canonical text generated always as (private.canonical_email(email)) stored,
  add column phone_canonical text generated always as (private.canonical_phone(phone)) stored;
alter table public.event_registrations
  add column email_canonical text generated always as (private.canonical_email(email)) stored,
  add column phone_canonical text generated always as (private.canonical_phone(phone)) stored;
alter table public.alert_recipients
  add column email_canonical text generated always as (private.canonical_email(email)) stored;
alter table public.staff_notifications
  add column recipient_canonical text generated always as (private.canonical_email(recipient)) stored;

create index contact_messages_email_canonical_idx on public.contact_messages (email_canonical);
create index contact_messages_phone_canonical_idx on public.contact_messages (phone_canonical);
create index receipt_requests_email_canonical_idx on public.receipt_requests (email_canonical);
create index receipt_requests_phone_canonical_idx on public.receipt_requests (phone_canonical);
create index receipt_requests_pan_canonical_idx on public.receipt_requests (pan_canonical);
create index receipt_requests_reference_key_idx on public.receipt_requests (reference_key);
create index donations_email_canonical_idx on public.donations (email_canonical);
create index donations_phone_canonical_idx on public.donations (phone_canonical);
create index donations_id_number_canonical_idx on public.donations (id_number_canonical);
create index assessment_requests_email_canonical_idx on public.assessment_requests (email_canonical);
create index assessment_requests_phone_canonical_idx on public.assessment_requests (phone_canonical);
create index event_registrations_email_canonical_idx on public.event_registrations (email_canonical);
create index event_registrations_phone_canonical_idx on public.event_registrations (phone_canonical);
create index alert_recipients_email_canonical_idx on public.alert_recipients (email_canonical);
create index staff_notifications_recipient_canonical_idx on public.staff_notifications (recipient_canonical);

-- "Possibly the same person" compares the limits' mailbox key of every declared e-mail column
-- (private.privacy_condition): indexed on the expression, so a privacy request reads the matching
-- rows, not every row through the key's nested functions (9 s over 5,000 messages without).
create index contact_messages_email_mailbox_idx on public.contact_messages (private.mailbox_key(email));
create index receipt_requests_email_mailbox_idx on public.receipt_requests (private.mailbox_key(email));
create index donations_email_mailbox_idx on public.donations (private.mailbox_key(email));
create index assessment_requests_email_mailbox_idx on public.assessment_requests (private.mailbox_key(email));
create index event_registrations_email_mailbox_idx on public.event_registrations (private.mailbox_key(email));
create index alert_recipients_email_mailbox_idx on public.alert_recipients (private.mailbox_key(email));
create index staff_notifications_recipient_mailbox_idx on public.staff_notifications (private.mailbox_key(recipient));

-- One transfer, one gift: the ledger's reference key is the canonical reference, so a UTR typed
-- with a zero-width space, a word joiner or a soft hyphen is the UTR already recorded (the unique
-- constraint "a gift with this utr or cheque number is already recorded" stays, rebuilt on the
-- recomputed column; PostgreSQL 17's set expression keeps the column's place and its
-- constraints). The limits' mailbox key is recomputed on its new base too.
alter table public.donations
  alter column reference_key set expression as (private.canonical_reference(mode, reference));
alter table public.contact_messages
  alter column email_key set expression as (private.mailbox_key(email));
-- The limits' mobile keys too: every number stored gives the key it gave, but a rewrite costs
-- little and leaves nothing to argue.
alter table public.assessment_requests
  alter column phone_key set expression as (private.indian_mobile_key(phone));
alter table public.event_registrations
  alter column phone_key set expression as (private.indian_mobile_key(phone));

-- The generated keys are derived from a declared column, not declared themselves: a privacy
-- request matches the typed column's canonical form (the mailbox key would match other people).
delete from private.personal_data_columns
where (table_name, column_name) in (('contact_messages', 'email_key'), ('event_registrations', 'phone_key'));

-- ------------------------------------------------------------------------------------------------
-- Privacy requests: the exact person, and apart from them the possibly same
-- ------------------------------------------------------------------------------------------------

-- The kind ('email' or 'phone') of what staff typed and its canonical key; for an e-mail address
-- also its mailbox key, which finds the "Possibly the same person" rows. Refused when neither.
drop function private.privacy_query(text);
create function private.privacy_query(query text, out kind text, out key text, out near_key text)
language plpgsql
immutable
set search_path = ''
as $$
begin
  if position('@' in private.canonical_text(query)) > 0 then
    kind := 'email';
    key := private.canonical_email(query);
    near_key := private.mailbox_key(query);
  else
    kind := 'phone';
    key := private.canonical_phone(query);
  end if;
  if key is null or key = '' then
    raise exception 'Type an e-mail address or a phone number (at least six digits).' using errcode = '22023';
  end if;
end;
$$;
revoke execute on function private.privacy_query(text) from public;

-- The SQL condition that a row of `target` holds the person exactly ($1: its canonical columns
-- equal the key) or, with `near`, possibly ($2: a declared e-mail column's mailbox key equals
-- the query's; the caller leaves out the exact rows). Null when the table has no such column.
drop function private.privacy_condition(text, text);
create function private.privacy_condition(target text, kind text, near boolean) returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(
    case when near then format('private.mailbox_key(t.%I) = $2', c.column_name)
      else format('t.%I = $1', c.column_name || '_canonical') end,
    ' or ' order by c.column_name)
  from private.personal_data_columns c
  where c.table_name = target and c.kind = privacy_condition.kind
    and (not near or c.kind = 'email');
$$;
revoke execute on function private.privacy_condition(text, text, boolean) from public;

-- Every row of every declared table that holds the address or number exactly (`match` 'exact'),
-- and for an address the rows whose mailbox key is the same without holding it exactly ('near':
-- person.x+news@ for personx@): the whole row, and when a hold keeps it from erasure, until
-- when, why, and whether its erasure was asked for.
drop function public.find_personal_data(text);
drop function public.export_personal_data(text, text);
drop function public.erase_personal_data(text, text);
drop function private.personal_data_rows(text);
create function private.personal_data_rows(query text)
returns table (
  table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz,
  match text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  q record;
  t record;
  exact text;
  near text;
begin
  select * into q from private.privacy_query(query);
  for t in
    select distinct c.table_name, h.held_until, h.reason
    from private.personal_data_columns c
    left join private.erasure_holds h on h.table_name = c.table_name
    order by c.table_name
  loop
    exact := private.privacy_condition(t.table_name, q.kind, false);
    continue when exact is null;
    near := coalesce(case when q.near_key is not null then private.privacy_condition(t.table_name, q.kind, true) end, 'false');
    return query execute format(
      'select %L::text, t.id::text, to_jsonb(t), %s, %s, m.requested_at,
         case when (%s) then ''exact'' else ''near'' end
       from public.%I t
       left join private.erasure_marks m on m.table_name = %L and m.row_id = t.id::text
       where (%s) or (%s)
       order by t.id',
      t.table_name,
      coalesce('(' || t.held_until || ')::date', 'null::date'),
      case when t.held_until is null then 'null::text'
        else format('case when (%s) >= private.today_in_india() then %L end', t.held_until, t.reason) end,
      exact, t.table_name, t.table_name, exact, near)
    using q.key, q.near_key;
  end loop;
end;
$$;
revoke execute on function private.personal_data_rows(text) from public;

-- The rows an export or erasure acts on: the exact ones, and the near ones staff ticked
-- (`near_rows`, each 'table_name:row_id'). A ticked id that is not a near match of this query
-- (another person's row, or an exact one named twice) refuses the whole request.
create or replace function private.chosen_personal_data_rows(query text, near_rows text[])
returns table (
  table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz,
  match text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  near_ids text[];
  stray text;
begin
  select coalesce(array_agg(r.table_name || ':' || r.row_id), '{}') into near_ids
  from private.personal_data_rows(query) r where r.match = 'near';
  select n into stray from unnest(coalesce(near_rows, '{}')) as n where not n = any (near_ids) limit 1;
  if stray is not null then
    raise exception 'Only rows shown as possibly the same person can be added: % is not one.', stray
      using errcode = '22023';
  end if;
  return query
    select r.* from private.personal_data_rows(query) r
    where r.match = 'exact' or r.table_name || ':' || r.row_id = any (coalesce(near_rows, '{}'));
end;
$$;
revoke execute on function private.chosen_personal_data_rows(text, text[]) from public;

-- Settings -> Privacy requests: look (logged as a search, counting the exact rows) and export
-- (the exact rows and the ticked near ones, logged with its format).
create function public.find_personal_data(query text)
returns table (
  table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz,
  match text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  found record;
  exact_rows integer := 0;
begin
  perform private.require_admin();
  for found in select * from private.personal_data_rows(query) loop
    exact_rows := exact_rows + (found.match = 'exact')::integer;
    table_name := found.table_name;
    row_id := found.row_id;
    data := found.data;
    held_until := found.held_until;
    held_reason := found.held_reason;
    erasure_requested_at := found.erasure_requested_at;
    match := found.match;
    return next;
  end loop;
  perform private.log_privacy_request('search', query, null, exact_rows, 0);
end;
$$;

create function public.export_personal_data(query text, format text, near_rows text[] default '{}')
returns table (
  table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz,
  match text
)
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
  return query select * from private.chosen_personal_data_rows(query, near_rows);
  get diagnostics found_rows = row_count;
  perform private.log_privacy_request('export', query, format, found_rows, 0);
end;
$$;

-- Erases the exact rows and the ticked near ones, in every declared table, except rows a hold
-- keeps: those are marked (the search shows it) and counted as kept, with the reason. The
-- confirmation is the address or number typed again (any writing of the same key).
create function public.erase_personal_data(query text, confirmation text, near_rows text[] default '{}')
returns table (table_name text, erased integer, kept integer, reason text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  q record;
  t record;
  chosen text[];
  ids text[];
  held text;
  total_erased integer := 0;
  total_kept integer := 0;
begin
  perform private.require_admin();
  select * into q from private.privacy_query(query);
  if confirmation is null or not (
    lower(btrim(confirmation)) = lower(btrim(query))
    or (q.kind = 'email' and private.canonical_email(confirmation) = q.key)
    or (q.kind = 'phone' and private.canonical_phone(confirmation) = q.key)
  ) then
    raise exception 'Type the e-mail address or phone number again, exactly as searched, to confirm.'
      using errcode = '22023';
  end if;
  select coalesce(array_agg(r.table_name || ':' || r.row_id), '{}') into chosen
  from private.chosen_personal_data_rows(query, near_rows) r;
  for t in
    select distinct c.table_name, h.held_until, h.reason
    from private.personal_data_columns c
    left join private.erasure_holds h on h.table_name = c.table_name
    where private.privacy_condition(c.table_name, q.kind, false) is not null
    order by c.table_name
  loop
    ids := array(select split_part(c, ':', 2) from unnest(chosen) as c where split_part(c, ':', 1) = t.table_name);
    held := case when t.held_until is null then 'false'
      else format('(%s) >= private.today_in_india()', t.held_until) end;
    table_name := t.table_name;
    execute format('delete from public.%I t where t.id::text = any ($1) and not (%s)', t.table_name, held) using ids;
    get diagnostics erased = row_count;
    execute format(
      'insert into private.erasure_marks (table_name, row_id)
       select %L, t.id::text from public.%I t where t.id::text = any ($1) and (%s)
       on conflict (table_name, row_id) do update set requested_at = now()',
      t.table_name, t.table_name, held) using ids;
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
revoke execute on function public.export_personal_data(text, text, text[]) from public, anon, authenticated, service_role;
revoke execute on function public.erase_personal_data(text, text, text[]) from public, anon, authenticated, service_role;
grant execute on function public.find_personal_data(text) to authenticated;
grant execute on function public.export_personal_data(text, text, text[]) to authenticated;
grant execute on function public.erase_personal_data(text, text, text[]) to authenticated;

-- ------------------------------------------------------------------------------------------------
-- Staff search on the canonical forms
-- ------------------------------------------------------------------------------------------------

-- One page of a personal-data table's list, as the admin's GET gave it (the baseline migration's
-- "Retention and privacy requests"), now comparing identities in their canonical form: the term
-- is folded (NFKC, invisible characters out, Indian digits as ASCII) before it is matched, so
-- '94501 23456' finds the parent who typed '०९४५०१ २३४५६' and a term typed in Devanagari digits
-- finds '94501 23456'; in a column declared `email`, `phone` or `pan` the term is also matched
-- against the column's canonical form (`<column>_canonical`): an address typed with a zero-width
-- space, a phone number however written (its last ten digits), a PAN in lower case or spaced.
create or replace function public.search_personal_rows(
  target_table text,
  search_term text,
  search_columns text[],
  filters jsonb default '[]'::jsonb,
  sort jsonb default '[]'::jsonb,
  row_offset integer default 0,
  row_limit integer default 12
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  kinds jsonb;
  term constant text := private.trim_blank(private.canonical_text(search_term));
  pattern text;
  typed text;
  email_pattern text;
  digits text;
  pan text;
  columns text[];
  text_columns text[];
  col text;
  keyed text;
  item jsonb;
  matches text[] := '{}';
  conditions text[] := '{}';
  orders text[] := '{}';
  condition text;
  ordering text;
  total bigint;
  page jsonb;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'Only admins can search personal data.' using errcode = '42501';
  end if;
  kinds := private.personal_data_kinds(target_table);
  if kinds is null then
    raise exception 'Not a table of personal data: %.', target_table using errcode = '22023';
  end if;
  if row_offset is null or row_offset < 0 or row_limit is null or row_limit < 1 or row_limit > 100 then
    raise exception 'row_offset must be 0 or more and row_limit 1 to 100.' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(filters, '[]'::jsonb)) <> 'array' or jsonb_typeof(coalesce(sort, '[]'::jsonb)) <> 'array' then
    raise exception 'filters and sort must be JSON arrays.' using errcode = '22023';
  end if;

  select array_agg(a.attname::text), coalesce(array_agg(a.attname::text) filter (where a.atttypid = 'text'::regtype), '{}')
  into columns, text_columns
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || quote_ident(target_table))::regclass and a.attnum > 0 and not a.attisdropped;

  -- The term as LIKE patterns matching it literally: as typed (folded), as an address, as a
  -- phone number's digits (the last ten, as stored) when it looks like one, as a PAN.
  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  -- And as typed, so text written in another script's digits is still found as it was written.
  typed := '%' || replace(replace(replace(btrim(coalesce(search_term, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  email_pattern := lower(pattern);
  if term ~ '^[+0-9 ().-]+$' then
    -- Stored keys hold no +91 and no leading 0, so a term that starts with them drops them too.
    digits := regexp_replace(term, '[^0-9]', '', 'g');
    if term ~ '^\s*\+91' then
      digits := substr(digits, 3);
    end if;
    digits := nullif(regexp_replace(digits, '^0+', ''), '');
    if length(digits) > 10 then
      digits := right(digits, 10);
    end if;
  end if;
  pan := private.canonical_pan(term);

  if term <> '' then
    foreach col in array coalesce(search_columns, '{}') loop
      if not col = any (columns) then
        raise exception 'Not a column of %: %.', target_table, col using errcode = '42703';
      end if;
      -- A text column as it is (its trigram index applies); any other as its text.
      matches := matches || format(
        case when text_columns @> array[col] then 't.%I ilike $1' else 't.%I::text ilike $1' end, col);
      if typed <> pattern then
        matches := matches || format(
          case when text_columns @> array[col] then 't.%I ilike $7' else 't.%I::text ilike $7' end, col);
      end if;
      keyed := col || '_canonical';
      if keyed = any (columns) then
        if kinds ->> col = 'email' then
          matches := matches || format('t.%I like $5', keyed);
        elsif kinds ->> col = 'phone' and digits is not null then
          matches := matches || format('t.%I like ''%%'' || $2 || ''%%''', keyed);
        elsif kinds ->> col = 'pan' and pan is not null then
          matches := matches || format('t.%I like ''%%'' || $6 || ''%%''', keyed);
        end if;
      end if;
    end loop;
    if cardinality(matches) = 0 then
      raise exception 'Name the columns to search.' using errcode = '22023';
    end if;
    conditions := conditions || ('(' || array_to_string(matches, ' or ') || ')');
  end if;

  for item in select value from jsonb_array_elements(coalesce(filters, '[]'::jsonb)) loop
    col := item ->> 'field';
    if col is null or not col = any (columns) or not item ? 'value' then
      raise exception 'A filter is { "field": a column of %, "value": ... }.', target_table using errcode = '22023';
    end if;
    conditions := conditions || format('to_jsonb(t.%I) = %L::jsonb', col, item -> 'value');
  end loop;

  for item in select value from jsonb_array_elements(coalesce(sort, '[]'::jsonb)) loop
    col := item ->> 'field';
    if col is null or not col = any (columns) or coalesce(item ->> 'order', 'asc') not in ('asc', 'desc') then
      raise exception 'A sort is { "field": a column of %, "order": "asc" or "desc" }.', target_table using errcode = '22023';
    end if;
    orders := orders || format('t.%I %s', col, coalesce(item ->> 'order', 'asc'));
  end loop;

  condition := coalesce(nullif(array_to_string(conditions, ' and '), ''), 'true');
  ordering := coalesce(nullif(array_to_string(orders, ', '), ''), 't.id');

  execute format('select count(*) from public.%I t where %s', target_table, condition)
    into total using pattern, digits, row_offset, row_limit, email_pattern, pan, typed;
  execute format(
    'select coalesce(jsonb_agg(p.row order by p.n), ''[]''::jsonb) from ('
    '  select to_jsonb(t) as row, row_number() over (order by %1$s) as n from public.%2$I t where %3$s'
    '  order by %1$s offset $3 limit $4'
    ') p',
    ordering, target_table, condition)
    into page using pattern, digits, row_offset, row_limit, email_pattern, pan, typed;
  return jsonb_build_object('total', total, 'data', page);
end;
$$;

-- ------------------------------------------------------------------------------------------------
-- 80G receipt requests: a phone number in any script, counted by its canonical key
-- ------------------------------------------------------------------------------------------------

-- As in the baseline migration ("Visitor submissions"), except that a phone number is checked in
-- its canonical form (a donor on a Hindi keyboard types Devanagari digits) and the limits count a
-- donor who gives only a phone by its canonical key, the ten digits the assessment requests and
-- event registrations count by: +91 98765 43210 and 098765-43210 are one sender.
create or replace function private.accept_receipt_request(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array[
    'donor_name', 'pan', 'address', 'email', 'phone', 'amount', 'gift_date', 'mode', 'transaction_reference',
    'client_key'
  ];
  thanks constant text := 'Thank you! We have your request and will send the 80G receipt once we have matched your gift.';
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
  refusal jsonb;
  v_name text;
  v_pan text;
  v_address text;
  v_email text;
  v_phone text;
  v_amount_text text;
  v_amount numeric;
  v_date_text text;
  v_date date;
  v_mode text;
  v_reference text;
  v_key uuid;
  client record;
  sender text;
  verdict record;
begin
  refusal := private.visitor_payload_refusal(payload, 'request', allowed);
  if refusal is not null then
    return refusal;
  end if;

  -- The amount may come as a JSON number; everything else is text (or null where optional).
  if exists (
    select 1 from jsonb_each(payload)
    where jsonb_typeof(value) <> 'string'
      and not (key = 'amount' and jsonb_typeof(value) = 'number')
      and not (key in ('email', 'phone', 'transaction_reference', 'client_key') and jsonb_typeof(value) = 'null')
  ) then
    return jsonb_build_object('success', false, 'message', 'The amount must be a number and every other field text.');
  end if;

  v_name := private.trim_blank(payload ->> 'donor_name');
  -- As typed: no upper(), which would turn a dotless ı (or a ſ) into a Latin capital. The form
  -- writes the letters a to z as capitals before it sends (src/site/getInvolved/pan.ts).
  v_pan := private.trim_blank(payload ->> 'pan');
  v_address := private.trim_blank(payload ->> 'address');
  v_email := nullif(private.trim_blank(payload ->> 'email'), '');
  v_phone := nullif(private.trim_blank(payload ->> 'phone'), '');
  v_amount_text := replace(private.trim_blank(payload ->> 'amount'), ',', '');
  v_date_text := private.trim_blank(payload ->> 'gift_date');
  v_mode := private.trim_blank(payload ->> 'mode');
  v_reference := nullif(private.trim_blank(payload ->> 'transaction_reference'), '');

  if v_name = '' or v_pan = '' or v_address = '' or v_amount_text = '' or v_date_text = '' or v_mode = '' then
    return jsonb_build_object('success', false, 'message', 'Please fill in all required fields.');
  end if;
  if v_email is null and v_phone is null then
    return jsonb_build_object('success', false, 'message', 'Please give an e-mail address or a phone number, so we can send the receipt.');
  end if;
  if not private.is_pan(v_pan) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid PAN as printed on the card: five capital letters, four digits and a capital letter, as in ABCPE1234F.');
  end if;
  if v_email is not null and not private.is_mailbox(v_email) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if v_phone is not null and (private.trim_blank(private.canonical_text(v_phone)) !~ '^\+?[0-9 ()-]+$'
      or char_length(regexp_replace(private.canonical_text(v_phone), '[^0-9]', '', 'g')) not between 10 and 15) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid phone number.');
  end if;
  if v_amount_text ~ '^-' then
    return jsonb_build_object('success', false, 'message', 'The amount must be more than zero.');
  end if;
  if v_amount_text !~ '^[0-9]{1,12}(\.[0-9]{1,2})?$' then
    return jsonb_build_object('success', false, 'message', 'Please enter the amount in rupees, as in 2500 or 2500.50.');
  end if;
  v_amount := v_amount_text::numeric;
  if v_amount <= 0 then
    return jsonb_build_object('success', false, 'message', 'The amount must be more than zero.');
  end if;
  if v_amount > 10000000 then
    return jsonb_build_object('success', false, 'message', 'The amount must be at most ₹1,00,00,000. For a larger gift, please write to us.');
  end if;
  if v_date_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return jsonb_build_object('success', false, 'message', 'Please enter the date of the gift as YYYY-MM-DD.');
  end if;
  begin
    v_date := v_date_text::date;
  exception when others then
    return jsonb_build_object('success', false, 'message', 'Please enter the date of the gift as YYYY-MM-DD.');
  end;
  if v_date > today then
    return jsonb_build_object('success', false, 'message', 'The date of the gift cannot be in the future.');
  end if;
  if v_date < date '2000-01-01' then
    return jsonb_build_object('success', false, 'message', 'Please check the date of the gift.');
  end if;
  if v_mode not in ('upi', 'bank_transfer', 'cheque', 'cash') then
    return jsonb_build_object('success', false, 'message', 'Please choose how you paid: UPI, bank transfer, cheque or cash.');
  end if;
  if v_reference is null and v_mode <> 'cash' then
    return jsonb_build_object('success', false, 'message', 'Please enter the transaction reference: the UPI or bank reference, or the cheque number.');
  end if;
  if char_length(v_name) > 120 then
    return jsonb_build_object('success', false, 'message', 'Name must be at most 120 characters.');
  end if;
  if char_length(v_address) > 500 then
    return jsonb_build_object('success', false, 'message', 'Address must be at most 500 characters.');
  end if;
  if char_length(v_email) > 254 then
    return jsonb_build_object('success', false, 'message', 'Email must be at most 254 characters.');
  end if;
  if char_length(v_phone) > 30 then
    return jsonb_build_object('success', false, 'message', 'Phone must be at most 30 characters.');
  end if;
  if char_length(v_reference) > 100 then
    return jsonb_build_object('success', false, 'message', 'Transaction reference must be at most 100 characters.');
  end if;
  if not private.has_letter_or_digit(v_name) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if not private.has_letter_or_digit(v_address) then
    return jsonb_build_object('success', false, 'message', 'Please enter an address with at least one letter or digit.');
  end if;
  if v_reference is not null and not private.has_letter_or_digit(v_reference) then
    return jsonb_build_object('success', false, 'message', 'Please enter a transaction reference with at least one letter or digit.');
  end if;

  -- A repeat of a key is answered as the first was and stores nothing: a retry after a lost
  -- answer never makes a second request (the contact form's rule, private.locked_client_key).
  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The request key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null and exists (select 1 from public.receipt_requests where client_key = v_key) then
    return jsonb_build_object('success', true, 'message', thanks);
  end if;

  -- The limits count a sender by mailbox; a donor who gives only a phone is counted by its
  -- canonical digits under the reserved .invalid domain (RFC 2606), which no real mailbox can share.
  sender := coalesce(v_email, private.canonical_phone(v_phone) || '@phone.invalid');
  select * into verdict from private.admit_visitor_submission('receipt_request', sender);
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.receipt_requests
    (donor_name, pan, address, email, phone, amount, gift_date, mode, transaction_reference, held_for_review, client_key)
  values (v_name, v_pan, v_address, v_email, v_phone, v_amount, v_date, v_mode, v_reference, verdict.held, v_key);

  return jsonb_build_object('success', true, 'message', thanks);
end;
$$;
revoke execute on function private.accept_receipt_request(jsonb) from public;
