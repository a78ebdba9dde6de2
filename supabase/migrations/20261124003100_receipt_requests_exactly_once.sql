-- 80G receipt requests, stricter and exactly once (issue 21; docs/decisions.md, "Visitor
-- submissions"): the PAN checked as typed with its holder type (private.is_pan), names, addresses
-- and references holding a letter or digit (private.has_letter_or_digit, 20261124003000), and the
-- browser-made key the contact form already uses: a retry with the same key stores one row and is
-- answered like the first.

-- The same rules in the schema. NOT VALID: rows stored under the old rules stay.
alter table public.receipt_requests
  add column client_key uuid constraint "each receipt request key is stored once" unique,
  add constraint "pan must be as printed, its fourth letter a holder type" check (private.is_pan(pan)) not valid,
  add constraint "donor name must hold a letter or digit" check (private.has_letter_or_digit(donor_name)) not valid,
  add constraint "address must hold a letter or digit" check (private.has_letter_or_digit(address)) not valid,
  add constraint "transaction reference must hold a letter or digit"
    check (transaction_reference is null or private.has_letter_or_digit(transaction_reference)) not valid;

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
  unknown_field text;
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
  if payload is null or jsonb_typeof(payload) <> 'object' then
    return jsonb_build_object('success', false, 'message', 'Please send the request as a form or a JSON object.');
  end if;

  select key into unknown_field from jsonb_object_keys(payload) as key where key <> all (allowed) limit 1;
  if unknown_field is not null then
    return jsonb_build_object('success', false, 'message', format('Unknown field: %s.', unknown_field));
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
  if v_phone is not null and (v_phone !~ '^\+?[0-9 ()-]+$' or char_length(regexp_replace(v_phone, '\D', '', 'g')) not between 10 and 15) then
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
  -- digits under the reserved .invalid domain (RFC 2606), which no real mailbox can share.
  sender := coalesce(v_email, regexp_replace(v_phone, '\D', '', 'g') || '@phone.invalid');
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

-- A form-encoded post, or a JSON body with exactly these keys, with the key: the named overload
-- of 20261123004000 stays for callers without one.
create or replace function public.submit_receipt_request(
  donor_name jsonb,
  pan jsonb,
  address jsonb,
  email jsonb,
  phone jsonb,
  amount jsonb,
  gift_date jsonb,
  mode jsonb,
  transaction_reference jsonb,
  client_key jsonb
) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_receipt_request(jsonb_strip_nulls(jsonb_build_object(
    'donor_name', donor_name, 'pan', pan, 'address', address, 'email', email, 'phone', phone,
    'amount', amount, 'gift_date', gift_date, 'mode', mode, 'transaction_reference', transaction_reference,
    'client_key', client_key
  )));
$$;

revoke execute on function public.submit_receipt_request(jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.submit_receipt_request(jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb)
  to anon, authenticated, service_role;
