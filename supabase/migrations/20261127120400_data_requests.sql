-- Data requests, a privacy log that keeps only what the law needs, and a privacy notice drawn from
-- the declarations (issue 35; docs/architecture.md#privacy-requests,
-- docs/decisions/092-data-requests-verified-by-a-code-or-a-call-back-the-log-keeps-a-keyed-hash.md).
--
-- 1. The privacy log keeps a keyed hash and a masked form of the address or number asked about,
--    never the address itself, and its rows go after one year (a retention rule).
-- 2. A parent or donor asks to see, correct or erase their data on /data-request. An e-mail
--    address is checked with a code sent to it (only when the foundation holds that address; the
--    answer is the same either way); a phone number by a call-back from staff. Staff answer the
--    request from Settings -> Privacy requests.
-- 3. The privacy notice's "what we keep, why and for how long" comes from the declarations:
--    private.personal_data_columns, a purpose per table (below) and a sentence per retention rule.

create extension if not exists pgcrypto with schema extensions;

-- ================================================================================================
-- Keyed identities
-- ================================================================================================

-- The key of the keyed hashes: 32 random bytes made once, readable by nobody through the API. A
-- hash of an address without a secret could be reversed by hashing every address one suspects.
create table private.privacy_secret (
  single boolean primary key default true constraint "the privacy secret is one row" check (single),
  secret bytea not null default extensions.gen_random_bytes(32)
);
revoke all on private.privacy_secret from public, anon, authenticated, service_role;
insert into private.privacy_secret default values;

-- One person's address or number as one text, however it is written: 'email:' and the mailbox's
-- key (private.mailbox_key), or 'phone:' and the number's key (private.phone_key: its last ten
-- digits). Null when it is neither.
create or replace function private.identity_key(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when position('@' in coalesce(value, '')) > 0 then 'email:' || private.mailbox_key(value)
    when private.phone_key(value) is not null then 'phone:' || private.phone_key(value)
  end;
$$;
revoke execute on function private.identity_key(text) from public;

-- An HMAC-SHA-256 of `value` under the privacy secret, in hex.
create or replace function private.keyed_hash(value text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(value, 'UTF8'), s.secret, 'sha256'), 'hex')
  from private.privacy_secret s;
$$;
revoke execute on function private.keyed_hash(text) from public;

-- The keyed hash of a person's identity: equal for the same address or number however typed, so
-- a repeat request is matched without the log keeping the address.
create or replace function private.identity_hash(value text) returns text
language sql
stable
set search_path = ''
as $$
  select private.keyed_hash(private.identity_key(value));
$$;
revoke execute on function private.identity_hash(text) from public;

