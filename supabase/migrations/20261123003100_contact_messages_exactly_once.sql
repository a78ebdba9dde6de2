-- The contact form's messages, stored exactly once and never refused by a cap a stranger can
-- use up (docs/decisions.md, "Visitor submissions"):
--   client_key       made in the browser per message; a repeat of a key is answered as sent
--                    and stores nothing, so a retry after a lost answer never stores twice;
--   email_key        the mailbox as the limits count it (private.mailbox_key); the address
--                    itself stays as typed;
--   held_for_review  set when the hour's messages passed the review threshold; staff release
--                    or delete such a message.

alter table public.contact_messages
  add column client_key uuid constraint "each client key is stored once" unique,
  add column email_key text generated always as (private.mailbox_key(email)) stored,
  add column held_for_review boolean not null default false;

create index contact_messages_held_idx on public.contact_messages (created_at desc) where held_for_review;

-- The rules of the RPC, in the schema too. NOT VALID: rows stored under the old rules stay.
alter table public.contact_messages
  drop constraint "name must be 1 to 120 characters",
  add constraint "name must show text, at most 120 characters"
    check (not private.is_blank(name) and char_length(name) <= 120) not valid,
  drop constraint "email must be a valid address of at most 254 characters",
  add constraint "email must be a plausible mailbox of at most 254 characters"
    check (char_length(email) <= 254 and private.is_mailbox(email)) not valid,
  drop constraint "message must be 1 to 5000 characters",
  add constraint "message must show text, at most 5000 characters"
    check (not private.is_blank(message) and char_length(message) <= 5000) not valid;

-- Staff may change only whether a message is handled and whether it is held.
revoke update on public.contact_messages from anon, authenticated;
grant update (handled, held_for_review) on public.contact_messages to authenticated;

-- One JSON object in, `{ success, message }` out: checks field names and types itself (so
-- nothing is coerced), validates as the contact form does, stores a client key once,
-- rate-limits (private.admit_visitor_submission) and stores.
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

  if nullif(payload ->> 'client_key', '') is not null then
    if (payload ->> 'client_key') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return jsonb_build_object('success', false, 'message', 'The message key is not valid. Please reload the page and send again.');
    end if;
    v_key := (payload ->> 'client_key')::uuid;
    -- Taken before the sender's locks, always: one order, so two calls never wait in a cycle.
    perform pg_advisory_xact_lock(0, hashtext(v_key::text));
    if exists (select 1 from public.contact_messages where client_key = v_key) then
      return jsonb_build_object('success', true, 'message', thanks);
    end if;
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

-- The API keeps its overloads: a JSON body with any other key set comes whole to the jsonb one
-- (20261122000300); the named ones take a form-encoded post, with or without the client key.
create or replace function public.submit_contact_message(jsonb) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_contact_message($1);
$$;

create or replace function public.submit_contact_message(
  name jsonb,
  email jsonb,
  phone jsonb,
  subject jsonb,
  message jsonb,
  client_key jsonb
) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_contact_message(jsonb_strip_nulls(jsonb_build_object(
    'name', name, 'email', email, 'phone', phone, 'subject', subject, 'message', message, 'client_key', client_key
  )));
$$;

revoke execute on function public.submit_contact_message(jsonb, jsonb, jsonb, jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.submit_contact_message(jsonb, jsonb, jsonb, jsonb, jsonb, jsonb) to anon, authenticated, service_role;
