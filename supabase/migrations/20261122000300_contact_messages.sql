-- Messages from the public contact form. Visitors never touch the table: they call
-- submit_contact_message, which validates, rate-limits and stores. Staff read, mark handled
-- and delete.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint "name must be 1 to 120 characters" check (name ~ '\S' and char_length(name) <= 120),
  email text not null constraint "email must be a valid address of at most 254 characters"
    check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  phone text constraint "phone must be at most 30 characters" check (char_length(phone) <= 30),
  subject text not null constraint "subject must be services, volunteer, donation, support or other"
    check (subject in ('services', 'volunteer', 'donation', 'support', 'other')),
  message text not null constraint "message must be 1 to 5000 characters" check (message ~ '\S' and char_length(message) <= 5000),
  handled boolean not null default false,
  created_at timestamptz not null default now()
);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);

alter table public.contact_messages enable row level security;

-- From nothing, whatever the project's default privileges: staff may change `handled` only.
revoke all on public.contact_messages from anon, authenticated;
grant select, delete on public.contact_messages to authenticated;
grant update (handled) on public.contact_messages to authenticated;
grant all on public.contact_messages to service_role;

create policy "Staff read contact messages" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
create policy "Staff mark contact messages handled" on public.contact_messages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete contact messages" on public.contact_messages
  for delete to authenticated using ((select public.is_admin()));

-- Not exposed through the API: PostgREST serves the public schema only.
create schema if not exists private;
revoke all on schema private from public;

-- btrim() only trims spaces; a message of newlines and tabs is empty too.
create or replace function private.trim_space(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(coalesce(value, ''), '^\s+|\s+$', '', 'g');
$$;

-- One JSON object in, `{ success, message }` out: checks field names and types itself (so
-- nothing is coerced), validates as the contact form does, rate-limits and stores.
create or replace function private.accept_contact_message(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['name', 'email', 'phone', 'subject', 'message'];
  unknown_field text;
  v_name text;
  v_email text;
  v_phone text;
  v_subject text;
  v_message text;
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
    where jsonb_typeof(value) <> 'string' and not (key = 'phone' and jsonb_typeof(value) = 'null')
  ) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text.');
  end if;

  v_name := private.trim_space(payload ->> 'name');
  v_email := private.trim_space(payload ->> 'email');
  v_phone := nullif(private.trim_space(payload ->> 'phone'), '');
  v_subject := private.trim_space(payload ->> 'subject');
  v_message := private.trim_space(payload ->> 'message');

  if v_name = '' or v_email = '' or v_subject = '' or v_message = '' then
    return jsonb_build_object('success', false, 'message', 'Please fill in all required fields.');
  end if;
  if v_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
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

  -- At most 5 messages per address per hour, and 100 in all per hour: enough for any family,
  -- too few for a flood.
  if (select count(*) from public.contact_messages
      where lower(email) = lower(v_email) and created_at > now() - interval '1 hour') >= 5 then
    return jsonb_build_object('success', false, 'message', 'Too many messages from this address. Please try again in an hour.');
  end if;
  if (select count(*) from public.contact_messages where created_at > now() - interval '1 hour') >= 100 then
    return jsonb_build_object('success', false, 'message', 'We are receiving many messages right now. Please try again later or e-mail us directly.');
  end if;

  insert into public.contact_messages (name, email, phone, subject, message)
  values (v_name, v_email, v_phone, v_subject, v_message);

  return jsonb_build_object('success', true, 'message', 'Thank you for your message! We will get back to you soon.');
end;
$$;

revoke execute on function private.accept_contact_message(jsonb) from public;

-- The API: a JSON body with any other keys comes here whole (PostgREST hands a function with
-- a single unnamed jsonb parameter the request body), so an unknown field gets a clear answer.
create or replace function public.submit_contact_message(jsonb) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_contact_message($1);
$$;

revoke execute on function public.submit_contact_message(jsonb) from public;
grant execute on function public.submit_contact_message(jsonb) to anon, authenticated, service_role;

-- The same with named arguments, which is what PostgREST calls for a form-encoded post (the
-- contact form's second and third methods) and for a JSON body with exactly these five keys.
-- The arguments are jsonb so a JSON number or object stays one and is refused, not coerced to
-- text. No defaults: with them, a call with one jsonb argument would be ambiguous.
create or replace function public.submit_contact_message(
  name jsonb,
  email jsonb,
  phone jsonb,
  subject jsonb,
  message jsonb
) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_contact_message(jsonb_strip_nulls(jsonb_build_object(
    'name', name, 'email', email, 'phone', phone, 'subject', subject, 'message', message
  )));
$$;

revoke execute on function public.submit_contact_message(jsonb, jsonb, jsonb, jsonb, jsonb) from public;
grant execute on function public.submit_contact_message(jsonb, jsonb, jsonb, jsonb, jsonb) to anon, authenticated, service_role;
