-- Requests for an 80G receipt, from the public form. A UPI payment or bank transfer arrives
-- without the donor's PAN and address, which the receipt (Form 10BE) and the yearly statement of
-- donations (Form 10BD) need. A PAN is personal data: visitors never touch the table, they call
-- submit_receipt_request; staff read, mark issued and delete (README, "Receipt requests").

create table public.receipt_requests (
  id uuid primary key default gen_random_uuid(),
  donor_name text not null constraint "donor name must show text, at most 120 characters"
    check (not private.is_blank(donor_name) and char_length(donor_name) <= 120),
  pan text not null constraint "pan must be five capital letters, four digits and a capital letter"
    check (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  address text not null constraint "address must show text, at most 500 characters"
    check (not private.is_blank(address) and char_length(address) <= 500),
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  phone text constraint "phone must be at most 30 characters" check (char_length(phone) <= 30),
  amount numeric(12, 2) not null constraint "amount must be more than zero and at most one crore rupees"
    check (amount > 0 and amount <= 10000000),
  gift_date date not null constraint "gift date must be in the year 2000 or later" check (gift_date >= date '2000-01-01'),
  mode text not null constraint "mode must be upi, bank_transfer, cheque or cash"
    check (mode in ('upi', 'bank_transfer', 'cheque', 'cash')),
  transaction_reference text constraint "transaction reference must be at most 100 characters"
    check (char_length(transaction_reference) <= 100),
  issued boolean not null default false,
  held_for_review boolean not null default false,
  created_at timestamptz not null default now(),
  constraint "an e-mail address or a phone number must be given" check (email is not null or phone is not null),
  constraint "a transaction reference must be given unless paid in cash"
    check (mode = 'cash' or transaction_reference is not null)
);
create index receipt_requests_created_at_idx on public.receipt_requests (created_at desc);
create index receipt_requests_pending_idx on public.receipt_requests (created_at desc) where not issued;

alter table public.receipt_requests enable row level security;

-- From nothing, whatever the project's default privileges: staff may change `issued` and
-- `held_for_review` only, so a receipt's particulars stay as the donor sent them.
revoke all on public.receipt_requests from anon, authenticated;
grant select, delete on public.receipt_requests to authenticated;
grant update (issued, held_for_review) on public.receipt_requests to authenticated;
revoke all on public.receipt_requests from service_role;
grant all on public.receipt_requests to service_role;

create policy "Staff read receipt requests" on public.receipt_requests
  for select to authenticated using ((select public.is_admin()));
create policy "Staff mark receipt requests issued" on public.receipt_requests
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete receipt requests" on public.receipt_requests
  for delete to authenticated using ((select public.is_admin()));

-- One JSON object in, `{ success, message }` out, in the pattern of accept_contact_message:
-- checks field names and types itself (so nothing is coerced), validates as the form does,
-- rate-limits with the visitor-submission rules (private.admit_visitor_submission) and stores.
create or replace function private.accept_receipt_request(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array[
    'donor_name', 'pan', 'address', 'email', 'phone', 'amount', 'gift_date', 'mode', 'transaction_reference'
  ];
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
      and not (key in ('email', 'phone', 'transaction_reference') and jsonb_typeof(value) = 'null')
  ) then
    return jsonb_build_object('success', false, 'message', 'The amount must be a number and every other field text.');
  end if;

  v_name := private.trim_blank(payload ->> 'donor_name');
  v_pan := upper(private.trim_blank(payload ->> 'pan'));
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
  if v_pan !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid PAN: five letters, four digits and a letter, as in ABCDE1234F.');
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

  -- The limits count a sender by mailbox; a donor who gives only a phone is counted by its
  -- digits under the reserved .invalid domain (RFC 2606), which no real mailbox can share.
  sender := coalesce(v_email, regexp_replace(v_phone, '\D', '', 'g') || '@phone.invalid');
  select * into verdict from private.admit_visitor_submission('receipt_request', sender);
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.receipt_requests
    (donor_name, pan, address, email, phone, amount, gift_date, mode, transaction_reference, held_for_review)
  values (v_name, v_pan, v_address, v_email, v_phone, v_amount, v_date, v_mode, v_reference, verdict.held);

  return jsonb_build_object(
    'success', true,
    'message', 'Thank you! We have your request and will send the 80G receipt once we have matched your gift.'
  );
end;
$$;

revoke execute on function private.accept_receipt_request(jsonb) from public;

-- The API: a JSON body with any other key set comes here whole (PostgREST hands a function
-- with a single unnamed jsonb parameter the request body), so an unknown field gets a clear answer.
create or replace function public.submit_receipt_request(jsonb) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_receipt_request($1);
$$;

revoke execute on function public.submit_receipt_request(jsonb) from public, anon, authenticated;
grant execute on function public.submit_receipt_request(jsonb) to anon, authenticated, service_role;

-- The same with named arguments, which PostgREST calls for a form-encoded post and for a JSON
-- body with exactly these keys. jsonb arguments, so a JSON object stays one and is refused.
create or replace function public.submit_receipt_request(
  donor_name jsonb,
  pan jsonb,
  address jsonb,
  email jsonb,
  phone jsonb,
  amount jsonb,
  gift_date jsonb,
  mode jsonb,
  transaction_reference jsonb
) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.accept_receipt_request(jsonb_strip_nulls(jsonb_build_object(
    'donor_name', donor_name, 'pan', pan, 'address', address, 'email', email, 'phone', phone,
    'amount', amount, 'gift_date', gift_date, 'mode', mode, 'transaction_reference', transaction_reference
  )));
$$;

revoke execute on function public.submit_receipt_request(jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.submit_receipt_request(jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb)
  to anon, authenticated, service_role;
