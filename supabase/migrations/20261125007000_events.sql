-- Events: workshops, camps and awareness days (issue 27; docs/product.md#events). An event is
-- content: everyone reads the active ones, staff of either role (public.is_staff()) write them.
-- A registration is a parent's personal data: admins only (public.is_admin()); visitors never
-- touch the table, they call public.register_for_event, on the shared visitor-submission rules
-- (limits per phone and per network, held for review past the hour's threshold, exactly once by
-- the browser-made key). Capacity and the waiting list are decided here, under the event's lock.
--
-- The mechanism a content type stands on, so the next one costs less (docs/architecture.md,
-- "Adding a content type"):
--   private.set_slug()          one slug trigger for every table with a `slug` column;
--   private.kind_of_alert       queue_staff_alerts takes its kind from the trigger's argument;
--   staff_notifications.kind    any kind with a row in private.alert_kinds (a foreign key).

-- An Indian mobile number as the limits count it, and markup in a visitor's text: the same
-- definitions as 20261125004000_assessment_requests.sql (issue 24), which may land before or
-- after this one; `create or replace` with identical bodies is safe either way.
create or replace function private.indian_mobile_key(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select substring(
    regexp_replace(translate(private.strip_invisible(value), '०१२३४५६७८९', '0123456789'), '[\s().-]', '', 'g')
    from '^(?:\+91|91|0)?([6-9][0-9]{9})$'
  );
$$;

create or replace function private.has_markup(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ '<[A-Za-z/!?]', false);
$$;

grant execute on function private.indian_mobile_key(text), private.has_markup(text) to authenticated, service_role;

-- One slug trigger for any table with `id` and `slug`: the slug made from the title when empty,
-- kept unique under a per-table lock. Argument 1: the prefix for a title without Latin letters
-- (a Hindi title), followed by the date of argument 2's column ("event-2026-12-05").
create or replace function private.set_slug() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_json constant jsonb := to_jsonb(new);
  base text;
  candidate text;
  taken boolean;
  n integer := 1;
begin
  if btrim(coalesce(row_json ->> 'slug', '')) <> '' then
    return new;
  end if;
  base := private.slug_from_title(row_json ->> 'title');
  if base = '' then
    base := tg_argv[0] || '-' || to_char(
      coalesce(((row_json ->> tg_argv[1])::timestamptz at time zone 'Asia/Kolkata')::date, current_date), 'YYYY-MM-DD');
  end if;
  perform pg_advisory_xact_lock(hashtext(tg_table_schema || '.' || tg_table_name || '.slug'));
  candidate := base;
  loop
    execute format('select exists (select 1 from %I.%I t where t.slug = $1 and t.id is distinct from $2)',
      tg_table_schema, tg_table_name)
      into taken using candidate, (row_json ->> 'id')::uuid;
    exit when not taken;
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return jsonb_populate_record(new, jsonb_build_object('slug', candidate));
end;
$$;

revoke execute on function private.set_slug() from public;

create table public.events (
  id uuid primary key default gen_random_uuid(),
  slug text not null default '' constraint "slug: up to 80 lowercase letters, digits and single hyphens"
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80)
    constraint "slug is already used by another event" unique,
  title text not null constraint "title must be 1 to 200 characters" check (title ~ '\S' and char_length(title) <= 200),
  summary text not null default '' constraint "summary must be at most 500 characters" check (char_length(summary) <= 500),
  description text not null default '' constraint "description must be at most 10000 characters"
    check (char_length(description) <= 10000),
  -- Instants; the site shows and the calendar files carry them in Asia/Kolkata.
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  place_name text constraint "place name must be at most 200 characters" check (char_length(place_name) <= 200),
  place_address text constraint "place address must be at most 500 characters" check (char_length(place_address) <= 500),
  online_url text constraint "online link must be an https URL of at most 2048 characters"
    check (online_url ~ '^https://[^\s/?#]+[^\s]*$' and char_length(online_url) <= 2048),
  image_url text constraint "image_url must be an http(s) URL of at most 2048 characters"
    check (image_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_url) <= 2048),
  image_small_url text constraint "image_small_url must be an http(s) URL of at most 2048 characters"
    check (image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_small_url) <= 2048),
  image_width integer constraint "image_width must be 1 to 10000 pixels" check (image_width between 1 and 10000),
  image_height integer constraint "image_height must be 1 to 10000 pixels" check (image_height between 1 and 10000),
  image_alt text constraint "image_alt must be at most 300 characters" check (char_length(image_alt) <= 300),
  registration_mode text not null default 'none' constraint "registration mode must be none, form or link"
    check (registration_mode in ('none', 'form', 'link')),
  registration_url text constraint "registration link must be an https URL of at most 2048 characters"
    check (registration_url ~ '^https://[^\s/?#]+[^\s]*$' and char_length(registration_url) <= 2048),
  -- Places (people), for a registration on the site; null: no limit.
  capacity integer constraint "capacity must be 1 to 100000 places" check (capacity between 1 and 100000),
  cancelled boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint "an event ends after it starts" check (ends_at > starts_at),
  constraint "an event lasts at most 31 days" check (ends_at <= starts_at + interval '31 days'),
  constraint "an event needs a place or an online link" check (coalesce(place_name, '') ~ '\S' or online_url is not null),
  constraint "a registration link is given exactly when registration is by link"
    check ((registration_mode = 'link') = (registration_url is not null)),
  constraint "image_alt must describe the image whenever there is one"
    check (image_url is null or coalesce(image_alt, '') ~ '\S')
);

