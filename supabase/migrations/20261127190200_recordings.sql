-- Recordings to read a page aloud (issue 40, item 4; docs/architecture.md, "Read aloud";
-- docs/decisions/104-read-aloud-the-browsers-own-voice-or-a-staff-recording.md). Staff may upload
-- one recording per item and language; its transcript is the item's text as the page shows it.
-- Without one the browser's own speech synthesis reads the text, which needs nothing here.
--
-- Who sees a recording is not a second rule: a recording is readable by whoever can read its item,
-- so the item's own policies (published, scheduled, active, staff) decide, for the row and for the
-- file. A further kind (first-visit steps, easy-read pages) is one more `when` in the policy below
-- and one more name in the kind's constraint, in a later migration.

create table public.recordings (
  id uuid primary key default gen_random_uuid(),
  item_kind text not null constraint "item_kind must be news_articles, events or pages"
    check (item_kind in ('news_articles', 'events', 'pages')),
  item_id uuid not null,
  language text not null constraint "language must be en or hi" check (language in ('en', 'hi')),
  -- In the `recordings` bucket, under the item's own folder: `<kind>/<id>/<language>-<name>`.
  storage_path text not null unique
    constraint "storage_path must be <item_kind>/<item_id>/<language>-<name>, at most 300 characters"
    check (
      starts_with(storage_path, item_kind || '/' || item_id::text || '/' || language || '-')
      and storage_path !~ '(^|/)\.\.?(/|$)'
      and char_length(storage_path) <= 300
    ),
  uploaded_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  constraint "one recording per item and language" unique (item_kind, item_id, language)
);
comment on table public.recordings is
  'A recording of an item''s text, per language, in the recordings bucket (docs/architecture.md, Read aloud).';

alter table public.recordings enable row level security;
revoke all on public.recordings from anon, authenticated;
-- Visitors never see who uploaded.
grant select (id, item_kind, item_id, language, storage_path, created_at) on public.recordings to anon;
grant select on public.recordings to authenticated;
grant insert (item_kind, item_id, language, storage_path) on public.recordings to authenticated;
grant update (storage_path) on public.recordings to authenticated;
grant delete on public.recordings to authenticated;

-- Policies' subqueries run as the caller under the item table's own row level security: anon finds
-- only published items, staff find drafts too. A kind not listed is nobody's.
create policy "Whoever can read the item reads its recordings" on public.recordings
  for select to anon, authenticated
  using (
    case item_kind
      when 'news_articles' then exists (select 1 from public.news_articles i where i.id = item_id)
      when 'events' then exists (select 1 from public.events i where i.id = item_id)
      when 'pages' then exists (select 1 from public.pages i where i.id = item_id)
      else false
    end
  );
-- Staff also see a recording whose item is gone, to remove it.
create policy "Staff read every recording" on public.recordings
  for select to authenticated using ((select public.is_staff()));
create policy "Staff add recordings" on public.recordings
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff replace recordings" on public.recordings
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff remove recordings" on public.recordings
  for delete to authenticated using ((select public.is_staff()));

-- Who uploaded, and when, is the database's to say: the one who wrote the row, now.
create or replace function private.recording_uploader() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.uploaded_by := (select auth.uid());
  new.created_at := now();
  return new;
end;
$$;
revoke execute on function private.recording_uploader() from public, anon, authenticated;
create trigger recording_uploader before insert or update on public.recordings
  for each row execute function private.recording_uploader();

-- The files: a private bucket (no public address that would skip the policies), 10 MB, the audio
-- types phones and browsers record in. Storage enforces both for every caller.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('recordings', 'recordings', false, 10485760, array['audio/mpeg', 'audio/ogg', 'audio/webm', 'audio/mp4'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A file is read through its row: visitors read the file of a recording they can read (so of a
-- published item only), staff every file of the bucket; only staff write.
create policy "Visitors read the recordings of published items" on storage.objects
  for select to anon
  using (bucket_id = 'recordings' and exists (select 1 from public.recordings r where r.storage_path = objects.name));
create policy "Staff and readers of the item read its recording" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'recordings'
    and ((select public.is_staff()) or exists (select 1 from public.recordings r where r.storage_path = objects.name))
  );
create policy "Staff upload recordings" on storage.objects
  for insert to authenticated with check (bucket_id = 'recordings' and (select public.is_staff()));
create policy "Staff replace recordings" on storage.objects
  for update to authenticated
  using (bucket_id = 'recordings' and (select public.is_staff()))
  with check (bucket_id = 'recordings' and (select public.is_staff()));
create policy "Staff delete recordings" on storage.objects
  for delete to authenticated using (bucket_id = 'recordings' and (select public.is_staff()));
