-- Issue 40, item 5: "Ask us to call you instead" on the assessment page, a call-back request kept
-- in the assessment requests; and issue 39's leftover: an 80G receipt request remembers the
-- language of the page it came from, and the gift recorded from it takes that receipt language
-- (docs/decisions/102-a-call-back-is-an-assessment-request-of-its-own-kind.md).

-- ================================================================================================
-- A call back: an assessment request with only a name and a phone
-- ================================================================================================

-- A parent who does not want to type asks to be called: a row of the same table, so the staff's
-- list, statuses, alert, retention and every privacy tool (find, export, erase by phone) hold it
-- as they hold a request, with nothing of a child in it.
alter table public.assessment_requests
  add column kind text not null default 'assessment'
    constraint "kind must be assessment or callback" check (kind in ('assessment', 'callback'));

alter table public.assessment_requests
  alter column child_name drop not null,
  alter column age_in_months drop not null,
  drop constraint "a worry must be ticked or described",
  drop constraint "an age or a date of birth must be given",
  -- Its name as stored: PostgreSQL keeps 63 bytes of it.
  drop constraint "child name must hold a letter or digit, at most 60 characters, ";

alter table public.assessment_requests
  add constraint "child name must hold a letter or digit, at most 60 characters, no markup"
    check (child_name is null
      or (private.has_letter_or_digit(child_name) and char_length(child_name) <= 60 and not private.has_markup(child_name)));

-- The rules the two dropped constraints held, for an assessment; a call back holds no child, no
-- age, no worry, no e-mail and no chosen service: only what its short form asks.
alter table public.assessment_requests
  add constraint "an assessment has a child, age and worry; a call back has none"
    check (case kind
      when 'assessment' then child_name is not null and age_in_months is not null
        and (age_years is not null or date_of_birth is not null)
        and (cardinality(concerns) > 0 or concern_details is not null)
      else child_name is null and age_years is null and age_months is null and date_of_birth is null
        and age_in_months is null and cardinality(concerns) = 0 and concern_details is null and email is null
        and service = 'not_sure' and not whatsapp
    end);

-- A call back has no age, so no age group (the old expression put a missing age in 12-18).
alter table public.assessment_requests
  alter column age_group set expression as (
    case when age_in_months is null then null
      when age_in_months < 36 then '0-2' when age_in_months < 72 then '3-5' when age_in_months < 144 then '6-11'
      else '12-18' end
  );

create index assessment_requests_kind_idx on public.assessment_requests (kind, created_at desc);

-- As in migration 20261127120200, with the kind: a call back is never the repeat of a request.
-- A candidate built without a kind (accept_assessment_request's) is an assessment.
create or replace function private.assessment_request_content(r public.assessment_requests) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'kind', coalesce(r.kind, 'assessment'),
    'child_name', r.child_name, 'age_years', r.age_years, 'age_months', r.age_months,
    'date_of_birth', r.date_of_birth,
    'concerns', (select coalesce(jsonb_agg(c order by c), '[]') from unnest(r.concerns) as c),
    'concern_details', r.concern_details, 'parent_name', r.parent_name,
    'phone', private.indian_mobile_key(r.phone), 'whatsapp', r.whatsapp, 'email', lower(r.email),
    'call_language', r.call_language, 'call_time', r.call_time, 'service', r.service);
$$;
revoke execute on function private.assessment_request_content(public.assessment_requests) from public;

