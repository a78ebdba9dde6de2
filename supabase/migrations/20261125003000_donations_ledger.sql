-- The donations ledger (issue 26; README, "Donations and 80G receipts"): one row per gift, however
-- it came (a receipt request from the site, cash at the centre, a cheque, a company's CSR
-- transfer), the numbered 80G receipts issued for them, and one counter per financial year that
-- hands out receipt numbers. Donors' PANs, Aadhaar numbers and addresses are personal data: only
-- staff (public.is_admin()) read or write any of it; visitors and signed-in non-staff see nothing.

-- The Indian financial year of a date, as printed on receipts and Form 10BD: 1 April 2026 to
-- 31 March 2027 is "2026-27". Immutable, so the ledger derives it in a generated column.
create or replace function private.financial_year(day date) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select start_year::text || '-' || lpad(((start_year + 1) % 100)::text, 2, '0')
  from (select extract(year from day)::int - case when extract(month from day) < 4 then 1 else 0 end as start_year) as fy;
$$;

-- An Aadhaar number: twelve digits, the first 2 to 9 (UIDAI issues none starting 0 or 1).
create or replace function private.is_aadhaar(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ '^[2-9][0-9]{11}$', false);
$$;

revoke execute on function private.financial_year(date), private.is_aadhaar(text) from public;
grant execute on function private.financial_year(date), private.is_aadhaar(text) to authenticated, service_role;