create index events_starts_at_idx on public.events (starts_at) where is_active;
create index events_ends_at_idx on public.events (ends_at desc) where is_active;
create index events_created_at_idx on public.events (created_at desc);
create index events_title_trgm_idx on public.events using gin (title extensions.gin_trgm_ops);
create index events_place_name_trgm_idx on public.events using gin (place_name extensions.gin_trgm_ops);

create trigger events_keep_server_columns before insert or update on public.events
  for each row execute function private.keep_server_columns();
create trigger events_set_slug before insert or update of slug on public.events
  for each row execute function private.set_slug('event', 'starts_at');
create trigger events_queue_media_removals after delete on public.events
  for each row execute function private.queue_media_removals();

alter table public.events enable row level security;

revoke all on public.events from anon, authenticated;
grant select on public.events to anon, authenticated;
grant insert, update, delete on public.events to authenticated;
revoke all on public.events from service_role;
grant all on public.events to service_role;

create policy "Visitors read active events" on public.events
  for select to anon using (is_active);
create policy "Signed-in users read active events, staff read all" on public.events
  for select to authenticated using (is_active or (select public.is_staff()));
create policy "Staff insert events" on public.events
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff update events" on public.events
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff delete events" on public.events
  for delete to authenticated using ((select public.is_staff()));

-- A picture an event shows is in use: the media bucket's cleaner keeps it.
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
      where private.media_object_path(n.image_url) = path or private.media_object_path(n.image_small_url) = path)
    or exists (select 1 from public.events e
      where private.media_object_path(e.image_url) = path or private.media_object_path(e.image_small_url) = path);
$$;

revoke execute on function private.media_in_use(text) from public;

-- Registrations: a parent's name, mobile number, optional e-mail and how many people come.
-- `status` is decided at registration under the event's lock: confirmed while the places
-- allow, otherwise waiting, with `waiting_place` the parent's place on the list when they
-- registered (1 = first). Staff may move a registration (confirm from the list, cancel).
create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  -- The event as it was when the parent registered, filled by the server: staff search and
  -- export the registrations by it.
  event_title text not null default '',
  event_starts_at timestamptz,
  name text not null constraint "name must hold a letter or digit, at most 120 characters, no markup"
    check (private.has_letter_or_digit(name) and char_length(name) <= 120 and not private.has_markup(name)),
  phone text not null constraint "phone must be an Indian mobile number of at most 30 characters"
    check (char_length(phone) <= 30 and private.indian_mobile_key(phone) is not null),
  phone_key text generated always as (private.indian_mobile_key(phone)) stored,
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  people smallint not null default 1 constraint "people must be 1 to 10" check (people between 1 and 10),
  status text not null constraint "status must be confirmed, waiting or cancelled"
    check (status in ('confirmed', 'waiting', 'cancelled')),
  waiting_place integer constraint "waiting place must be 1 or more" check (waiting_place >= 1),
  held_for_review boolean not null default false,
  client_key uuid constraint "each registration key is stored once" unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint "a waiting registration has its place" check ((status = 'waiting') = (waiting_place is not null))
);

create index event_registrations_event_idx on public.event_registrations (event_id, created_at);
create index event_registrations_created_at_idx on public.event_registrations (created_at desc);
create index event_registrations_name_trgm_idx on public.event_registrations using gin (name extensions.gin_trgm_ops);
create index event_registrations_phone_trgm_idx on public.event_registrations using gin (phone extensions.gin_trgm_ops);

create trigger event_registrations_keep_server_columns before insert or update on public.event_registrations
  for each row execute function private.keep_server_columns();

create or replace function private.fill_event_registration() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select e.title, e.starts_at into new.event_title, new.event_starts_at from public.events e where e.id = new.event_id;
  return new;
end;
$$;
revoke execute on function private.fill_event_registration() from public;

create trigger event_registrations_fill before insert on public.event_registrations
  for each row execute function private.fill_event_registration();
create index event_registrations_event_title_trgm_idx on public.event_registrations using gin (event_title extensions.gin_trgm_ops);