-- What staff read in the log: enough to tell two requests apart, not to write to the person.
-- 'r***@example.org' (the first character of the mailbox, its domain); '******3210' (the last four
-- digits of the number).
create or replace function private.masked_identity(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when position('@' in coalesce(value, '')) > 0 then
      left(btrim(value), 1) || '***@' || lower(regexp_replace(btrim(value), '^.*@', ''))
    when private.phone_key(value) is not null then '******' || right(private.phone_key(value), 4)
    else '***'
  end;
$$;
revoke execute on function private.masked_identity(text) from public;

-- ================================================================================================
-- The privacy log
-- ================================================================================================

alter table public.privacy_request_log add column query_hash text, add column query_masked text;
update public.privacy_request_log
  set query_hash = coalesce(private.identity_hash(query), private.keyed_hash(lower(btrim(query)))),
      query_masked = private.masked_identity(query);
alter table public.privacy_request_log
  drop column query,
  alter column query_hash set not null,
  alter column query_masked set not null;

comment on column public.privacy_request_log.query_hash is
  'HMAC-SHA-256 of the address or number asked about (private.identity_hash): repeat requests match, the address is not kept.';
comment on column public.privacy_request_log.query_masked is
  'The address or number asked about, masked (r***@example.org, ******3210).';

create index privacy_request_log_query_hash_idx on public.privacy_request_log (query_hash);

-- Signature kept: the privacy functions of section "Retention and privacy requests" call it.
create or replace function private.log_privacy_request(action text, query text, format text, rows integer, kept integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.privacy_request_log (staff_id, staff_email, action, query_hash, query_masked, format, rows, kept)
  select (select auth.uid()), (select u.email from auth.users u where u.id = (select auth.uid())),
    action, coalesce(private.identity_hash(query), private.keyed_hash(lower(btrim(query)))),
    private.masked_identity(query), format, rows, kept;
$$;
revoke execute on function private.log_privacy_request(text, text, text, integer, integer) from public;

-- The DPDP Rules 2025 ask a Data Fiduciary to keep the logs of its processing for at least one
-- year; after that the log has served its purpose.
insert into private.retention_rules (name, table_name, expired) values
  ('Privacy request log entries older than one year', 'privacy_request_log', 'at < now() - interval ''1 year''');

-- ================================================================================================
-- Data requests
-- ================================================================================================

-- A person's request to see, correct or erase their data. `verification`: 'code' when they gave
-- an e-mail address (verified_at is set once they typed the code sent to it), 'phone_call' when
-- they gave only a phone number (staff call them back to check it is them). Staff answer it from
-- Settings -> Privacy requests and mark it answered.
create table public.data_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind text not null constraint "kind must be access, correction or erasure"
    check (kind in ('access', 'correction', 'erasure')),
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  phone text constraint "phone must be an Indian mobile number"
    check (phone is null or (char_length(phone) <= 30 and private.indian_mobile_key(phone) is not null)),
  correction text constraint "correction must be at most 2000 characters" check (char_length(correction) <= 2000),
  language text not null default 'en' constraint "language must be en or hi" check (language in ('en', 'hi')),
  verification text not null constraint "verification must be code or phone_call"
    check (verification in ('code', 'phone_call')),
  verified_at timestamptz,
  -- The keyed hash of the identity (private.identity_hash), as the privacy log keeps it.
  identity_hash text not null,
  answered_at timestamptz,
  answered_by uuid,
  answered_by_email text,
  held_for_review boolean not null default false,
  client_key uuid constraint "each request is stored once" unique,
  constraint "an e-mail address or a phone number is given" check (email is not null or phone is not null),
  constraint "a code is sent to an e-mail address" check (verification <> 'code' or email is not null)
);

create index data_requests_open_idx on public.data_requests (created_at) where answered_at is null;

alter table public.data_requests enable row level security;
revoke all on public.data_requests from anon, authenticated;
grant select on public.data_requests to authenticated;
revoke all on public.data_requests from service_role;
grant all on public.data_requests to service_role;

create policy "Admins read data requests" on public.data_requests
  for select to authenticated using ((select public.is_admin()));

-- Personal data (section "Retention and privacy requests" of the baseline): found, exported and
-- erased like every other table's.
insert into private.personal_data_columns (table_name, column_name, kind) values
  ('data_requests', 'email', 'email'),
  ('data_requests', 'phone', 'phone'),
  ('data_requests', 'correction', 'free_text');

-- A request whose code was never typed is nobody's proven request: gone after seven days. An
-- answered one is kept a year, with the log, to show it was answered.
insert into private.retention_rules (name, table_name, expired) values
  ('Data requests never confirmed, seven days after they were made', 'data_requests',
   'verification = ''code'' and verified_at is null and created_at < now() - interval ''7 days'''),
  ('Data requests answered more than one year ago', 'data_requests',
   'answered_at < now() - interval ''1 year''');

-- The code of a request: its keyed hash, until when it holds, how many wrong tries it had, when it
-- was used. `code_to_send` is the code itself only until the e-mail carrying it has gone (the
-- trigger below clears it when the dispatcher marks the e-mail sent) or the code expired.
create table private.data_request_codes (
  request_id uuid primary key references public.data_requests (id) on delete cascade,
  code_hash text not null,
  code_to_send text,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz
);
revoke all on private.data_request_codes from public, anon, authenticated, service_role;

-- The code e-mail is a row of the staff alerts' queue (docs/architecture.md#staff-alerts): the same
-- dispatcher and function send it, retried while the mail server is down. Its recipient is the
-- address the person gave. A new verified request alerts staff as other submissions do.
insert into private.alert_kinds (kind, table_name) values
  ('data_request_code', 'data_requests'),
  ('data_request', 'data_requests');

create or replace function private.forget_sent_code() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.data_request_codes set code_to_send = null where request_id = new.record_id;
  return null;
end;
$$;
revoke execute on function private.forget_sent_code() from public;

create trigger staff_notifications_forget_sent_code
  after update of sent_at on public.staff_notifications
  for each row when (new.kind = 'data_request_code' and new.sent_at is not null)
  execute function private.forget_sent_code();

-- Staff hear of a request once it is theirs to answer: at once for a call-back, when the code is
-- typed for an e-mail. One held for review (past the hour's threshold) is not announced.
create or replace function private.queue_data_request_alert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.held_for_review then
    return null;
  end if;
  if (tg_op = 'INSERT' and new.verification = 'phone_call')
    or (tg_op = 'UPDATE' and old.verified_at is null and new.verified_at is not null) then
    perform private.queue_staff_alert('data_request', new.id);
  end if;
  return null;
end;
$$;
revoke execute on function private.queue_data_request_alert() from public;

create trigger data_requests_queue_staff_alerts
  after insert or update of verified_at on public.data_requests
  for each row execute function private.queue_data_request_alert();

-- A six-digit code from the cryptographic generator.
create or replace function private.new_code() returns text
language sql
volatile
set search_path = ''
as $$
  select lpad(((get_byte(b, 0)::bigint << 24 | get_byte(b, 1) << 16 | get_byte(b, 2) << 8 | get_byte(b, 3)) % 1000000)::text, 6, '0')
  from (select extensions.gen_random_bytes(4) as b) as random;
$$;
revoke execute on function private.new_code() from public;

-- Whether the foundation holds anything under this e-mail address, besides the person's own data
-- requests and the code e-mails sent to them.
create or replace function private.holds_email(address text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.personal_data_rows(address) r
    where r.table_name not in ('data_requests', 'staff_notifications')
  );
$$;
revoke execute on function private.holds_email(text) from public;

-- One JSON object in, `{ success, message, request, verification }` out, on the visitor-submission
-- rules (section "Visitor submissions" of the baseline). The answer to an e-mail request is the
-- same whether or not the foundation holds the address; the code goes only to that address, and
-- only when it is held (a code for an address nobody knows would make the site a mailer).
create or replace function private.accept_data_request(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['kind', 'email', 'phone', 'correction', 'language', 'client_key'];
  code_sent constant text :=
    'If we hold data under this e-mail address, we have sent it a code. Please enter the code below within 30 minutes.';
  call_back constant text := 'Thank you. We will call you on this number to check that it is you, then answer your request.';
  refusal jsonb;
  v_kind text;
  v_email text;
  v_phone text;
  v_correction text;
  v_language text;
  v_key uuid;
  v_code text;
  v_id uuid;
  existing public.data_requests;
  client record;
  verdict record;
begin
  refusal := private.visitor_payload_refusal(payload, 'request', allowed);
  if refusal is not null then
    return refusal;
  end if;
  if exists (select 1 from jsonb_each(payload) where jsonb_typeof(value) not in ('string', 'null')) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text.');
  end if;

  v_kind := private.trim_blank(payload ->> 'kind');
  v_email := nullif(private.trim_blank(payload ->> 'email'), '');
  v_phone := nullif(private.trim_blank(payload ->> 'phone'), '');
  v_correction := nullif(private.trim_blank(payload ->> 'correction'), '');
  v_language := coalesce(nullif(payload ->> 'language', ''), 'en');

  if v_kind is null or v_kind not in ('access', 'correction', 'erasure') then
    return jsonb_build_object('success', false, 'message',
      'Please choose what you are asking for: to see, to correct or to erase your data.');
  end if;
  if v_language not in ('en', 'hi') then
    return jsonb_build_object('success', false, 'message', 'The language must be en or hi.');
  end if;
  if private.has_markup(v_email) or private.has_markup(v_phone) or private.has_markup(v_correction) then
    return jsonb_build_object('success', false, 'message', 'Please write plain text: markup such as <b> is not accepted.');
  end if;
  if v_email is null and v_phone is null then
    return jsonb_build_object('success', false, 'message', 'Please enter your e-mail address or your mobile number.');
  end if;
  if v_email is not null and not private.is_mailbox(v_email) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if char_length(v_email) > 254 then
    return jsonb_build_object('success', false, 'message', 'Email must be at most 254 characters.');
  end if;
  if v_phone is not null and (private.indian_mobile_key(v_phone) is null or char_length(v_phone) > 30) then
    return jsonb_build_object('success', false, 'message', 'Please enter a 10-digit Indian mobile number, with or without +91.');
  end if;
  if v_kind = 'correction' and v_correction is null then
    return jsonb_build_object('success', false, 'message', 'Please write what should be corrected.');
  end if;
  if v_kind <> 'correction' then
    v_correction := null;
  end if;
  if char_length(v_correction) > 2000 then
    return jsonb_build_object('success', false, 'message', 'Please write at most 2000 characters about the correction.');
  end if;
  if v_correction is not null and not private.has_letter_or_digit(v_correction) then
    return jsonb_build_object('success', false, 'message', 'Please write what should be corrected.');
  end if;

  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The request key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null then
    select * into existing from public.data_requests where client_key = v_key;
    if found then
      return private.data_request_answer(existing.id, existing.verification);
    end if;
  end if;

  select * into verdict from private.admit_visitor_submission(
    'data_request', coalesce(v_email, private.indian_mobile_key(v_phone) || '@phone.invalid'));
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.data_requests (
    kind, email, phone, correction, language, verification, identity_hash, held_for_review, client_key)
  values (
    v_kind, v_email, v_phone, v_correction, v_language,
    case when v_email is null then 'phone_call' else 'code' end,
    private.identity_hash(coalesce(v_email, v_phone)), verdict.held, v_key)
  returning id into v_id;

  if v_email is not null then
    -- An address we do not hold gets a code nobody is told, so the request behaves the same.
    v_code := private.new_code();
    insert into private.data_request_codes (request_id, code_hash, code_to_send, expires_at)
    values (v_id, private.keyed_hash(v_id::text || ':' || v_code),
      case when private.holds_email(v_email) then v_code end, now() + interval '30 minutes');
    if exists (select 1 from private.data_request_codes where request_id = v_id and code_to_send is not null) then
      insert into public.staff_notifications (kind, record_id, recipient) values ('data_request_code', v_id, v_email);
      perform pg_notify('staff_notifications', 'data_request_code');
    end if;
  end if;

  return private.data_request_answer(v_id, case when v_email is null then 'phone_call' else 'code' end);
end;
$$;
revoke execute on function private.accept_data_request(jsonb) from public;

create or replace function private.data_request_answer(request uuid, verification text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'success', true,
    'request', request,
    'verification', verification,
    'message', case when verification = 'code'
      then 'If we hold data under this e-mail address, we have sent it a code. Please enter the code below within 30 minutes.'
      else 'Thank you. We will call you on this number to check that it is you, then answer your request.' end);
$$;
revoke execute on function private.data_request_answer(uuid, text) from public;

-- The code typed on the page: `{ request, code }` in, `{ success, message }` out. Five wrong tries,
-- thirty minutes, one request: past any of them the code is dead, and an unknown request is
-- answered as a dead code. Typing the right code again is answered as the first time.
create or replace function private.accept_data_request_code(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['request', 'code'];
  confirmed constant text := 'Your request is confirmed. We will answer it within 90 days, usually much sooner.';
  dead constant text := 'This code can no longer be used. Please send your request again.';
  max_attempts constant int := 5;
  refusal jsonb;
  v_request uuid;
  v_code text;
  entry private.data_request_codes;
begin
  refusal := private.visitor_payload_refusal(payload, 'code', allowed);
  if refusal is not null then
    return refusal;
  end if;
  if exists (select 1 from jsonb_each(payload) where jsonb_typeof(value) not in ('string', 'null')) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text.');
  end if;
  v_code := regexp_replace(coalesce(payload ->> 'code', ''), '\s', '', 'g');
  if v_code !~ '^[0-9]{6}$' then
    return jsonb_build_object('success', false, 'message', 'Please enter the 6-digit code from the e-mail.');
  end if;
  if coalesce(payload ->> 'request', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return jsonb_build_object('success', false, 'message', dead);
  end if;
  v_request := (payload ->> 'request')::uuid;

  select * into entry from private.data_request_codes where request_id = v_request for update;
  if not found then
    return jsonb_build_object('success', false, 'message', dead);
  end if;
  if entry.code_hash = private.keyed_hash(v_request::text || ':' || v_code) and entry.used_at is not null then
    return jsonb_build_object('success', true, 'message', confirmed);
  end if;
  if entry.used_at is not null or entry.attempts >= max_attempts or entry.expires_at <= now() then
    return jsonb_build_object('success', false, 'message', dead);
  end if;
  if entry.code_hash <> private.keyed_hash(v_request::text || ':' || v_code) then
    update private.data_request_codes set attempts = attempts + 1 where request_id = v_request;
    return jsonb_build_object('success', false, 'message',
      case when entry.attempts + 1 >= max_attempts then dead
        else 'This code is not right. Please check the e-mail and try again.' end);
  end if;

  update private.data_request_codes set used_at = now(), code_to_send = null where request_id = v_request;
  update public.data_requests set verified_at = now() where id = v_request;
  return jsonb_build_object('success', true, 'message', confirmed);
end;
$$;
revoke execute on function private.accept_data_request_code(jsonb) from public;

select private.expose_visitor_submission('submit_data_request', 'accept_data_request');
select private.expose_visitor_submission('confirm_data_request', 'accept_data_request_code');

-- For notify-staff (service role only): the code to mail for a request, while it is unsent and
-- unexpired; nothing else of the request. No row: nothing to send (410, the alert is dropped).
create or replace function public.data_request_code_mail(request_id uuid)
returns table (code text, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.code_to_send, c.expires_at from private.data_request_codes c
  where c.request_id = data_request_code_mail.request_id and c.code_to_send is not null and c.expires_at > now();
$$;
revoke execute on function public.data_request_code_mail(uuid) from public, anon, authenticated;
grant execute on function public.data_request_code_mail(uuid) to service_role;

-- Settings -> Privacy requests: an admin marks a request answered (who and when are the database's).
create or replace function public.mark_data_request_answered(request_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  update public.data_requests r
  set answered_at = now(), answered_by = (select auth.uid()),
      answered_by_email = (select u.email from auth.users u where u.id = (select auth.uid()))
  where r.id = mark_data_request_answered.request_id and r.answered_at is null;
  if not found then
    raise exception 'This request was not found, or is already answered.' using errcode = 'P0002';
  end if;
end;
$$;
revoke execute on function public.mark_data_request_answered(uuid) from public, anon, authenticated, service_role;
grant execute on function public.mark_data_request_answered(uuid) to authenticated;

-- ================================================================================================
-- The privacy notice, from the declarations
-- ================================================================================================

-- Why each table of personal data exists, in both languages: where the data comes from, what it
-- holds (a sentence naming each kind private.personal_data_columns declares for the table:
-- tests/integration/privacyNotice.test.ts), and why it is kept. How long comes from the retention
-- rules (private.retention_rule_notices); `kept_en`/`kept_hi` only for a table no rule deletes from.
create table private.personal_data_purposes (
  table_name text primary key constraint "table_name must be a table of the public schema"
    check (to_regclass('public.' || quote_ident(table_name)) is not null),
  position integer not null,
  source_en text not null,
  source_hi text not null,
  data_en text not null,
  data_hi text not null,
  purpose_en text not null,
  purpose_hi text not null,
  kept_en text,
  kept_hi text,
  constraint "kept is in both languages or neither" check ((kept_en is null) = (kept_hi is null))
);
revoke all on private.personal_data_purposes from public, anon, authenticated, service_role;

-- How long a rule keeps rows, as a person reads it, in both languages.
create table private.retention_rule_notices (
  rule text primary key references private.retention_rules (name) on update cascade on delete cascade,
  kept_en text not null,
  kept_hi text not null
);
revoke all on private.retention_rule_notices from public, anon, authenticated, service_role;

insert into private.personal_data_purposes
  (table_name, position, source_en, source_hi, data_en, data_hi, purpose_en, purpose_hi, kept_en, kept_hi) values
  ('contact_messages', 10, 'Contact form', 'संपर्क फ़ॉर्म',
   'Your name, e-mail address, phone number if you give one, the subject you choose and your message.',
   'आपका नाम, ईमेल पता, फ़ोन नंबर (अगर आप दें), आपका चुना हुआ विषय और आपका संदेश।',
   'To answer you.', 'आपको जवाब देने के लिए।', null, null),
  ('assessment_requests', 20, 'Assessment request', 'आकलन का अनुरोध',
   'Your child''s name, date of birth and the worries you describe, your name, phone number and e-mail address if you give one, and the notes staff write while helping you.',
   'आपके बच्चे का नाम, जन्मतिथि और आपकी बताई चिंताएँ, आपका नाम, फ़ोन नंबर और ईमेल पता (अगर आप दें), और आपकी मदद करते समय स्टाफ़ के नोट।',
   'To call you, arrange an assessment of your child and follow it up. Given by a parent or guardian, with their consent.',
   'आपको फ़ोन करने, आपके बच्चे का आकलन तय करने और उसके बाद साथ देने के लिए। माता-पिता या अभिभावक की सहमति से दी गई।', null, null),
  ('event_registrations', 30, 'Event registration', 'कार्यक्रम के लिए पंजीकरण',
   'Your name, phone number, e-mail address if you give one, and how many people come.',
   'आपका नाम, फ़ोन नंबर, ईमेल पता (अगर आप दें), और कितने लोग आएँगे।',
   'To keep your place and call you about the event.', 'आपकी जगह रखने और कार्यक्रम के बारे में आपको फ़ोन करने के लिए।', null, null),
  ('receipt_requests', 40, '80G receipt request', '80G रसीद का अनुरोध',
   'Your name, PAN, postal address, e-mail address and phone number, and the amount, date, mode and reference of your donation.',
   'आपका नाम, PAN, डाक पता, ईमेल पता और फ़ोन नंबर, और आपके दान की राशि, तारीख़, तरीका और संदर्भ संख्या।',
   'To issue your 80G receipt, as the Income-tax Act requires.', 'आपकी 80G रसीद बनाने के लिए, जैसा आयकर अधिनियम कहता है।', null, null),
  ('donations', 50, 'Donations ledger', 'दान का रजिस्टर',
   'The donor''s name, PAN or Aadhaar number, postal address, e-mail address and phone number, the amount, date, mode and reference of the gift, and staff notes.',
   'दाता का नाम, PAN या आधार नंबर, डाक पता, ईमेल पता और फ़ोन नंबर, दान की राशि, तारीख़, तरीका और संदर्भ संख्या, और स्टाफ़ के नोट।',
   'To record every gift, issue 80G receipts and file the yearly statement of donations (Form 10BD).',
   'हर दान दर्ज करने, 80G रसीदें बनाने और दान का सालाना विवरण (फ़ॉर्म 10BD) भरने के लिए।', null, null),
  ('data_requests', 60, 'Data request', 'डेटा अनुरोध',
   'Your e-mail address or phone number, what you ask for, and what should be corrected.',
   'आपका ईमेल पता या फ़ोन नंबर, आप क्या माँगते हैं, और क्या ठीक करना है।',
   'To check that it is you and answer your request.', 'यह जाँचने के लिए कि अनुरोध आपका है, और उसका जवाब देने के लिए।', null, null),
  ('privacy_request_log', 70, 'Record of privacy requests', 'निजता अनुरोधों का रिकॉर्ड',
   'A masked form of the e-mail address or phone number asked about (such as r***@example.org), a code made from it that cannot be turned back into it, and what staff did.',
   'पूछे गए ईमेल पते या फ़ोन नंबर का छिपाया हुआ रूप (जैसे r***@example.org), उससे बना एक कोड जिससे पता वापस नहीं बनाया जा सकता, और स्टाफ़ ने क्या किया।',
   'To show that each request was answered, as the DPDP Rules require.', 'यह दिखाने के लिए कि हर अनुरोध का जवाब दिया गया, जैसा DPDP नियम कहते हैं।', null, null),
  ('staff_notifications', 80, 'E-mails the website sends', 'वेबसाइट के भेजे ईमेल',
   'The e-mail address each e-mail went to: staff alerts, and the code sent for a data request.',
   'हर ईमेल किस पते पर गया: स्टाफ़ को सूचनाएँ, और डेटा अनुरोध के लिए भेजा गया कोड।',
   'To send each e-mail once, and try again when the mail server is down.',
   'हर ईमेल एक बार भेजने के लिए, और मेल सर्वर बंद हो तो फिर से कोशिश करने के लिए।', null, null),
  ('alert_recipients', 90, 'Staff alert addresses', 'स्टाफ़ सूचना के पते',
   'The e-mail addresses staff choose to receive alerts at.', 'वे ईमेल पते जिन पर स्टाफ़ सूचनाएँ पाना चुनता है।',
   'To tell staff about new messages and requests.', 'स्टाफ़ को नए संदेशों और अनुरोधों के बारे में बताने के लिए।',
   'Until staff remove the address.', 'जब तक स्टाफ़ पता हटा न दे।'),
  ('admin_users', 100, 'Staff accounts', 'स्टाफ़ खाते',
   'The e-mail address and password of each member of staff who signs in to manage this website.',
   'वेबसाइट संभालने के लिए साइन इन करने वाले हर स्टाफ़ सदस्य का ईमेल पता और पासवर्ड।',
   'To let staff sign in.', 'स्टाफ़ को साइन इन करने देने के लिए।',
   'While the person works with the foundation.', 'जब तक वह व्यक्ति फ़ाउंडेशन के साथ काम करता है।'),
  ('change_history', 110, 'Record of staff changes', 'स्टाफ़ के बदलावों का रिकॉर्ड',
   'The e-mail address of the member of staff who changed the website''s content, and the content before and after.',
   'वेबसाइट की सामग्री बदलने वाले स्टाफ़ सदस्य का ईमेल पता, और बदलाव से पहले और बाद की सामग्री।',
   'To see who changed what, and undo a mistake.', 'यह देखने के लिए कि किसने क्या बदला, और ग़लती सुधारने के लिए।', null, null);

insert into private.retention_rule_notices (rule, kept_en, kept_hi) values
  ('Contact messages handled more than 24 months ago',
   'Deleted 24 months after staff have handled the message.', 'स्टाफ़ द्वारा संदेश निपटाए जाने के 24 महीने बाद मिटा दिया जाता है।'),
  ('Assessment requests closed more than 24 months ago',
   'Deleted 24 months after the request is closed.', 'अनुरोध बंद होने के 24 महीने बाद मिटा दिया जाता है।'),
  ('Event registrations six months after their event ended',
   'Deleted six months after the event ended.', 'कार्यक्रम ख़त्म होने के छह महीने बाद मिटा दिया जाता है।'),
  ('Receipt requests ten years after the end of the assessment year of the gift',
   'Deleted ten years after the end of the assessment year of the donation, as the Income-tax Act requires.',
   'दान के निर्धारण वर्ष (assessment year) के ख़त्म होने के दस साल बाद मिटा दिया जाता है, जैसा आयकर अधिनियम कहता है।'),
  ('Donations ten years after the end of the assessment year of the gift',
   'Deleted ten years after the end of the assessment year of the gift, as the Income-tax Act requires.',
   'दान के निर्धारण वर्ष (assessment year) के ख़त्म होने के दस साल बाद मिटा दिया जाता है, जैसा आयकर अधिनियम कहता है।'),
  ('Data requests never confirmed, seven days after they were made',
   'A request whose e-mail code was never entered: deleted after seven days.',
   'जिस अनुरोध का ईमेल कोड कभी नहीं डाला गया: सात दिन बाद मिटा दिया जाता है।'),
  ('Data requests answered more than one year ago',
   'Deleted one year after we answered it.', 'जवाब देने के एक साल बाद मिटा दिया जाता है।'),
  ('Privacy request log entries older than one year',
   'Deleted after one year.', 'एक साल बाद मिटा दिया जाता है।'),
  ('Alert e-mails sent more than 90 days ago',
   'Deleted 90 days after the e-mail was sent.', 'ईमेल भेजे जाने के 90 दिन बाद मिटा दिया जाता है।'),
  ('Change history older than 2 years',
   'Deleted after two years.', 'दो साल बाद मिटा दिया जाता है।');

-- What the privacy page shows (src/site/policy/PrivacyDeclarations.tsx), read by the build and the
-- browser with the anon key: per table, where the data comes from, what it holds, why, and how long
-- it is kept (the sentences of its retention rules, else its own). Nothing here is personal data.
create or replace function public.privacy_notice()
returns table (
  table_name text, source_en text, source_hi text, data_en text, data_hi text,
  purpose_en text, purpose_hi text, kept jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.table_name, p.source_en, p.source_hi, p.data_en, p.data_hi, p.purpose_en, p.purpose_hi,
    coalesce(
      (select jsonb_agg(jsonb_build_object('en', n.kept_en, 'hi', n.kept_hi) order by r.name)
       from private.retention_rules r join private.retention_rule_notices n on n.rule = r.name
       where r.table_name = p.table_name),
      case when p.kept_en is not null then jsonb_build_array(jsonb_build_object('en', p.kept_en, 'hi', p.kept_hi)) end,
      '[]'::jsonb)
  from private.personal_data_purposes p
  order by p.position;
$$;
revoke execute on function public.privacy_notice() from public;
grant execute on function public.privacy_notice() to anon, authenticated, service_role;

-- The policy pages' first version told the foundation, publicly, to have it reviewed by a lawyer:
-- that note is for the foundation, not for parents (issue 35). Removed wherever it still stands.
update public.pages set
  body_en = regexp_replace(body_en, '\s*\*\*Note for the foundation:\*\*[^\n]*lawyer[^\n]*', '', 'g'),
  body_hi = regexp_replace(body_hi, '\s*\*\*फ़ाउंडेशन के लिए नोट:\*\*[^\n]*वकील[^\n]*', '', 'g')
where body_en ~ 'lawyer' or body_hi ~ 'वकील';