-- One gift. `id_code` and `id_number` are Form 10BD's "ID Code" and "Unique Identification
-- Number": a PAN, or an Aadhaar number for a donor without one. `nature` is 10BD's "Donation
-- Type". The reference (UTR, cheque number) is stored as typed and compared without spaces and
-- case, per kind of payment, so the same transfer or cheque cannot be recorded twice.
create table public.donations (
  id uuid primary key default gen_random_uuid(),
  donor_name text not null constraint "donor name must hold a letter or digit, at most 120 characters"
    check (private.has_letter_or_digit(donor_name) and char_length(donor_name) <= 120),
  id_code text not null default 'pan' constraint "id code must be pan or aadhaar" check (id_code in ('pan', 'aadhaar')),
  id_number text not null,
  address text not null constraint "address must hold a letter or digit, at most 500 characters"
    check (private.has_letter_or_digit(address) and char_length(address) <= 500),
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  phone text constraint "phone must be at most 30 characters" check (char_length(phone) <= 30),
  amount numeric(14, 2) not null constraint "amount must be more than zero and at most one hundred crore rupees"
    check (amount > 0 and amount <= 1000000000),
  gift_date date not null constraint "gift date must be in the year 2000 or later" check (gift_date >= date '2000-01-01'),
  financial_year text not null generated always as (private.financial_year(gift_date)) stored,
  mode text not null constraint "mode must be upi, bank_transfer, cheque, cash or other"
    check (mode in ('upi', 'bank_transfer', 'cheque', 'cash', 'other')),
  reference text constraint "reference must hold a letter or digit, at most 100 characters"
    check (reference is null or (private.has_letter_or_digit(reference) and char_length(reference) <= 100)),
  reference_key text generated always as (
    case when reference is null then null
    else (case when mode = 'cheque' then 'cheque:' else 'transfer:' end) || upper(regexp_replace(reference, '\s', '', 'g'))
    end
  ) stored,
  nature text not null default 'others' constraint "nature must be corpus, specific_grant or others"
    check (nature in ('corpus', 'specific_grant', 'others')),
  receipt_language text not null default 'en' constraint "receipt language must be en or hi"
    check (receipt_language in ('en', 'hi')),
  receipt_request_id uuid constraint "this receipt request is already recorded as a gift" unique
    references public.receipt_requests (id) on delete set null,
  -- The receipt now in force, kept here by the receipt procedures so the ledger shows it.
  receipt_number text,
  receipt_issued_at timestamptz,
  receipt_emailed_at timestamptz,
  -- Set while the send-receipt function sends, so two sends of one receipt cannot overlap.
  receipt_email_claimed_at timestamptz,
  -- Form 10BE: the portal generates it once the foundation has filed 10BD; staff mark each gift.
  form10be_stage text not null default 'pending' constraint "form 10be stage must be pending, downloaded or sent"
    check (form10be_stage in ('pending', 'downloaded', 'sent')),
  notes text constraint "notes must be at most 1000 characters" check (char_length(notes) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint "pan must be as printed, aadhaar twelve digits"
    check ((id_code = 'pan' and private.is_pan(id_number)) or (id_code = 'aadhaar' and private.is_aadhaar(id_number))),
  constraint "a reference (utr or cheque number) must be given unless paid in cash"
    check (mode = 'cash' or reference is not null),
  constraint "a gift with this utr or cheque number is already recorded" unique (reference_key),
  -- Section 80G(5D): a cash gift over 2,000 rupees is not deductible, so it gets no 80G receipt.
  constraint "cash over 2000 rupees gets no 80g receipt"
    check (receipt_number is null or not (mode = 'cash' and amount > 2000)),
  constraint "a gift with a receipt keeps its particulars"
    check ((receipt_number is null) = (receipt_issued_at is null))
);
create index donations_gift_date_idx on public.donations (gift_date desc, created_at desc);
create index donations_financial_year_idx on public.donations (financial_year);
-- The admin's search is an ilike '%term%' on each searched column: trigram indexes.
create index donations_donor_name_trgm_idx on public.donations using gin (donor_name extensions.gin_trgm_ops) with (fastupdate = off);
create index donations_id_number_trgm_idx on public.donations using gin (id_number extensions.gin_trgm_ops) with (fastupdate = off);
create index donations_receipt_number_trgm_idx on public.donations using gin (receipt_number extensions.gin_trgm_ops) with (fastupdate = off);
create index donations_reference_trgm_idx on public.donations using gin (reference extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.donations enable row level security;
revoke all on public.donations from anon, authenticated;
-- Staff write the particulars and the 10BE status; the receipt columns only through the RPCs.
grant select, delete on public.donations to authenticated;
grant insert (donor_name, id_code, id_number, address, email, phone, amount, gift_date, mode, reference, nature,
  receipt_language, notes)
  on public.donations to authenticated;
grant update (donor_name, id_code, id_number, address, email, phone, amount, gift_date, mode, reference, nature,
  receipt_language, notes, form10be_stage, updated_at)
  on public.donations to authenticated;
revoke all on public.donations from service_role;
grant all on public.donations to service_role;

create policy "Staff read donations" on public.donations
  for select to authenticated using ((select public.is_admin()));
create policy "Staff record donations" on public.donations
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff correct donations" on public.donations
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete donations without a receipt" on public.donations
  for delete to authenticated using ((select public.is_admin()) and receipt_number is null);

-- A gift whose receipt was issued keeps the particulars printed on it: correcting them means
-- cancelling the receipt first (its number stays, marked cancelled) and issuing a new one.
create or replace function private.keep_receipted_particulars() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.receipt_number is not null and new.receipt_number is not distinct from old.receipt_number and (
    new.donor_name, new.id_code, new.id_number, new.address, new.amount, new.gift_date, new.mode, new.reference, new.nature
  ) is distinct from (
    old.donor_name, old.id_code, old.id_number, old.address, old.amount, old.gift_date, old.mode, old.reference, old.nature
  ) then
    raise exception 'This gift has receipt %: cancel the receipt before correcting what it shows.', old.receipt_number
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

revoke execute on function private.keep_receipted_particulars() from public;

create trigger donations_keep_receipted_particulars
  before update on public.donations
  for each row execute function private.keep_receipted_particulars();

-- Every receipt number ever issued, cancelled ones included, so a number is never given twice.
create table public.donation_receipts (
  id uuid primary key default gen_random_uuid(),
  donation_id uuid not null constraint "a gift that was given a receipt number stays in the ledger"
    references public.donations (id) on delete restrict,
  financial_year text not null,
  serial integer not null constraint "serial must be positive" check (serial > 0),
  number text not null constraint "each receipt number is issued once" unique,
  issued_at timestamptz not null default now(),
  issued_by uuid,
  cancelled_at timestamptz,
  constraint "each serial is issued once per financial year" unique (financial_year, serial)
);
-- At most one receipt in force per gift.
create unique index "each gift has at most one receipt in force" on public.donation_receipts (donation_id) where cancelled_at is null;

alter table public.donation_receipts enable row level security;
revoke all on public.donation_receipts from anon, authenticated;
grant select on public.donation_receipts to authenticated;
revoke all on public.donation_receipts from service_role;
grant all on public.donation_receipts to service_role;

create policy "Staff read donation receipts" on public.donation_receipts
  for select to authenticated using ((select public.is_admin()));

-- The last serial handed out in each financial year. Issuing a receipt updates its year's row in
-- the same transaction as the receipt, so the row lock orders concurrent issues: no gap (a
-- failed issue rolls its increment back) and no duplicate, which max()+1 cannot promise.
create table public.receipt_counters (
  financial_year text primary key constraint "financial year must look like 2026-27"
    check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_serial integer not null default 0 constraint "last serial must not be negative" check (last_serial >= 0)
);

alter table public.receipt_counters enable row level security;
revoke all on public.receipt_counters from anon, authenticated;
grant select on public.receipt_counters to authenticated;
revoke all on public.receipt_counters from service_role;
grant all on public.receipt_counters to service_role;

create policy "Staff read receipt counters" on public.receipt_counters
  for select to authenticated using ((select public.is_admin()));

-- Receipt requests recorded as a gift are marked, so staff see which are done.
alter table public.receipt_requests add column recorded_as_gift boolean not null default false;

-- Turns a receipt request into a gift in one call: the gift prefilled from the request, the
-- request marked, both or neither. A request already recorded answers its gift again.
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
      (donor_name, id_code, id_number, address, email, phone, amount, gift_date, mode, reference, receipt_request_id)
    values (request.donor_name, 'pan', request.pan, request.address, request.email, request.phone, request.amount,
      request.gift_date, request.mode, request.transaction_reference, request.id)
    returning id into gift_id;
  end if;
  update public.receipt_requests set recorded_as_gift = true where id = request_id;
  return gift_id;
end;
$$;

revoke execute on function public.record_gift_from_request(uuid) from public, anon, authenticated;
grant execute on function public.record_gift_from_request(uuid) to authenticated, service_role;

-- Issues the 80G receipt of a gift: the next number of the gift's financial year
-- ("2026-27/0001"). Refuses a gift that already has one in force, and cash over 2,000 rupees.
create or replace function public.issue_donation_receipt(donation_id uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  gift public.donations;
  next_serial integer;
  receipt_no text;
begin
  if not public.is_admin() then
    raise exception 'Only staff may issue receipts.' using errcode = 'insufficient_privilege';
  end if;
  select * into gift from public.donations d where d.id = donation_id for update;
  if not found then
    raise exception 'No such gift.' using errcode = 'no_data_found';
  end if;
  if gift.receipt_number is not null then
    raise exception 'This gift already has receipt %.', gift.receipt_number using errcode = 'unique_violation';
  end if;
  if gift.mode = 'cash' and gift.amount > 2000 then
    raise exception 'Cash over ₹2,000 is not deductible under section 80G: no 80G receipt can be issued.'
      using errcode = 'check_violation';
  end if;
  insert into public.receipt_counters as c (financial_year, last_serial) values (gift.financial_year, 1)
  on conflict (financial_year) do update set last_serial = c.last_serial + 1
  returning c.last_serial into next_serial;
  receipt_no := gift.financial_year || '/' || lpad(next_serial::text, 4, '0');
  insert into public.donation_receipts (donation_id, financial_year, serial, number, issued_by)
  values (gift.id, gift.financial_year, next_serial, receipt_no, (select auth.uid()));
  update public.donations
  set receipt_number = receipt_no, receipt_issued_at = now(), receipt_emailed_at = null
  where id = gift.id;
  return receipt_no;
end;
$$;

revoke execute on function public.issue_donation_receipt(uuid) from public, anon, authenticated;
grant execute on function public.issue_donation_receipt(uuid) to authenticated, service_role;

-- Cancels the receipt in force: its number stays in donation_receipts, marked cancelled, and is
-- never handed out again; the gift may then be corrected and given a new number.
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
  if not found or gift.receipt_number is null then
    raise exception 'This gift has no receipt to cancel.' using errcode = 'no_data_found';
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

-- E-mailing a receipt (the send-receipt function, as the calling member of staff) in two steps,
-- so that it is sent once: claim_donation_receipt_email takes the receipt for one sender (refused
-- when it was already e-mailed, unless re-sending, and while another send holds it, for up to five
-- minutes); finish_donation_receipt_email notes the time it was sent, or lets it go after a failure.
-- Both name the receipt, so a receipt cancelled meanwhile is neither claimed nor marked.
create or replace function public.claim_donation_receipt_email(donation_id uuid, receipt_number text, resend boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only staff may send receipts.' using errcode = 'insufficient_privilege';
  end if;
  update public.donations d set receipt_email_claimed_at = now()
  where d.id = donation_id
    and d.receipt_number = claim_donation_receipt_email.receipt_number
    and (resend or d.receipt_emailed_at is null)
    and (d.receipt_email_claimed_at is null or d.receipt_email_claimed_at < now() - interval '5 minutes');
  return found;
end;
$$;

revoke execute on function public.claim_donation_receipt_email(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.claim_donation_receipt_email(uuid, text, boolean) to authenticated, service_role;

create or replace function public.finish_donation_receipt_email(donation_id uuid, receipt_number text, sent boolean)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sent_at timestamptz;
begin
  if not public.is_admin() then
    raise exception 'Only staff may send receipts.' using errcode = 'insufficient_privilege';
  end if;
  update public.donations d
  set receipt_emailed_at = case when sent then now() else d.receipt_emailed_at end, receipt_email_claimed_at = null
  where d.id = donation_id and d.receipt_number = finish_donation_receipt_email.receipt_number
  returning d.receipt_emailed_at into sent_at;
  return sent_at;
end;
$$;

revoke execute on function public.finish_donation_receipt_email(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.finish_donation_receipt_email(uuid, text, boolean) to authenticated, service_role;