alter table public.event_registrations enable row level security;

revoke all on public.event_registrations from anon, authenticated;
grant select, delete on public.event_registrations to authenticated;
grant update (status, waiting_place, held_for_review) on public.event_registrations to authenticated;
revoke all on public.event_registrations from service_role;
grant all on public.event_registrations to service_role;

create policy "Admins read event registrations" on public.event_registrations
  for select to authenticated using ((select public.is_admin()));
create policy "Admins work event registrations" on public.event_registrations
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete event registrations" on public.event_registrations
  for delete to authenticated using ((select public.is_admin()));

-- Personal data (20261125002200): found, exported and erased on a privacy request.
insert into private.personal_data_columns (table_name, column_name, kind) values
  ('event_registrations', 'name', 'name'),
  ('event_registrations', 'phone', 'phone'),
  ('event_registrations', 'phone_key', 'phone'),
  ('event_registrations', 'email', 'email');

-- Retention (20261125002100): a registration serves the event; kept six months after the event
-- ended (for questions and a repeat of the workshop), then deleted.
insert into private.retention_rules (name, table_name, expired) values
  ('Event registrations six months after their event ended', 'event_registrations',
   '(select e.ends_at from public.events e where e.id = event_id) < now() - interval ''6 months''');

-- Staff alerts: the kinds are rows, so a new kind is one insert (20261123006000, 20261124004000).
-- Whatever check an earlier migration put on the column (assessment requests add theirs in
-- 20261125004000) gives way to the table.
create table private.alert_kinds (
  kind text primary key,
  table_name text not null constraint "table_name must be a table of the public schema"
    check (to_regclass('public.' || quote_ident(table_name)) is not null)
);
revoke all on private.alert_kinds from public;
insert into private.alert_kinds (kind, table_name) values
  ('contact_message', 'contact_messages'),
  ('receipt_request', 'receipt_requests'),
  ('event_registration', 'event_registrations');
do $$
begin
  if to_regclass('public.assessment_requests') is not null then
    insert into private.alert_kinds (kind, table_name) values ('assessment_request', 'assessment_requests');
  end if;
end;
$$;

do $$
declare
  c record;
begin
  for c in
    select con.conname from pg_constraint con
    where con.conrelid = 'public.staff_notifications'::regclass and con.contype = 'c'
      and pg_get_constraintdef(con.oid) ~ '\mkind\M'
  loop
    execute format('alter table public.staff_notifications drop constraint %I', c.conname);
  end loop;
end;
$$;
alter table public.staff_notifications
  add constraint "kind must be a kind of private.alert_kinds" foreign key (kind) references private.alert_kinds (kind);

-- The alert's kind: the trigger's argument, or the kind whose table fired it.
create or replace function private.queue_staff_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind constant text := coalesce(
    tg_argv[0], (select k.kind from private.alert_kinds k where k.table_name = tg_table_name limit 1));
  per_hour constant int := coalesce((select hourly_cap from private.alert_settings), 10);
  this_hour constant timestamptz := date_trunc('hour', now());
  address text;
  singles int;
begin
  if new.held_for_review then
    return null;
  end if;
  if tg_op = 'UPDATE' and not old.held_for_review then
    return null;
  end if;
  for address in select a from private.alert_recipient_addresses() as a order by a loop
    -- One recipient's count and insert under one lock (in address order, so two transactions
    -- never wait on each other in a cycle): 30 messages at once still make 10 single alerts.
    perform pg_advisory_xact_lock(3, hashtext(address));
    select count(*) into singles from public.staff_notifications n
    where n.recipient = address and not n.digest and n.created_at >= this_hour;
    insert into public.staff_notifications (kind, record_id, recipient, digest, next_attempt_at)
    values (
      v_kind, new.id, address, singles >= per_hour,
      case when singles >= per_hour then this_hour + interval '1 hour' else now() end
    )
    on conflict do nothing;
  end loop;
  -- Wakes a listening dispatcher at commit; without one the alerts wait for its next look.
  perform pg_notify('staff_notifications', v_kind);
  return null;
end;
$$;

revoke execute on function private.queue_staff_alerts() from public;

create trigger event_registrations_queue_staff_alerts
  after insert or update of held_for_review on public.event_registrations
  for each row execute function private.queue_staff_alerts('event_registration');

