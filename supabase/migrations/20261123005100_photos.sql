-- Photos staff manage: the gallery (Visual Journey) and the home page's two slideshows
-- (docs/product.md). An image is a site path (the built-in illustrations) or an http(s) URL
-- (an upload in the `media` bucket, or elsewhere); width and height let pages reserve its space.

create table public.photos (
  id uuid primary key default gen_random_uuid(),
  image_url text not null constraint "image_url must be a site path or an http(s) URL of at most 2048 characters"
    check ((image_url ~ '^https?://[^\s/?#]+[^\s]*$' or image_url ~ '^/[^\s/][^\s]*$') and char_length(image_url) <= 2048),
  image_small_url text constraint "image_small_url must be a site path or an http(s) URL of at most 2048 characters"
    check ((image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' or image_small_url ~ '^/[^\s/][^\s]*$') and char_length(image_small_url) <= 2048),
  width integer not null constraint "width must be 1 to 10000 pixels" check (width between 1 and 10000),
  height integer not null constraint "height must be 1 to 10000 pixels" check (height between 1 and 10000),
  alt_text text not null constraint "alt_text must be 1 to 300 characters" check (alt_text ~ '\S' and char_length(alt_text) <= 300),
  caption text constraint "caption must be at most 200 characters" check (char_length(caption) <= 200),
  placement text not null constraint "placement must be gallery, awards or therapy"
    check (placement in ('gallery', 'awards', 'therapy')),
  sort_order integer not null default 0 constraint "sort_order must be 0 to 10000" check (sort_order between 0 and 10000),
  is_active boolean not null default true,
  -- A photo of a child is published only with the parents' written consent; staff confirm it for each photo.
  consent_confirmed boolean not null
    constraint "consent_confirmed must be true: the foundation holds written consent for everyone shown"
    check (consent_confirmed),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index photos_placement_order_idx on public.photos (placement, sort_order, created_at);
create trigger photos_set_updated_at before update on public.photos
  for each row execute function public.set_updated_at();

revoke all on public.photos from anon, authenticated;
grant select on public.photos to anon, authenticated;
grant insert, update, delete on public.photos to authenticated;
grant all on public.photos to service_role;

alter table public.photos enable row level security;

create policy "Visitors read active photos" on public.photos
  for select to anon using (is_active);
create policy "Signed-in users read active photos, staff read all" on public.photos
  for select to authenticated using (is_active or (select public.is_admin()));
create policy "Staff insert photos" on public.photos
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff update photos" on public.photos
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete photos" on public.photos
  for delete to authenticated using ((select public.is_admin()));
