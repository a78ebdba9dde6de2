-- The donations ledger (20261125003000) joins the privacy machinery that 20261125002100 and
-- 20261125002200 built beside it (docs/architecture.md#retention, #privacy-requests):
-- its personal data is declared, an erasure keeps a gift for as long as the law asks, and the
-- retention job deletes it after that, with its receipt numbers first (a gift that was ever given
-- a number cannot be deleted before them).

insert into private.personal_data_columns (table_name, column_name, kind) values
  ('donations', 'donor_name', 'name'),
  ('donations', 'id_number', 'pan'),
  ('donations', 'address', 'address'),
  ('donations', 'email', 'email'),
  ('donations', 'phone', 'phone'),
  ('donations', 'reference', 'free_text'),
  ('donations', 'notes', 'free_text');

insert into private.erasure_holds (table_name, held_until, reason) values
  ('donations', 'private.receipt_request_kept_until(gift_date)',
   'A gift in the donations ledger is a record of a donation, which the foundation must keep for ten '
   || 'years after the end of the assessment year of the gift. It is deleted automatically then.');

-- Rules run in the order of their names: "Donation receipts …" before "Donations …".
insert into private.retention_rules (name, table_name, expired) values
  ('Donation receipts ten years after the end of the assessment year of their gift', 'donation_receipts',
   'private.receipt_request_kept_until((select d.gift_date from public.donations d where d.id = donation_id)) '
   || '< private.today_in_india()'),
  ('Donations ten years after the end of the assessment year of the gift', 'donations',
   'private.receipt_request_kept_until(gift_date) < private.today_in_india()');
