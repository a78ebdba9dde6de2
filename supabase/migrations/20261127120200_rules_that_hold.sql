-- Rules that hold (issue 35, items 6, 7, 9, 10, 11 and 13): what the attack run of 2026-11-27
-- found the database let through, each closed here where the rule lives. Sections follow the
-- baseline's (supabase/migrations/20261125013100_baseline.sql).

-- ================================================================================================
-- Publishing and history: a withdrawn testimonial stays withdrawn
-- ================================================================================================

-- Deleting a testimonial is the parent withdrawing their consent
-- (docs/decisions/088-deleting-a-testimonial-is-a-withdrawal-its-history-loses-its-text.md): every
-- version of it in the change history loses its text (the rows keep only the id, who changed it
-- and when), the entries are marked `withdrawn`, and public.restore_history refuses them. Before
-- this, an editor read a deleted testimonial whole in the history and restored it to the site.
alter table public.change_history add column withdrawn boolean not null default false;

comment on table public.change_history is
  'Append-only through the API: written by the private.record_history() trigger only, which also erases the text of a withdrawn row''s entries; staff read it; nobody updates or deletes it through the API.';
comment on column public.change_history.withdrawn is
  'The row was deleted from a table whose deletion is a withdrawal (testimonials): this entry''s old and new rows hold only the id, and it cannot be restored.';

-- Argument 1 of the trigger: the table's history is personal data (admins only); argument 2: a
-- delete is a withdrawal, which erases the row's text from every entry of its history.
create or replace function private.record_history() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  before_row jsonb;
  after_row jsonb;
  withdrawal constant boolean := tg_op = 'DELETE' and coalesce(tg_argv[1]::boolean, false);
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
  if withdrawal then
    update public.change_history h
    set old_row = case when h.old_row is not null then jsonb_build_object('id', h.row_id) end,
        new_row = case when h.new_row is not null then jsonb_build_object('id', h.row_id) end,
        withdrawn = true
    where h.table_name = tg_table_name and h.row_id = (before_row ->> 'id')::uuid;
    before_row := jsonb_build_object('id', before_row -> 'id');
  end if;
  insert into public.change_history
    (table_name, row_id, operation, actor_id, actor_email, old_row, new_row, restored_from, personal_data, withdrawn)
  values (
    tg_table_name,
    (coalesce(after_row, before_row) ->> 'id')::uuid,
    lower(tg_op),
    actor,
    (select u.email from auth.users u where u.id = actor),
    before_row,
    after_row,
    nullif(current_setting('app.restoring_history', true), '')::bigint,
    coalesce(tg_argv[0]::boolean, false),
    withdrawal
  );
  return null;
end;
$$;
revoke execute on function private.record_history() from public;

-- A third argument, so the two-argument form goes (two forms would make a call with one or two
-- arguments ambiguous).
drop function private.track_history(text, boolean);
create or replace function private.track_history(
  target text, personal_data boolean default false, delete_withdraws boolean default false
) returns void
language plpgsql
set search_path = ''
as $$
begin
  if to_regclass('public.' || quote_ident(target)) is null then
    raise exception 'No table public.%', target using errcode = '42P01';
  end if;
  execute format('drop trigger if exists %I on public.%I', target || '_record_history', target);
  execute format(
    'create trigger %I after insert or update or delete on public.%I '
    'for each row execute function private.record_history(%L, %L)',
    target || '_record_history', target, personal_data::text, delete_withdraws::text);
end;
$$;
revoke execute on function private.track_history(text, boolean, boolean) from public;

select private.track_history('testimonials', delete_withdraws => true);

-- Testimonials deleted before this migration were withdrawn too: their history loses its text now.
update public.change_history h
set old_row = case when h.old_row is not null then jsonb_build_object('id', h.row_id) end,
    new_row = case when h.new_row is not null then jsonb_build_object('id', h.row_id) end,
    withdrawn = true
where h.table_name = 'testimonials'
  and not exists (select 1 from public.testimonials t where t.id = h.row_id)
  and exists (
    select 1 from public.change_history d
    where d.table_name = 'testimonials' and d.row_id = h.row_id and d.operation = 'delete'
  );

