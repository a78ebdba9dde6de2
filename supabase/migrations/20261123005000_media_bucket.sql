-- Photos staff upload: the public bucket `media`, and who may do what in it (docs/architecture.md,
-- Storage). Storage enforces the bucket's size and type limits on every upload; the policies on
-- storage.objects decide who writes: anyone reads, only staff insert, update and delete.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The bucket's settings are not secret; the admin dashboard reads them to report Storage's state.
create policy "Anyone reads the media bucket's settings" on storage.buckets
  for select to anon, authenticated using (id = 'media');

create policy "Anyone reads media" on storage.objects
  for select to anon, authenticated using (bucket_id = 'media');
create policy "Staff upload media" on storage.objects
  for insert to authenticated with check (bucket_id = 'media' and (select public.is_admin()));
create policy "Staff replace media" on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and (select public.is_admin()))
  with check (bucket_id = 'media' and (select public.is_admin()));
create policy "Staff delete media" on storage.objects
  for delete to authenticated using (bucket_id = 'media' and (select public.is_admin()));
