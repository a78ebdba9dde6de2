-- Read aloud for the first-visit story's steps and the easy-read pages (issue 40, item 4;
-- docs/architecture.md, "Read aloud"; docs/decisions/104-read-aloud-the-browsers-own-voice-or-a-staff-recording.md).
-- Two more kinds of item a recording may be of, as migration 20261127190200_recordings.sql said a
-- further kind is: one more name in the kind's constraint and one more `when` in the read policy.
--
-- A step is a row of public.visit_steps: its recording is of that row ('visit_steps', its id).
--
-- An easy-read page is not a row: it is its points (public.easy_read_points, one row a line), and
-- the six pages are fixed by the site. A parent listens to a page, not to one line of it, and staff
-- record a page in one go; so a recording is of the page ('easy_read_pages'), under a fixed id per
-- page that never changes and is the same in every project (a backup's recordings restore onto
-- any project's pages). The ids are also in src/lib/easyReadPageIds.ts;
-- tests/integration/readAloudItems.test.ts holds the two equal. A page is readable, and so is its
-- recording, while a visitor can read at least one of its points: a page with nothing published
-- shows no text, and plays nothing.

alter table public.recordings drop constraint "item_kind must be news_articles, events or pages";
alter table public.recordings add constraint "item_kind must be a kind of item the site reads aloud"
  check (item_kind in ('news_articles', 'events', 'pages', 'visit_steps', 'easy_read_pages'));

-- Staff's screen sends one of these; anything else is a recording of no page, refused here.
alter table public.recordings add constraint "an easy-read page's recording must be of one of the six pages"
  check (
    item_kind <> 'easy_read_pages'
    or item_id in (
      'ea5e0000-0000-4000-8000-000000000001', 'ea5e0000-0000-4000-8000-000000000002',
      'ea5e0000-0000-4000-8000-000000000003', 'ea5e0000-0000-4000-8000-000000000004',
      'ea5e0000-0000-4000-8000-000000000005', 'ea5e0000-0000-4000-8000-000000000006'
    )
  );

-- As before, the subqueries run as the caller under the item table's own row level security:
-- visitors find published steps and points only, staff every row.
drop policy "Whoever can read the item reads its recordings" on public.recordings;
create policy "Whoever can read the item reads its recordings" on public.recordings
  for select to anon, authenticated
  using (
    case item_kind
      when 'news_articles' then exists (select 1 from public.news_articles i where i.id = item_id)
      when 'events' then exists (select 1 from public.events i where i.id = item_id)
      when 'pages' then exists (select 1 from public.pages i where i.id = item_id)
      when 'visit_steps' then exists (select 1 from public.visit_steps i where i.id = item_id)
      when 'easy_read_pages' then exists (
        select 1 from public.easy_read_points i
        where i.page = case item_id
          when 'ea5e0000-0000-4000-8000-000000000001' then 'home'
          when 'ea5e0000-0000-4000-8000-000000000002' then 'services'
          when 'ea5e0000-0000-4000-8000-000000000003' then 'assessment'
          when 'ea5e0000-0000-4000-8000-000000000004' then 'first-visit'
          when 'ea5e0000-0000-4000-8000-000000000005' then 'contact'
          when 'ea5e0000-0000-4000-8000-000000000006' then 'giving'
        end
      )
      else false
    end
  );

-- The media bucket's files a row still shows are kept when another row that showed them goes
-- (private.queue_media_removals): the story's steps show uploaded photos too, so a file a step
-- shows is in use. Otherwise the same function as the baseline's.
create or replace function private.media_in_use(path text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.photos p
      where private.media_object_path(p.image_url) = path or private.media_object_path(p.image_small_url) = path)
    or exists (select 1 from public.doctors d
      where private.media_object_path(d.image_url) = path or private.media_object_path(d.image_small_url) = path)
    or exists (select 1 from public.advisories a
      where private.media_object_path(a.image_url) = path or private.media_object_path(a.image_small_url) = path)
    or exists (select 1 from public.news_articles n
      where private.media_object_path(n.image_url) = path or private.media_object_path(n.image_small_url) = path)
    or exists (select 1 from public.events e
      where private.media_object_path(e.image_url) = path or private.media_object_path(e.image_small_url) = path)
    or exists (select 1 from public.visit_steps s
      where private.media_object_path(s.image_url) = path or private.media_object_path(s.image_small_url) = path);
$$;
revoke execute on function private.media_in_use(text) from public;
