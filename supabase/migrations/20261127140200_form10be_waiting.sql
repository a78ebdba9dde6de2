-- Which gifts still wait for Form 10BE, said once, by the database (issue 36, item 6; docs/product.md#donations):
-- a gift whose 80G receipt is in force and whose donor has not yet been sent the certificate. Form
-- 10BE exists only for a gift with a receipt, yet form10be_stage is 'pending' on every new gift,
-- so a filter on the stage alone listed gifts that have no receipt. The ledger's filter and the
-- dashboard's count both read this column; neither repeats the rule. Stored and generated, so it
-- is a plain equality for PostgREST and for public.search_personal_rows (whose filters are
-- equalities on columns), and it cannot disagree with the receipt.
alter table public.donations
  add column form10be_waiting boolean generated always as (
    receipt_number is not null and form10be_stage <> 'sent'
  ) stored;

comment on column public.donations.form10be_waiting is
  'True while the gift has an 80G receipt in force and its donor has not been sent Form 10BE.';
