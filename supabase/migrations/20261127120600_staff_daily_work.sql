-- What a non-technical member of staff trips over (issue 36, items 4 to 11).

-- One path for a receipt (docs/product.md#receipt-requests): a request becomes a gift, the receipt
-- is issued from the gift, and the request shows the gift's receipt number. The request's number
-- and `issued` follow the gift, whoever changes it (issue, cancel, a gift deleted before any
-- receipt), so staff no longer mark requests issued by hand.
alter table public.receipt_requests add column receipt_number text;
comment on column public.receipt_requests.receipt_number is
  'The receipt in force of the gift recorded from this request (donations.receipt_request_id); kept by private.receipt_request_follows_gift.';

create or replace function private.receipt_request_follows_gift() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    -- A gift deleted (one without a receipt ever) leaves its request to be recorded again.
    update public.receipt_requests r
    set recorded_as_gift = false, receipt_number = null, issued = false
    where r.id = old.receipt_request_id;
    return old;
  end if;
  update public.receipt_requests r
  set recorded_as_gift = true, receipt_number = new.receipt_number, issued = new.receipt_number is not null
  where r.id = new.receipt_request_id
    and (r.receipt_number is distinct from new.receipt_number or not r.recorded_as_gift
         or r.issued is distinct from (new.receipt_number is not null));
  return new;
end;
$$;
revoke execute on function private.receipt_request_follows_gift() from public, anon, authenticated;

create trigger donations_receipt_request_follows
  after insert or update of receipt_number, receipt_request_id or delete on public.donations
  for each row
  execute function private.receipt_request_follows_gift();

-- What the ledger already says, for requests recorded before this migration.
update public.receipt_requests r
set receipt_number = d.receipt_number, issued = d.receipt_number is not null
from public.donations d
where d.receipt_request_id = r.id;

-- Staff no longer mark a request issued: the gift's receipt decides.
revoke update (issued) on public.receipt_requests from authenticated;

-- A new photo lands first in its place, where staff see it (docs/product.md#photos): a photo
-- inserted without a position (the admin's form left empty sends null) goes before every other
-- one of its placement. Its position used to default to the last one's, and its ties were broken
-- oldest first, so it landed last, out of sight on the list's second page.
create or replace function private.new_photo_first() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  lowest integer;
begin
  if new.sort_order is not null then
    return new;
  end if;
  select min(p.sort_order) into lowest from public.photos p where p.placement = new.placement;
  if lowest is null then
    new.sort_order := 10;
  elsif lowest > 0 then
    new.sort_order := greatest(lowest - 10, 0);
  else
    -- No room before the first: number the others 10, 20, ... in their order (as move_photo does).
    with ordered as (
      select p.id, row_number() over (order by p.sort_order, p.created_at, p.id) as n
      from public.photos p where p.placement = new.placement
    )
    update public.photos p set sort_order = least(o.n * 10, 10000)
    from ordered o where p.id = o.id and p.sort_order <> least(o.n * 10, 10000);
    new.sort_order := 0;
  end if;
  return new;
end;
$$;
revoke execute on function private.new_photo_first() from public, anon, authenticated;

create trigger photos_new_first
  before insert on public.photos
  for each row execute function private.new_photo_first();