-- As the baseline's, with two refusals more and SQLSTATEs PostgREST answers with a 4xx: an id that
-- is not there (or not the caller's to see) is PT404 (HTTP 404; P0002 gave a 500), a withdrawn
-- entry 22023 (HTTP 400) with a sentence the admin shows.
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
    raise exception 'No change with this id' using errcode = 'PT404';
  end if;
  if h.withdrawn then
    raise exception 'This % was withdrawn: it was deleted at the request of the person in it, its text is erased, and it cannot be restored.',
      case h.table_name when 'testimonials' then 'testimonial' else 'record' end
      using errcode = '22023';
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

-- ================================================================================================
-- Retention: an edit never makes someone else's data due
-- ================================================================================================

-- An editor moved an event seven months back, and the next run deleted its registrations, which
-- editors cannot read (issue 35, item 7;
-- docs/decisions/089-a-registrations-retention-counts-from-a-date-staff-cannot-move-back.md).
-- A registration is kept six months after the later of its event's end as it is now and the
-- event's start as it was when the parent registered (event_starts_at, filled by the server and
-- never updatable through the API). Moving an event later still keeps its registrations longer;
-- moving it earlier no longer shortens them.
update private.retention_rules
set expired = 'greatest((select e.ends_at from public.events e where e.id = event_id), event_starts_at)'
  ' < now() - interval ''6 months'''
where name = 'Event registrations six months after their event ended';

-- ================================================================================================
-- Visitor submissions: the client key
-- ================================================================================================

-- As the baseline's, and the nil UUID (and the max UUID) are no key: a key says which one
-- submission this is, and these two are what a careless client sends for every one.
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
  if key in ('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff') then
    key := null;
    valid := false;
    return;
  end if;
  perform pg_advisory_xact_lock(0, hashtext(key::text));
end;
$$;
revoke execute on function private.locked_client_key(text) from public;

-- ================================================================================================
-- Donations and receipts: nothing to cancel is a 4xx
-- ================================================================================================

