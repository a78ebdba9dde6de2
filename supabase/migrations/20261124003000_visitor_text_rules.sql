-- Visitor text, stricter (issue 21; docs/decisions.md, "Visitor submissions"). The rules here,
-- the contact form's use of them; the receipt requests' in 20261124003100:
--   * a PAN is checked as typed, and its fourth letter must be a holder type the Income Tax
--     Department issues (P person, C company, H Hindu undivided family, F firm, A association of
--     persons, T trust, B body of individuals, L local authority, J artificial juridical person,
--     G government), and its four digits a serial number from 0001, so AAAAA0000A is refused;
--   * a name, an address, a message, a transaction reference must hold at least one letter or
--     digit: not only punctuation, symbols or combining marks;
-- Mirrored by the forms (src/site/getInvolved/pan.ts, src/lib/visibleText.ts).

-- The rule of src/site/getInvolved/pan.ts: five capitals A to Z, four digits 0 to 9, a capital;
-- the fourth letter a holder type, the digits a serial number from 0001 (so AAAAA0000A, whose
-- fourth letter A is a real type, is still refused). Bracket ranges, not classes, so no locale
-- widens them.
create or replace function private.is_pan(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ '^[A-Z]{3}[PCHFATBLJG][A-Z](?!0000)[0-9]{4}[A-Z]$', false);
$$;

-- At least one letter or digit once combining marks are set aside: "̷̷̷" or "..." is no name.
-- [[:alnum:]] follows Unicode with the built-in C.UTF-8 locale (local) and glibc's UTF-8 locales
-- (hosted), so any script's letters count; Postgres has no \p{M}, so the combining blocks are
-- spelled out (diacritics, Devanagari's signs, extended and supplementary marks, half marks), as
-- in src/lib/visibleText.ts.
create or replace function private.has_letter_or_digit(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    coalesce(value, ''),
    '[\u0300-\u036F\u0483-\u0489\u0900-\u0903\u093A-\u094F\u0951-\u0957\u0962\u0963\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]',
    '',
    'g'
  ) ~ '[[:alnum:]]';
$$;

grant execute on function private.is_pan(text), private.has_letter_or_digit(text) to authenticated, service_role;

-- A submission's browser-made key (docs/decisions.md, "Visitor submissions"): none sent gives a
-- null key; one that is not a UUID is not valid; else the key, with a transaction-level lock on it
-- so that two calls with one key never both store. Taken before the sender's locks, always: one
-- order, so two calls never wait in a cycle.
create or replace function private.locked_client_key(raw text, out key uuid, out valid boolean)
language plpgsql
volatile
set search_path = ''
as $$
begin
  valid := true;
  if nullif(raw, '') is null then
    return;
  end if;
  if raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    valid := false;
    return;
  end if;
  key := raw::uuid;
  perform pg_advisory_xact_lock(0, hashtext(key::text));
end;
$$;

revoke execute on function private.locked_client_key(text) from public;

-- The contact form's rule in the schema. NOT VALID: rows stored under the old rules stay.
alter table public.contact_messages
  add constraint "name must hold a letter or digit" check (private.has_letter_or_digit(name)) not valid,
  add constraint "message must hold a letter or digit" check (private.has_letter_or_digit(message)) not valid;

-- submit_contact_message (20261123003100) with the letter-or-digit rule.
create or replace function private.accept_contact_message(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  thanks constant text := 'Thank you for your message! We will get back to you soon.';
  allowed constant text[] := array['name', 'email', 'phone', 'subject', 'message', 'client_key'];
  unknown_field text;
  v_name text;
  v_email text;
  v_phone text;
  v_subject text;
  v_message text;
  v_key uuid;
  client record;
  verdict record;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    return jsonb_build_object('success', false, 'message', 'Please send the message as a form or a JSON object.');
  end if;

  select key into unknown_field from jsonb_object_keys(payload) as key where key <> all (allowed) limit 1;
  if unknown_field is not null then
    return jsonb_build_object('success', false, 'message', format('Unknown field: %s.', unknown_field));
  end if;

  if exists (
    select 1 from jsonb_each(payload)
    where jsonb_typeof(value) <> 'string' and not (key in ('phone', 'client_key') and jsonb_typeof(value) = 'null')
  ) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text.');
  end if;

  v_name := private.trim_blank(payload ->> 'name');
  v_email := private.trim_blank(payload ->> 'email');
  v_phone := nullif(private.trim_blank(payload ->> 'phone'), '');
  v_subject := private.trim_blank(payload ->> 'subject');
  v_message := private.trim_blank(payload ->> 'message');

  if v_name = '' or v_email = '' or v_subject = '' or v_message = '' then
    return jsonb_build_object('success', false, 'message', 'Please fill in all required fields.');
  end if;
  if not private.is_mailbox(v_email) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if v_subject not in ('services', 'volunteer', 'donation', 'support', 'other') then
    return jsonb_build_object('success', false, 'message', 'Please choose a subject from the list.');
  end if;
  if char_length(v_name) > 120 then
    return jsonb_build_object('success', false, 'message', 'Name must be at most 120 characters.');
  end if;
  if char_length(v_email) > 254 then
    return jsonb_build_object('success', false, 'message', 'Email must be at most 254 characters.');
  end if;
  if char_length(v_phone) > 30 then
    return jsonb_build_object('success', false, 'message', 'Phone must be at most 30 characters.');
  end if;
  if char_length(v_message) > 5000 then
    return jsonb_build_object('success', false, 'message', 'Message must be at most 5000 characters.');
  end if;
  if not private.has_letter_or_digit(v_name) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if not private.has_letter_or_digit(v_message) then
    return jsonb_build_object('success', false, 'message', 'Please write a message with at least one letter or digit.');
  end if;

  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The message key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null and exists (select 1 from public.contact_messages where client_key = v_key) then
    return jsonb_build_object('success', true, 'message', thanks);
  end if;

  select * into verdict from private.admit_visitor_submission('contact_message', v_email);
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.contact_messages (name, email, phone, subject, message, client_key, held_for_review)
  values (v_name, v_email, v_phone, v_subject, v_message, v_key, verdict.held);

  return jsonb_build_object('success', true, 'message', thanks);
end;
$$;

revoke execute on function private.accept_contact_message(jsonb) from public;
