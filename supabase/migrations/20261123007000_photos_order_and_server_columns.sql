-- Photos get what the other content tables got in 20261123001000: server-set id, created_at and
-- updated_at on client writes, and trigram indexes for the admin's search (alt text, caption).
-- And staff move a photo up or down within its placement in one statement (move_photo).

create trigger photos_keep_server_columns before insert or update on public.photos
  for each row execute function private.keep_server_columns();

create index photos_alt_text_trgm_idx on public.photos using gin (alt_text extensions.gin_trgm_ops);
create index photos_caption_trgm_idx on public.photos using gin (caption extensions.gin_trgm_ops);
-- Receipt requests are searched too (src/admin/resources/receiptRequests.ts) and had none.
create index receipt_requests_donor_name_trgm_idx on public.receipt_requests using gin (donor_name extensions.gin_trgm_ops);
create index receipt_requests_pan_trgm_idx on public.receipt_requests using gin (pan extensions.gin_trgm_ops);
create index receipt_requests_email_trgm_idx on public.receipt_requests using gin (email extensions.gin_trgm_ops);
create index receipt_requests_transaction_reference_trgm_idx on public.receipt_requests
  using gin (transaction_reference extensions.gin_trgm_ops);

-- Swaps a photo with its neighbour in the order pages show (sort_order, then created_at, then id)
-- and renumbers its placement 10, 20, 30... so equal positions never leave a move without effect.
-- Security invoker: the photos RLS policies decide who may write; the is_admin check only makes a
-- refusal an error instead of a silent no-op. Returns false when the photo is already first (up)
-- or last (down).
create function public.move_photo(photo_id uuid, direction text) returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target_placement text;
  ordered uuid[];
  here integer;
  there integer;
begin
  if not (select public.is_admin()) then
    raise exception 'Only staff can reorder photos' using errcode = '42501';
  end if;
  if direction is null or direction not in ('up', 'down') then
    raise exception 'direction must be up or down' using errcode = '22023';
  end if;
  select placement into target_placement from public.photos where id = photo_id;
  if not found then
    raise exception 'No photo with this id' using errcode = 'P0002';
  end if;
  -- Two staff moving photos of one placement at once take turns.
  perform 1 from public.photos where placement = target_placement for update;
  select array_agg(id order by sort_order, created_at, id) into ordered
    from public.photos where placement = target_placement;
  here := array_position(ordered, photo_id);
  there := case direction when 'up' then here - 1 else here + 1 end;
  if there < 1 or there > cardinality(ordered) then
    return false;
  end if;
  ordered[here] := ordered[there];
  ordered[there] := photo_id;
  update public.photos as p set sort_order = k.n * 10
    from unnest(ordered) with ordinality as k(id, n)
    where p.id = k.id and p.sort_order <> k.n * 10;
  return true;
end;
$$;

revoke execute on function public.move_photo(uuid, text) from public, anon;
grant execute on function public.move_photo(uuid, text) to authenticated;