-- As the baseline's, with SQLSTATEs PostgREST answers with a 4xx (no_data_found gave a 500): a
-- gift that is not there is PT404 (HTTP 404), a gift without a receipt 22023 (HTTP 400).
create or replace function public.cancel_donation_receipt(donation_id uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  gift public.donations;
begin
  if not public.is_admin() then
    raise exception 'Only staff may cancel receipts.' using errcode = 'insufficient_privilege';
  end if;
  select * into gift from public.donations d where d.id = donation_id for update;
  if not found then
    raise exception 'No such gift.' using errcode = 'PT404';
  end if;
  if gift.receipt_number is null then
    raise exception 'This gift has no receipt to cancel.' using errcode = '22023';
  end if;
  update public.donation_receipts set cancelled_at = now()
  where number = gift.receipt_number and cancelled_at is null;
  update public.donations
  set receipt_number = null, receipt_issued_at = null, receipt_emailed_at = null
  where id = gift.id;
  return gift.receipt_number;
end;
$$;
revoke execute on function public.cancel_donation_receipt(uuid) from public, anon, authenticated;
grant execute on function public.cancel_donation_receipt(uuid) to authenticated, service_role;
-- ================================================================================================
-- Assessment requests: stored once; the result page links to our site only
-- ================================================================================================

-- The site's public origin (https://example.org, no path), for the links of pages the database
-- builds (the assessment form's no-JavaScript result page). One row, set by whoever runs the
-- project (SQL editor: update private.site_settings set origin = 'https://...'); the local backend
-- sets its own site (supabase/local/backend.ts). Null: the page has no links.
create table private.site_settings (
  single boolean primary key default true constraint "site settings are one row" check (single),
  origin text constraint "origin must be http(s)://host[:port], without a path"
    check (origin ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$')
);

revoke all on private.site_settings from public, anon, authenticated, service_role;

insert into private.site_settings default values;

-- As the baseline's, with the answer to a key used for another request.
create or replace function private.assessment_answer_hi(answer text) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_build_object(
    'Thank you! We have your request. Someone from the centre will call you within two working days.',
      'धन्यवाद! आपका अनुरोध हमें मिल गया है। केंद्र से कोई दो कार्यदिवस के भीतर आपको फ़ोन करेगा।',
    'Please write plain text: markup such as <b> is not accepted.',
      'कृपया सादा पाठ लिखें: <b> जैसे मार्कअप स्वीकार नहीं किए जाते।',
    'Please enter the first name or initials of the child.',
      'कृपया बच्चे का पहला नाम या नाम के पहले अक्षर लिखें।',
    'Please enter a name with at least one letter or digit.',
      'कृपया ऐसा नाम लिखें जिसमें कम से कम एक अक्षर या अंक हो।',
    'The first name or initials of the child must be at most 60 characters.',
      'बच्चे का पहला नाम या पहले अक्षर अधिकतम 60 वर्णों के हो सकते हैं।',
    'Please enter the date of birth as YYYY-MM-DD.',
      'कृपया जन्म तिथि YYYY-MM-DD के रूप में लिखें।',
    'We see children from birth to 18 years: please check the age.',
      'हम जन्म से 18 वर्ष तक के बच्चों को देखते हैं: कृपया आयु जाँच लें।',
    'Please give the age in whole years and months.',
      'कृपया आयु पूरे वर्षों और महीनों में लिखें।',
    'Months must be 0 to 11: please give the rest as years.',
      'महीने 0 से 11 तक हो सकते हैं: बाक़ी को वर्षों में लिखें।',
    'Please give the age of the child in years and months, or the date of birth.',
      'कृपया बच्चे की आयु वर्षों और महीनों में, या जन्म तिथि लिखें।',
    'Please choose the worries from the list.',
      'कृपया चिंताएँ सूची में से चुनें।',
    'Please tick at least one worry, or describe it in your own words.',
      'कृपया कम से कम एक चिंता पर सही का निशान लगाएँ, या उसे अपने शब्दों में लिखें।',
    'The description of your worries must be at most 2000 characters.',
      'आपकी चिंताओं का विवरण अधिकतम 2000 वर्णों का हो सकता है।',
    'Please enter your name.',
      'कृपया अपना नाम लिखें।',
    'Name must be at most 120 characters.',
      'नाम अधिकतम 120 वर्णों का हो सकता है।',
    'Please enter your mobile number, so that we can call you.',
      'कृपया अपना मोबाइल नंबर लिखें, ताकि हम आपको फ़ोन कर सकें।',
    'Please enter a 10-digit Indian mobile number, with or without +91.',
      'कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें, +91 के साथ या उसके बिना।',
    'Please say whether we may write to you on WhatsApp.',
      'कृपया बताएँ कि क्या हम आपको WhatsApp पर लिख सकते हैं।',
    'Please enter a valid email address.',
      'कृपया मान्य ईमेल पता लिखें।',
    'Please choose the language for our call: Hindi or English.',
      'कृपया हमारी कॉल की भाषा चुनें: हिंदी या अंग्रेज़ी।',
    'Please choose a time of day for our call.',
      'कृपया हमारी कॉल के लिए दिन का समय चुनें।',
    'Please choose a service from the list, or Not sure.',
      'कृपया सूची में से कोई सेवा चुनें, या "पक्का नहीं"।',
    'Please tick the consent box: we cannot keep your request without it.',
      'कृपया सहमति वाले बॉक्स पर सही का निशान लगाएँ: इसके बिना हम आपका अनुरोध नहीं रख सकते।',
    'The request key is not valid. Please reload the page and send again.',
      'अनुरोध की कुंजी मान्य नहीं है। कृपया पेज दोबारा लोड करके फिर से भेजें।',
    'This request key was already used for another request. Please reload the page and send again.',
      'यह अनुरोध-कुंजी किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है। कृपया पेज दोबारा लोड करके फिर से भेजें।',
    'Too many messages from this address. Please try again in an hour.',
      'इस नंबर से बहुत सारे अनुरोध आ चुके हैं। कृपया एक घंटे बाद फिर कोशिश करें।',
    'Too many messages have come from your network in the last hour. Please try again later.',
      'पिछले एक घंटे में आपके नेटवर्क से बहुत सारे संदेश आए हैं। कृपया कुछ देर बाद फिर कोशिश करें।'
  ) ->> answer, 'आपका अनुरोध नहीं भेजा जा सका। कृपया जाँच कर फिर से भेजें।');
$$;
revoke execute on function private.assessment_answer_hi(text) from public;

-- As the baseline's, with links built from the configured origin only (issue 35, item 9).
create or replace function public.submit_assessment_request_page(
  child_name text default null,
  age_years text default null,
  age_months text default null,
  date_of_birth text default null,
  concern_speech text default null,
  concern_movement text default null,
  concern_behaviour text default null,
  concern_learning text default null,
  concern_social text default null,
  concern_sleep_eating text default null,
  concern_diagnosis text default null,
  concern_other text default null,
  concern_details text default null,
  parent_name text default null,
  phone text default null,
  whatsapp text default null,
  email text default null,
  call_language text default null,
  call_time text default null,
  service text default null,
  consent text default null,
  lang text default null
) returns public."text/html"
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hindi constant boolean := lang = 'hi';
  answer jsonb;
  ok boolean;
  message text;
  origin text;
  form_path constant text := case when hindi then '/hi/assessment' else '/assessment' end;
  home_path constant text := case when hindi then '/hi' else '/' end;
  heading text;
  next_step text;
  links text := '';
begin
  answer := private.accept_assessment_request(jsonb_strip_nulls(jsonb_build_object(
    'child_name', child_name, 'age_years', age_years, 'age_months', age_months, 'date_of_birth', date_of_birth,
    'concerns', array_to_string(array_remove(array[
      case when concern_speech is not null then 'speech' end,
      case when concern_movement is not null then 'movement' end,
      case when concern_behaviour is not null then 'behaviour' end,
      case when concern_learning is not null then 'learning' end,
      case when concern_social is not null then 'social' end,
      case when concern_sleep_eating is not null then 'sleep_eating' end,
      case when concern_diagnosis is not null then 'diagnosis' end,
      case when concern_other is not null then 'other' end
    ], null), ','),
    'concern_details', concern_details, 'parent_name', parent_name, 'phone', phone, 'whatsapp', whatsapp,
    'email', email, 'call_language', call_language, 'call_time', call_time, 'service', service, 'consent', consent
  )));
  ok := (answer ->> 'success')::boolean;
  message := case when hindi then private.assessment_answer_hi(answer ->> 'message') else answer ->> 'message' end;
  if ok then
    heading := case when hindi then 'अनुरोध भेज दिया गया' else 'Request sent' end;
    next_step := case when hindi
      then 'हम आपके चुने हुए समय पर, आपकी चुनी हुई भाषा में फ़ोन करेंगे। फ़ोन पर हम मिलकर आकलन का दिन तय करेंगे।'
      else 'We will call at the time of day you chose, in the language you chose, and agree a day for the assessment with you.' end;
  else
    heading := case when hindi then 'अनुरोध नहीं भेजा गया' else 'Request not sent' end;
    next_step := case when hindi
      then 'आपके उत्तर फ़ॉर्म में सुरक्षित हैं: अपने ब्राउज़र के Back (वापस) बटन से फ़ॉर्म पर लौटें, इसे ठीक करें और फिर से भेजें।'
      else 'Your answers are still in the form: go back with your browser''s Back button, correct this and send again.' end;
  end if;

  -- Links back to the site: its configured origin (private.site_settings), never a request
  -- header, which whoever posts the form chooses (an Origin of https://evil.example/ made this
  -- page, served from our API, link there). Without one configured, no links: the text says what
  -- to do.
  select s.origin into origin from private.site_settings s;
  if origin is not null then
    links := format(
      '<p><a href="%s">%s</a></p><p><a href="%s">%s</a></p>',
      private.html_text(origin || home_path),
      case when hindi then 'मुखपृष्ठ पर जाएँ' else 'Go to the home page' end,
      private.html_text(origin || form_path),
      case when hindi then 'एक और अनुरोध भेजें' else 'Send another request' end
    );
    if not ok then
      links := '';
    end if;
  end if;

  return format(
    '<!doctype html><html lang="%s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
    '<meta name="robots" content="noindex"><title>%s</title><style>body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;'
    'line-height:1.6;margin:0;padding:24px;color:#1a1b1e;font-size:18px}main{max-width:36rem;margin:0 auto}'
    'h1{font-size:1.6rem}a{color:#1864ab;display:inline-block;padding:12px 0;font-size:1.1rem}'
    '.answer{padding:16px;border-radius:8px;background:%s}</style></head><body><main><h1>%s</h1>'
    '<p class="answer" role="%s">%s</p><p>%s</p>%s</main></body></html>',
    case when hindi then 'hi' else 'en' end,
    private.html_text(heading),
    case when ok then '#e6fcf5' else '#fff5f5' end,
    private.html_text(heading),
    case when ok then 'status' else 'alert' end,
    private.html_text(message),
    private.html_text(next_step),
    links
  );
end;
$$;
revoke execute on function public.submit_assessment_request_page(
  text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text
) from public, anon, authenticated;
grant execute on function public.submit_assessment_request_page(
  text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text
) to anon, authenticated, service_role;

-- What a parent sent, as two requests are compared: the same child, age, worries, parent, phone
-- (its ten digits), e-mail and choices. Not the time, the status or anything staff wrote.
create or replace function private.assessment_request_content(r public.assessment_requests) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'child_name', r.child_name, 'age_years', r.age_years, 'age_months', r.age_months,
    'date_of_birth', r.date_of_birth,
    'concerns', (select coalesce(jsonb_agg(c order by c), '[]') from unnest(r.concerns) as c),
    'concern_details', r.concern_details, 'parent_name', r.parent_name,
    'phone', private.indian_mobile_key(r.phone), 'whatsapp', r.whatsapp, 'email', lower(r.email),
    'call_language', r.call_language, 'call_time', r.call_time, 'service', r.service);
$$;
revoke execute on function private.assessment_request_content(public.assessment_requests) from public;

-- As the baseline's, and it stores a request once (issue 35, item 9): the same key with another
-- request is refused; the same request from the same phone within a day is answered and not stored.
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
  refusal jsonb;
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
  candidate public.assessment_requests;
  existing public.assessment_requests;
  client record;
  verdict record;
begin
  refusal := private.visitor_payload_refusal(payload, 'request', allowed);
  if refusal is not null then
    return refusal;
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

  -- The row this request would store, to compare with the ones stored.
  candidate := jsonb_populate_record(null::public.assessment_requests, jsonb_build_object(
    'child_name', v_child, 'age_years', v_years, 'age_months', case when v_dob is null then v_months end,
    'date_of_birth', v_dob, 'concerns', v_concerns, 'concern_details', v_details, 'parent_name', v_parent,
    'phone', v_phone, 'whatsapp', coalesce(v_whatsapp, false), 'email', v_email, 'call_language', v_language,
    'call_time', v_time, 'service', v_service));

  -- A repeat of a key is answered as the first was and stores nothing (private.locked_client_key);
  -- the key names one request, so the same key with another request is refused, not "thanked".
  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The request key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null then
    select * into existing from public.assessment_requests where client_key = v_key;
    if found then
      if private.assessment_request_content(existing) = private.assessment_request_content(candidate) then
        return jsonb_build_object('success', true, 'message', thanks);
      end if;
      return jsonb_build_object('success', false, 'message',
        'This request key was already used for another request. Please reload the page and send again.');
    end if;
  end if;

  -- The same request again from the same phone within a day is a repeat (a second press, the form
  -- without JavaScript posted three times, which has no browser-made key): answered as the first
  -- and stored once. The phone's lock (after the key's, before the limits') makes repeats sent at
  -- once take turns (docs/architecture.md#the-assessment-request).
  perform pg_advisory_xact_lock(3, hashtext('assessment_request:' || v_phone_key));
  if exists (
    select 1 from public.assessment_requests r
    where r.phone_key = v_phone_key and r.created_at > now() - interval '1 day'
      and private.assessment_request_content(r) = private.assessment_request_content(candidate)
  ) then
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
-- ================================================================================================
-- Events: one key, one registration; at most 10 places per phone
-- ================================================================================================

-- As the baseline's, with two rules more (issue 35, items 10 and 13).
create or replace function private.accept_event_registration(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['event_id', 'name', 'phone', 'email', 'people', 'client_key'];
  refusal jsonb;
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
  booked int;
  v_status text;
  v_place int;
  existing public.event_registrations;
  client record;
  verdict record;
begin
  refusal := private.visitor_payload_refusal(payload, 'registration', allowed);
  if refusal is not null then
    return refusal;
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
  -- The key names one registration: the same key with another event or other details is refused,
  -- not answered "confirmed" with nothing stored.
  if v_key is not null then
    select * into existing from public.event_registrations where client_key = v_key;
    if found then
      if existing.event_id = v_event_id and existing.name = v_name and existing.phone_key = v_phone_key
        and existing.email is not distinct from v_email and existing.people = v_people then
        return private.event_registration_answer(existing.status, existing.waiting_place);
      end if;
      return jsonb_build_object('success', false, 'message',
        'This request key was already used for another registration. Please reload the page and send again.');
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

  -- One phone books at most 10 places (the most one registration may hold) for one event, over
  -- all its registrations that are not cancelled: seven registrations took 40 of 50 places. Counted
  -- under the event's lock, so registrations sent at once cannot pass it together.
  select coalesce(sum(r.people), 0) into booked from public.event_registrations r
  where r.event_id = v_event_id and r.phone_key = v_phone_key and r.status <> 'cancelled';
  if booked + v_people > 10 then
    return jsonb_build_object('success', false, 'message', case when booked >= 10
      then 'This mobile number has already registered 10 people for this event, the most one number can.'
      else 'One mobile number can register at most 10 people for an event, and this number has registered some already. Please lower the number of people coming.'
    end);
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

revoke execute on function private.accept_event_registration(jsonb) from public;
-- ================================================================================================
-- Site freshness and rebuilds: a daily bound on staff's rebuilds
-- ================================================================================================

-- Staff could ask for a rebuild every minute all day (issue 35, item 11): 1,440 builds, which a
-- static host's free build minutes do not cover. At most 20 a day (India time) asked for by staff;
-- the batching job's (the service role's) are not counted: it rebuilds only when something changed
-- and edits have settled, so a change made after the bound still reaches the site.
create table private.site_rebuild_requests (
  requested_at timestamptz not null default now(),
  requested_by uuid not null
);

create index site_rebuild_requests_requested_at_idx on private.site_rebuild_requests (requested_at);

revoke all on private.site_rebuild_requests from public, anon, authenticated, service_role;

-- As the baseline's, and a member of staff past the day's 20 is refused with SQLSTATE PT429
-- (HTTP 429), which the rebuild-site function answers with its sentence.
create or replace function public.claim_site_rebuild() returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed boolean;
  staff_request constant boolean := auth.uid() is not null and coalesce(auth.role(), '') <> 'service_role';
begin
  if not (public.is_staff() or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Only staff can rebuild the site.' using errcode = '42501';
  end if;
  -- Claims take turns, so the day's count is exact.
  perform pg_advisory_xact_lock(25, 3);
  if staff_request then
    delete from private.site_rebuild_requests where requested_at < now() - interval '2 days';
    if (
      select count(*) from private.site_rebuild_requests
      where requested_at >= (private.today_in_india()::timestamp at time zone 'Asia/Kolkata')
    ) >= 20 then
      raise exception 'The site has been rebuilt 20 times today at staff''s request, the most in one day. Your changes still reach the site: it rebuilds by itself a few minutes after the last edit.'
        using errcode = 'PT429';
    end if;
  end if;
  insert into private.site_rebuilds as r (id, requested_at, requested_by)
  values (true, now(), auth.uid())
  on conflict (id) do update
    set requested_at = excluded.requested_at, requested_by = excluded.requested_by
    where r.requested_at <= now() - interval '1 minute'
  returning true into claimed;
  if claimed and staff_request then
    insert into private.site_rebuild_requests (requested_by) values (auth.uid());
  end if;
  return coalesce(claimed, false);
end;
$$;
revoke execute on function public.claim_site_rebuild() from public, anon, authenticated;
grant execute on function public.claim_site_rebuild() to authenticated, service_role;