-- One JSON object in, `{ success, message }` out, in the pattern of accept_assessment_request:
--   parent_name, phone     required; the phone a mobile number in any script (its canonical ten
--                          digits, private.indian_mobile_key: Devanagari digits, +91, spaces);
--   call_time              optional, 'any' when absent; call_language 'hi' or 'en' (the page's);
--   consent                must be true: its time is stored;  client_key  the browser's key.
-- The limits are the assessment requests' (5 an hour per phone, 20 per network), counted together.
create or replace function private.accept_callback_request(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['parent_name', 'phone', 'call_language', 'call_time', 'consent', 'client_key'];
  thanks constant text := 'Thank you! Someone from the centre will call you back within two working days.';
  refusal jsonb;
  v_parent text;
  v_phone text;
  v_phone_key text;
  v_language text;
  v_time text;
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
      and not (key = 'consent' and jsonb_typeof(value) = 'boolean')
  ) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text, and the consent true or false.');
  end if;

  v_parent := private.trim_blank(payload ->> 'parent_name');
  v_phone := private.trim_blank(payload ->> 'phone');
  v_language := private.trim_blank(payload ->> 'call_language');
  v_time := coalesce(nullif(private.trim_blank(payload ->> 'call_time'), ''), 'any');
  v_consent := private.assessment_flag(payload -> 'consent');

  if private.has_markup(v_parent) or private.has_markup(v_phone) then
    return jsonb_build_object('success', false, 'message', 'Please write plain text: markup such as <b> is not accepted.');
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
  if v_language not in ('hi', 'en') then
    return jsonb_build_object('success', false, 'message', 'Please choose the language for our call: Hindi or English.');
  end if;
  if v_time not in ('morning', 'afternoon', 'evening', 'any') then
    return jsonb_build_object('success', false, 'message', 'Please choose a time of day for our call.');
  end if;
  if v_consent is distinct from true then
    return jsonb_build_object('success', false, 'message', 'Please tick the consent box: we cannot keep your request without it.');
  end if;

  candidate := jsonb_populate_record(null::public.assessment_requests, jsonb_build_object(
    'kind', 'callback', 'concerns', '{}'::text[], 'parent_name', v_parent, 'phone', v_phone, 'whatsapp', false,
    'call_language', v_language, 'call_time', v_time, 'service', 'not_sure'));

  -- A key names one request: its repeat is answered as the first, another request under it refused.
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

  -- The same call back from the same phone within a day is a repeat (a second press, the page
  -- without JavaScript posted again): answered, stored once. The phone's lock is the assessment
  -- requests' (docs/architecture.md#the-assessment-request).
  perform pg_advisory_xact_lock(3, hashtext('assessment_request:' || v_phone_key));
  if exists (
    select 1 from public.assessment_requests r
    where r.phone_key = v_phone_key and r.created_at > now() - interval '1 day'
      and private.assessment_request_content(r) = private.assessment_request_content(candidate)
  ) then
    return jsonb_build_object('success', true, 'message', thanks);
  end if;

  select * into verdict from private.admit_visitor_submission('assessment_request', v_phone_key || '@phone.invalid');
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.assessment_requests (
    kind, parent_name, phone, call_language, call_time, consent_at, held_for_review, client_key
  ) values (
    'callback', v_parent, v_phone, v_language, v_time, now(), verdict.held, v_key
  );
  return jsonb_build_object('success', true, 'message', thanks);
end;
$$;
revoke execute on function private.accept_callback_request(jsonb) from public;

-- POST /rest/v1/rpc/submit_callback_request with the JSON body whole (the site's outbox).
select private.expose_visitor_submission('submit_callback_request', 'accept_callback_request');

-- The call back's answers in Hindi: its thanks, then the assessment request's (the same refusals).
create or replace function private.callback_answer_hi(answer text) returns text
language sql
immutable
set search_path = ''
as $$
  select case answer
    when 'Thank you! Someone from the centre will call you back within two working days.'
      then 'धन्यवाद! केंद्र से कोई दो कार्यदिवस के भीतर आपको वापस फ़ोन करेगा।'
    else private.assessment_answer_hi(answer)
  end;
$$;
revoke execute on function private.callback_answer_hi(text) from public;

-- The short form without JavaScript: posted form-encoded, answered with a small page in the form's
-- language, as submit_assessment_request_page answers (links from the configured origin only).
create or replace function public.submit_callback_request_page(
  parent_name text default null,
  phone text default null,
  call_time text default null,
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
  heading text;
  next_step text;
  origin text;
  links text := '';
begin
  answer := private.accept_callback_request(jsonb_strip_nulls(jsonb_build_object(
    'parent_name', parent_name, 'phone', phone, 'call_time', call_time, 'consent', coalesce(consent, 'off'),
    'call_language', case when hindi then 'hi' else 'en' end)));
  ok := (answer ->> 'success')::boolean;
  if ok then
    heading := case when hindi then 'हम आपको फ़ोन करेंगे' else 'We will call you' end;
    next_step := case when hindi
      then 'फ़ोन पर हम आपके बच्चे के बारे में पूछेंगे और मिलकर आकलन का दिन तय करेंगे।'
      else 'On the call we ask about your child and agree a day for the assessment with you.' end;
  else
    heading := case when hindi then 'अनुरोध नहीं भेजा गया' else 'Request not sent' end;
    next_step := case when hindi
      then 'अपने ब्राउज़र के Back (वापस) बटन से फ़ॉर्म पर लौटें, इसे ठीक करें और फिर से भेजें।'
      else 'Go back with your browser''s Back button, correct this and send again.' end;
  end if;
  select s.origin into origin from private.site_settings s;
  if origin is not null and ok then
    links := format('<p><a href="%s">%s</a></p>',
      private.html_text(origin || case when hindi then '/hi' else '/' end),
      case when hindi then 'मुखपृष्ठ पर जाएँ' else 'Go to the home page' end);
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
    private.html_text(case when hindi then private.callback_answer_hi(answer ->> 'message') else answer ->> 'message' end),
    private.html_text(next_step),
    links);
end;
$$;
revoke execute on function public.submit_callback_request_page(text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.submit_callback_request_page(text, text, text, text, text) to anon, authenticated, service_role;

-- What the privacy notice says the assessment requests hold, now with the call back.
update private.personal_data_purposes set
  data_en = 'Your child''s name, date of birth and the worries you describe, your name, phone number and e-mail address if you give one, and the notes staff write while helping you. When you only ask us to call you: your name, phone number and the time you chose.',
  data_hi = 'आपके बच्चे का नाम, जन्मतिथि और आपकी बताई चिंताएँ, आपका नाम, फ़ोन नंबर और ईमेल पता (अगर आप दें), और आपकी मदद करते समय स्टाफ़ के नोट। अगर आप सिर्फ़ फ़ोन करने को कहें: आपका नाम, फ़ोन नंबर और आपका चुना हुआ समय।'
where table_name = 'assessment_requests';

-- ================================================================================================
-- An 80G receipt in the donor's language by default
-- ================================================================================================

-- The language of the page the request was sent from: 'hi' from /hi/get_involve/80g-receipt.
-- The gift recorded from it takes it as its receipt language (decision 099: 'hi' is the receipt in
-- English and Hindi); staff may still change the gift's.
alter table public.receipt_requests
  add column language text not null default 'en'
    constraint "language must be en or hi" check (language in ('en', 'hi'));

-- As in migration 20261127120100, with the page's language ('en' when absent, as older callers send).
create or replace function private.accept_receipt_request(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array[
    'donor_name', 'pan', 'address', 'email', 'phone', 'amount', 'gift_date', 'mode', 'transaction_reference',
    'client_key', 'language'
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
  v_language text;
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
      and not (key in ('email', 'phone', 'transaction_reference', 'client_key', 'language') and jsonb_typeof(value) = 'null')
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
  v_language := coalesce(nullif(private.trim_blank(payload ->> 'language'), ''), 'en');

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
  if v_language not in ('en', 'hi') then
    return jsonb_build_object('success', false, 'message', 'The language must be en or hi.');
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
    (donor_name, pan, address, email, phone, amount, gift_date, mode, transaction_reference, held_for_review,
     client_key, language)
  values (v_name, v_pan, v_address, v_email, v_phone, v_amount, v_date, v_mode, v_reference, verdict.held, v_key,
    v_language);

  return jsonb_build_object('success', true, 'message', thanks);
end;
$$;
revoke execute on function private.accept_receipt_request(jsonb) from public;

-- The named overload the site's form calls, with the page's language; the older ones stay for
-- callers without it (private.expose_visitor_submission).
select private.expose_visitor_submission('submit_receipt_request', 'accept_receipt_request', array[
  'donor_name', 'pan', 'address', 'email', 'phone', 'amount', 'gift_date', 'mode', 'transaction_reference',
  'client_key', 'language'
]);

-- As the baseline's, and the gift's receipt language is the request's.
create or replace function public.record_gift_from_request(request_id uuid) returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.receipt_requests;
  gift_id uuid;
begin
  if not public.is_admin() then
    raise exception 'Only staff may record gifts.' using errcode = 'insufficient_privilege';
  end if;
  select * into request from public.receipt_requests r where r.id = request_id for update;
  if not found then
    raise exception 'No such receipt request.' using errcode = 'no_data_found';
  end if;
  select d.id into gift_id from public.donations d where d.receipt_request_id = request_id;
  if gift_id is null then
    insert into public.donations
      (donor_name, id_code, id_number, address, email, phone, amount, gift_date, mode, reference, receipt_request_id,
       receipt_language)
    values (request.donor_name, 'pan', request.pan, request.address, request.email, request.phone, request.amount,
      request.gift_date, request.mode, request.transaction_reference, request.id, request.language)
    returning id into gift_id;
  end if;
  update public.receipt_requests set recorded_as_gift = true where id = request_id;
  return gift_id;
end;
$$;
revoke execute on function public.record_gift_from_request(uuid) from public, anon, authenticated;
grant execute on function public.record_gift_from_request(uuid) to authenticated, service_role;
