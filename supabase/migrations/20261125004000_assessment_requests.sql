-- A parent asks for an assessment of their child (issue 24; docs/product.md#assessment-request).
-- A child's age, worries and a parent's phone are personal data: visitors never touch the table,
-- they call submit_assessment_request, which stands on the visitor-submission rules the contact
-- form and the 80G request share (20261123003000, 20261124002000, 20261124003000): limits per
-- phone and per network, held for review past the hour's threshold, exactly once by the
-- browser-made key, the client network from the gateway. Staff read and work the requests.

-- An Indian mobile number as the limits count it: the ten digits, whatever was typed around them
-- (+91, 91 or 0 in front; spaces, dashes, dots, brackets; Devanagari digits from a Hindi keyboard).
-- Null when it is not a mobile number (ten digits starting 6 to 9). Stored as typed; this is
-- only the key.
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

-- Markup in a visitor's text: something that opens an HTML tag, a comment or a declaration
-- (<b>, </p>, <!--, <?xml). A lone < as in "age < 3" is text and stays.
create or replace function private.has_markup(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ '<[A-Za-z/!?]', false);
$$;

grant execute on function private.indian_mobile_key(text), private.has_markup(text) to authenticated, service_role;

create table public.assessment_requests (
  id uuid primary key default gen_random_uuid(),
  child_name text not null constraint "child name must hold a letter or digit, at most 60 characters, no markup"
    check (private.has_letter_or_digit(child_name) and char_length(child_name) <= 60 and not private.has_markup(child_name)),
  -- The age as the parent gave it: years and months, or a date of birth; age_in_months is the age
  -- on the day of the request either way, for staff's age groups.
  age_years smallint constraint "age years must be 0 to 18" check (age_years between 0 and 18),
  age_months smallint constraint "age months must be 0 to 11" check (age_months between 0 and 11),
  date_of_birth date,
  age_in_months smallint not null constraint "age must be 0 to 18 years" check (age_in_months between 0 and 18 * 12 + 11),
  age_group text generated always as (
    case when age_in_months < 36 then '0-2' when age_in_months < 72 then '3-5' when age_in_months < 144 then '6-11' else '12-18' end
  ) stored,
  concerns text[] not null default '{}' constraint "concerns must come from the list"
    check (concerns <@ array['speech', 'movement', 'behaviour', 'learning', 'social', 'sleep_eating', 'diagnosis', 'other']),
  concern_details text constraint "concern details must be at most 2000 characters, no markup"
    check (char_length(concern_details) <= 2000 and not private.has_markup(concern_details)),
  parent_name text not null constraint "parent name must hold a letter or digit, at most 120 characters, no markup"
    check (private.has_letter_or_digit(parent_name) and char_length(parent_name) <= 120 and not private.has_markup(parent_name)),
  phone text not null constraint "phone must be an Indian mobile number of at most 30 characters"
    check (char_length(phone) <= 30 and private.indian_mobile_key(phone) is not null),
  phone_key text generated always as (private.indian_mobile_key(phone)) stored,
  whatsapp boolean not null default false,
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  call_language text not null constraint "call language must be hi or en" check (call_language in ('hi', 'en')),
  call_time text not null constraint "call time must be morning, afternoon, evening or any"
    check (call_time in ('morning', 'afternoon', 'evening', 'any')),
  service text not null default 'not_sure' constraint "service must be one of the eight or not_sure"
    check (service in (
      'autism-intervention', 'occupational-therapy', 'parental-training', 'standard-assessments',
      'special-education', 'physiotherapy', 'diet-nutrition', 'speech-therapy', 'not_sure'
    )),
  consent_at timestamptz not null,
  status text not null default 'new' constraint "status must be new, contacted, scheduled, closed or not_reachable"
    check (status in ('new', 'contacted', 'scheduled', 'closed', 'not_reachable')),
  staff_notes text constraint "staff notes must be at most 5000 characters" check (char_length(staff_notes) <= 5000),
  last_call_on date,
  -- Set when the status becomes closed, cleared when it is reopened: the retention rule counts
  -- 24 months from here (README, "Retention").
  closed_at timestamptz,
  held_for_review boolean not null default false,
  client_key uuid constraint "each assessment request key is stored once" unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint "a worry must be ticked or described" check (cardinality(concerns) > 0 or concern_details is not null),
  constraint "an age or a date of birth must be given" check (age_years is not null or date_of_birth is not null)
);
create index assessment_requests_created_at_idx on public.assessment_requests (created_at desc);
create index assessment_requests_open_idx on public.assessment_requests (created_at) where status not in ('closed');
create index assessment_requests_status_idx on public.assessment_requests (status, created_at desc);
create index assessment_requests_closed_idx on public.assessment_requests (closed_at) where closed_at is not null;

-- closed_at and updated_at follow the status, whoever changes it.
create or replace function private.assessment_request_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.status = 'closed' and (tg_op = 'INSERT' or old.status is distinct from 'closed') then
    new.closed_at := now();
  elsif new.status <> 'closed' then
    new.closed_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.assessment_request_touch() from public;

create trigger assessment_requests_touch
  before insert or update on public.assessment_requests
  for each row execute function private.assessment_request_touch();

alter table public.assessment_requests enable row level security;

-- From nothing, whatever the project's default privileges: staff change only what they work
-- (status, notes, the date of the last call, the review hold); what the parent sent stays as sent.
-- Delete: a parent may ask for their data to be deleted (DPDP Act 2023).
revoke all on public.assessment_requests from anon, authenticated;
grant select, delete on public.assessment_requests to authenticated;
grant update (status, staff_notes, last_call_on, held_for_review) on public.assessment_requests to authenticated;
revoke all on public.assessment_requests from service_role;
grant all on public.assessment_requests to service_role;

-- public.is_admin() means "admin": an editor role without access to personal data must never
-- read these rows.
create policy "Staff read assessment requests" on public.assessment_requests
  for select to authenticated using ((select public.is_admin()));
create policy "Staff work assessment requests" on public.assessment_requests
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete assessment requests" on public.assessment_requests
  for delete to authenticated using ((select public.is_admin()));

-- Staff alerts know the new kind (20261123006000, 20261124004000). The alert says only "a new
-- assessment request" and links to it (supabase/functions/notify-staff/compose.ts).
alter table public.staff_notifications
  drop constraint "kind must be contact_message or receipt_request",
  add constraint "kind must be contact_message, receipt_request or assessment_request"
    check (kind in ('contact_message', 'receipt_request', 'assessment_request'));

create or replace function private.queue_staff_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind constant text := case tg_table_name
    when 'contact_messages' then 'contact_message'
    when 'assessment_requests' then 'assessment_request'
    else 'receipt_request' end;
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

create trigger assessment_requests_queue_staff_alerts
  after insert or update of held_for_review on public.assessment_requests
  for each row execute function private.queue_staff_alerts();

-- Text, or a JSON value of one of the kinds allowed, as text; null when absent or JSON null.
-- Raises nothing: the caller has already checked the kinds.
create or replace function private.assessment_flag(value jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when value is null or jsonb_typeof(value) = 'null' then null
    when jsonb_typeof(value) = 'boolean' then (value #>> '{}')::boolean
    when lower(btrim(value #>> '{}')) in ('true', 'yes', 'on', '1') then true
    when lower(btrim(value #>> '{}')) in ('false', 'no', 'off', '0', '') then false
    else null
  end;
$$;
revoke execute on function private.assessment_flag(jsonb) from public;

-- One JSON object in, `{ success, message }` out, in the pattern of accept_receipt_request.
--   concerns     a JSON array of the listed words, or one text of them separated by commas;
--   age          age_years (and age_months), as numbers or digits, or date_of_birth YYYY-MM-DD;
--   whatsapp     true/false (or yes/no, on/off); consent must be true: its time is stored.
create or replace function private.accept_assessment_request(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array[
    'child_name', 'age_years', 'age_months', 'date_of_birth', 'concerns', 'concern_details', 'parent_name',
    'phone', 'whatsapp', 'email', 'call_language', 'call_time', 'service', 'consent', 'client_key'
  ];
  known_concerns constant text[] := array[
    'speech', 'movement', 'behaviour', 'learning', 'social', 'sleep_eating', 'diagnosis', 'other'
  ];
  thanks constant text := 'Thank you! We have your request. Someone from the centre will call you within two working days.';
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
  unknown_field text;
  v_child text;
  v_years_text text;
  v_months_text text;
  v_years int;
  v_months int;
  v_dob_text text;
  v_dob date;
  v_age int;
  v_concerns text[];
  v_details text;
  v_parent text;
  v_phone text;
  v_phone_key text;
  v_whatsapp boolean;
  v_email text;
  v_language text;
  v_time text;
  v_service text;
  v_consent boolean;
  v_key uuid;
  client record;
  verdict record;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    return jsonb_build_object('success', false, 'message', 'Please send the request as a form or a JSON object.');
  end if;

  select key into unknown_field from jsonb_object_keys(payload) as key where key <> all (allowed) limit 1;
  if unknown_field is not null then
    return jsonb_build_object('success', false, 'message', format('Unknown field: %s.', unknown_field));
  end if;

  if exists (
    select 1 from jsonb_each(payload)
    where jsonb_typeof(value) not in ('string', 'null')
      and not (key in ('age_years', 'age_months') and jsonb_typeof(value) = 'number')
      and not (key in ('whatsapp', 'consent') and jsonb_typeof(value) = 'boolean')
      and not (key = 'concerns' and jsonb_typeof(value) = 'array')
  ) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text, the ages numbers, the concerns a list and the choices true or false.');
  end if;

  v_child := private.trim_blank(payload ->> 'child_name');
  v_years_text := private.trim_blank(payload ->> 'age_years');
  v_months_text := private.trim_blank(payload ->> 'age_months');
  v_dob_text := private.trim_blank(payload ->> 'date_of_birth');
  v_details := nullif(private.trim_blank(payload ->> 'concern_details'), '');
  v_parent := private.trim_blank(payload ->> 'parent_name');
  v_phone := private.trim_blank(payload ->> 'phone');
  v_email := nullif(private.trim_blank(payload ->> 'email'), '');
  v_language := private.trim_blank(payload ->> 'call_language');
  v_time := private.trim_blank(payload ->> 'call_time');
  v_service := coalesce(nullif(private.trim_blank(payload ->> 'service'), ''), 'not_sure');
  v_whatsapp := private.assessment_flag(payload -> 'whatsapp');
  v_consent := private.assessment_flag(payload -> 'consent');

  if jsonb_typeof(payload -> 'concerns') = 'array' then
    if exists (select 1 from jsonb_array_elements(payload -> 'concerns') as e where jsonb_typeof(e) <> 'string') then
      return jsonb_build_object('success', false, 'message', 'Please choose the worries from the list.');
    end if;
    select coalesce(array_agg(distinct private.trim_blank(e)), '{}') into v_concerns
    from jsonb_array_elements_text(payload -> 'concerns') as e where not private.is_blank(e);
  else
    select coalesce(array_agg(distinct private.trim_blank(e)), '{}') into v_concerns
    from unnest(string_to_array(coalesce(payload ->> 'concerns', ''), ',')) as e where not private.is_blank(e);
  end if;

  -- Markup first: a field with a tag is refused whatever else is wrong with it.
  if private.has_markup(v_child) or private.has_markup(v_details) or private.has_markup(v_parent)
    or private.has_markup(v_email) or private.has_markup(v_phone) then
    return jsonb_build_object('success', false, 'message', 'Please write plain text: markup such as <b> is not accepted.');
  end if;
  if v_child = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter the first name or initials of the child.');
  end if;
  if not private.has_letter_or_digit(v_child) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if char_length(v_child) > 60 then
    return jsonb_build_object('success', false, 'message', 'The first name or initials of the child must be at most 60 characters.');
  end if;

  if v_dob_text <> '' then
    if v_dob_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
      return jsonb_build_object('success', false, 'message', 'Please enter the date of birth as YYYY-MM-DD.');
    end if;
    begin
      v_dob := v_dob_text::date;
    exception when others then
      return jsonb_build_object('success', false, 'message', 'Please enter the date of birth as YYYY-MM-DD.');
    end;
    if v_dob > today or v_dob <= (today - interval '19 years')::date then
      return jsonb_build_object('success', false, 'message', 'We see children from birth to 18 years: please check the age.');
    end if;
    v_age := extract(year from age(today, v_dob))::int * 12 + extract(month from age(today, v_dob))::int;
  elsif v_years_text <> '' then
    if v_years_text ~ '^-' or (v_months_text <> '' and v_months_text ~ '^-') then
      return jsonb_build_object('success', false, 'message', 'We see children from birth to 18 years: please check the age.');
    end if;
    if v_years_text !~ '^[0-9]{1,3}$' or (v_months_text <> '' and v_months_text !~ '^[0-9]{1,3}$') then
      return jsonb_build_object('success', false, 'message', 'Please give the age in whole years and months.');
    end if;
    v_years := v_years_text::int;
    v_months := coalesce(nullif(v_months_text, '')::int, 0);
    if v_years > 18 then
      return jsonb_build_object('success', false, 'message', 'We see children from birth to 18 years: please check the age.');
    end if;
    if v_months > 11 then
      return jsonb_build_object('success', false, 'message', 'Months must be 0 to 11: please give the rest as years.');
    end if;
    v_age := v_years * 12 + v_months;
  else
    return jsonb_build_object('success', false, 'message', 'Please give the age of the child in years and months, or the date of birth.');
  end if;

  if not (v_concerns <@ known_concerns) then
    return jsonb_build_object('success', false, 'message', 'Please choose the worries from the list.');
  end if;
  if cardinality(v_concerns) = 0 and v_details is null then
    return jsonb_build_object('success', false, 'message', 'Please tick at least one worry, or describe it in your own words.');
  end if;
  if char_length(v_details) > 2000 then
    return jsonb_build_object('success', false, 'message', 'The description of your worries must be at most 2000 characters.');
  end if;

  if v_parent = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter your name.');
  end if;
  if not private.has_letter_or_digit(v_parent) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if char_length(v_parent) > 120 then
    return jsonb_build_object('success', false, 'message', 'Name must be at most 120 characters.');
  end if;
  if v_phone = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter your mobile number, so that we can call you.');
  end if;
  v_phone_key := private.indian_mobile_key(v_phone);
  if v_phone_key is null or char_length(v_phone) > 30 then
    return jsonb_build_object('success', false, 'message', 'Please enter a 10-digit Indian mobile number, with or without +91.');
  end if;
  if v_whatsapp is null and (payload -> 'whatsapp') is not null and jsonb_typeof(payload -> 'whatsapp') <> 'null' then
    return jsonb_build_object('success', false, 'message', 'Please say whether we may write to you on WhatsApp.');
  end if;
  if v_email is not null and (not private.is_mailbox(v_email) or char_length(v_email) > 254) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if v_language not in ('hi', 'en') then
    return jsonb_build_object('success', false, 'message', 'Please choose the language for our call: Hindi or English.');
  end if;
  if v_time not in ('morning', 'afternoon', 'evening', 'any') then
    return jsonb_build_object('success', false, 'message', 'Please choose a time of day for our call.');
  end if;
  if v_service not in (
    'autism-intervention', 'occupational-therapy', 'parental-training', 'standard-assessments',
    'special-education', 'physiotherapy', 'diet-nutrition', 'speech-therapy', 'not_sure'
  ) then
    return jsonb_build_object('success', false, 'message', 'Please choose a service from the list, or Not sure.');
  end if;
  if v_consent is distinct from true then
    return jsonb_build_object('success', false, 'message', 'Please tick the consent box: we cannot keep your request without it.');
  end if;

  -- A repeat of a key is answered as the first was and stores nothing (private.locked_client_key).
  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The request key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null and exists (select 1 from public.assessment_requests where client_key = v_key) then
    return jsonb_build_object('success', true, 'message', thanks);
  end if;

  -- The limits count a family by its mobile number's ten digits, under the reserved .invalid
  -- domain (RFC 2606), which no real mailbox can share: 5 an hour per phone, 20 per network.
  select * into verdict from private.admit_visitor_submission('assessment_request', v_phone_key || '@phone.invalid');
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.assessment_requests (
    child_name, age_years, age_months, date_of_birth, age_in_months, concerns, concern_details, parent_name,
    phone, whatsapp, email, call_language, call_time, service, consent_at, held_for_review, client_key
  ) values (
    v_child, v_years, case when v_dob is null then v_months end, v_dob, v_age, v_concerns, v_details, v_parent,
    v_phone, coalesce(v_whatsapp, false), v_email, v_language, v_time, v_service, now(), verdict.held, v_key
  );

  return jsonb_build_object('success', true, 'message', thanks);
end;
$$;

revoke execute on function private.accept_assessment_request(jsonb) from public;

-- The API: a JSON body comes whole (one unnamed jsonb parameter, as submit_contact_message).
create or replace function public.submit_assessment_request(jsonb) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_assessment_request($1);
$$;

revoke execute on function public.submit_assessment_request(jsonb) from public, anon, authenticated;
grant execute on function public.submit_assessment_request(jsonb) to anon, authenticated, service_role;