-- One JSON object in, `{ success, message, status, place }` out, in the pattern of
-- accept_assessment_request. status: confirmed or waiting; place: the place on the waiting list.
create or replace function private.accept_event_registration(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['event_id', 'name', 'phone', 'email', 'people', 'client_key'];
  unknown_field text;
  v_event_id uuid;
  v_event public.events;
  v_name text;
  v_phone text;
  v_phone_key text;
  v_email text;
  v_people_text text;
  v_people int;
  v_key uuid;
  taken int;
  v_status text;
  v_place int;
  existing public.event_registrations;
  client record;
  verdict record;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    return jsonb_build_object('success', false, 'message', 'Please send the registration as a form or a JSON object.');
  end if;
  select key into unknown_field from jsonb_object_keys(payload) as key where key <> all (allowed) limit 1;
  if unknown_field is not null then
    return jsonb_build_object('success', false, 'message', format('Unknown field: %s.', unknown_field));
  end if;
  if exists (
    select 1 from jsonb_each(payload)
    where jsonb_typeof(value) not in ('string', 'null') and not (key = 'people' and jsonb_typeof(value) = 'number')
  ) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text and the number of people a number.');
  end if;

  if coalesce(payload ->> 'event_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return jsonb_build_object('success', false, 'message', 'This event was not found. Please reload the page.');
  end if;
  v_event_id := (payload ->> 'event_id')::uuid;

  v_name := private.trim_blank(payload ->> 'name');
  v_phone := private.trim_blank(payload ->> 'phone');
  v_email := nullif(private.trim_blank(payload ->> 'email'), '');
  v_people_text := coalesce(nullif(private.trim_blank(payload ->> 'people'), ''), '1');

  if private.has_markup(v_name) or private.has_markup(v_phone) or private.has_markup(v_email) then
    return jsonb_build_object('success', false, 'message', 'Please write plain text: markup such as <b> is not accepted.');
  end if;
  if v_name = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter your name.');
  end if;
  if not private.has_letter_or_digit(v_name) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if char_length(v_name) > 120 then
    return jsonb_build_object('success', false, 'message', 'Name must be at most 120 characters.');
  end if;
  if v_phone = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter your mobile number, so that we can reach you.');
  end if;
  v_phone_key := private.indian_mobile_key(v_phone);
  if v_phone_key is null or char_length(v_phone) > 30 then
    return jsonb_build_object('success', false, 'message', 'Please enter a 10-digit Indian mobile number, with or without +91.');
  end if;
  if v_email is not null and (not private.is_mailbox(v_email) or char_length(v_email) > 254) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if v_people_text !~ '^[0-9]{1,3}$' or v_people_text::int not between 1 and 10 then
    return jsonb_build_object('success', false, 'message', 'Please give the number of people coming, 1 to 10.');
  end if;
  v_people := v_people_text::int;

  -- A repeat of a key is answered as the first was and stores nothing.
  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The request key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null then
    select * into existing from public.event_registrations where client_key = v_key;
    if found then
      return private.event_registration_answer(existing.status, existing.waiting_place);
    end if;
  end if;

  -- The event's lock: registrations for one event take turns, so places are counted once.
  select * into v_event from public.events where id = v_event_id for no key update;
  if not found or not v_event.is_active or v_event.registration_mode <> 'form' then
    return jsonb_build_object('success', false, 'message', 'This event does not take registrations on the site.');
  end if;
  if v_event.cancelled then
    return jsonb_build_object('success', false, 'message', 'This event has been cancelled.');
  end if;
  if v_event.starts_at <= now() then
    return jsonb_build_object('success', false, 'message', 'This event has already taken place: registration is closed.');
  end if;

  select * into verdict from private.admit_visitor_submission('event_registration', v_phone_key || '@phone.invalid');
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  select coalesce(sum(r.people), 0) into taken from public.event_registrations r
  where r.event_id = v_event_id and r.status = 'confirmed';
  if v_event.capacity is null or taken + v_people <= v_event.capacity then
    v_status := 'confirmed';
  else
    v_status := 'waiting';
    select coalesce(max(r.waiting_place), 0) + 1 into v_place from public.event_registrations r
    where r.event_id = v_event_id and r.status = 'waiting';
  end if;

  insert into public.event_registrations (event_id, name, phone, email, people, status, waiting_place, held_for_review, client_key)
  values (v_event_id, v_name, v_phone, v_email, v_people, v_status, v_place, verdict.held, v_key);

  return private.event_registration_answer(v_status, v_place);
end;
$$;

create or replace function private.event_registration_answer(status text, place int) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when status = 'waiting' then jsonb_build_object(
      'success', true, 'status', 'waiting', 'place', place,
      'message', format('The event is full. You are number %s on the waiting list: we will call you if a place opens.', place))
    else jsonb_build_object(
      'success', true, 'status', 'confirmed',
      'message', 'Thank you! Your place is booked. We will call you before the event.')
  end;
$$;

revoke execute on function private.event_registration_answer(text, int) from public;
revoke execute on function private.accept_event_registration(jsonb) from public;

create or replace function public.register_for_event(jsonb) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_event_registration($1);
$$;

revoke execute on function public.register_for_event(jsonb) from public, anon, authenticated;
grant execute on function public.register_for_event(jsonb) to anon, authenticated, service_role;
