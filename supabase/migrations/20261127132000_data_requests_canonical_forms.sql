-- Data requests (20261127120400) on the one canonical form for identities (20261127120100), the two
-- written side by side (docs/architecture.md#one-canonical-form-for-identities):
-- 1. Every declared e-mail and phone column has its canonical form beside it, indexed, and an
--    e-mail column an index on its mailbox key for the near matches: private.privacy_condition
--    compares `<column>_canonical`, so without them no privacy search, export or erasure ran,
--    and no data request could ask whether an address is held.
-- 2. The identity a data request and the privacy log hash is the exact person's canonical form,
--    not the limits' mailbox key: `person.x+news@` may be someone else, and the log must not count
--    them as one person asking again.
alter table public.data_requests
  add column email_canonical text generated always as (private.canonical_email(email)) stored,
  add column phone_canonical text generated always as (private.canonical_phone(phone)) stored;
create index data_requests_email_canonical_idx on public.data_requests (email_canonical);
create index data_requests_phone_canonical_idx on public.data_requests (phone_canonical);
create index data_requests_email_mailbox_idx on public.data_requests (private.mailbox_key(email));

create or replace function private.identity_key(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when position('@' in coalesce(value, '')) > 0 then 'email:' || private.canonical_email(value)
    when private.phone_key(value) is not null then 'phone:' || private.phone_key(value)
  end;
$$;
revoke execute on function private.identity_key(text) from public;
