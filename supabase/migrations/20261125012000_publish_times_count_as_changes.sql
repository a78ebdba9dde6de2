-- A scheduled publish time, and a notice's end, is a change of the public site when it comes
-- (issue 25, item 3; docs/architecture.md#the-sites-freshness). Nothing is written to the table at
-- that moment, so the statement triggers of 20261125005600_site_freshness.sql never see it: the
-- rows' own times are read instead. The newest content change is now the newest of
--   - the last insert, update or delete of a table the public pages read (as before), and
--   - the newest publish_at of a published row, and the newest ends_at, that has passed,
-- over every publishable table (those private.make_publishable() gave a publish_at column: found in
-- the catalog, so a content type made publishable later counts without a change here). The build's
-- record, the dashboard's "changed since" and the batching job's site_rebuild_due() all read it, so
-- the cron job asks for a rebuild in the minute after a scheduled row's time comes.

-- The newest publish or end time of any publishable row that has passed (null: none).
create or replace function private.site_publish_times_passed() returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t record;
  newest timestamptz;
  found_at timestamptz;
begin
  for t in
    select c.table_name::text as name,
      exists (select 1 from information_schema.columns e
              where e.table_schema = 'public' and e.table_name = c.table_name and e.column_name = 'ends_at') as ends
    from information_schema.columns c
    join information_schema.columns s
      on s.table_schema = c.table_schema and s.table_name = c.table_name and s.column_name = 'status'
    where c.table_schema = 'public' and c.column_name = 'publish_at'
  loop
    -- publish_at is indexed (make_publishable); the scan walks back from now to the first published row.
    execute format(
      'select max(publish_at) from public.%I where status = ''published'' and publish_at <= now()', t.name)
      into found_at;
    newest := greatest(newest, found_at);
    if t.ends then
      execute format(
        'select max(ends_at) from public.%I where status = ''published'' and ends_at <= now()', t.name)
        into found_at;
      newest := greatest(newest, found_at);
    end if;
  end loop;
  return newest;
end;
$$;
revoke execute on function private.site_publish_times_passed() from public, anon, authenticated;

-- Notices' end times are looked up by time too.
create index if not exists notices_ends_at_idx on public.notices (ends_at) where ends_at is not null;

-- The newest content change (null: none yet), now counting publish and end times that have come.
-- Still only a time, so anyone may read it: the build asks with the anon key.
create or replace function public.site_content_changed_at() returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select greatest((select max(changed_at) from private.site_content_changes), private.site_publish_times_passed());
$$;

-- What changed after `since` (the build's record), newest first, for staff: as before, plus each
-- published row whose publish time came after `since` (it appears on the site with the next
-- build) and each notice whose end came after `since` (it disappears), at that time. A time before
-- the row's last write is not listed again: the write is (a row published as it is saved).
create or replace function public.site_changes_since(since timestamptz)
returns table (table_name text, row_id uuid, title text, changed_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t record;
  timed text := '';
begin
  if not public.is_staff() then
    raise exception 'Only staff can see what changed.' using errcode = '42501';
  end if;
  -- The publishable tables (see private.site_publish_times_passed()); a row's title is its title,
  -- name, caption or image_alt, whichever it has.
  for t in
    select c.table_name::text as name,
      exists (select 1 from information_schema.columns e
              where e.table_schema = 'public' and e.table_name = c.table_name and e.column_name = 'ends_at') as ends
    from information_schema.columns c
    join information_schema.columns s
      on s.table_schema = c.table_schema and s.table_name = c.table_name and s.column_name = 'status'
    where c.table_schema = 'public' and c.column_name = 'publish_at'
  loop
    timed := timed || format(
      ' union all select %1$L, r.id, coalesce(to_jsonb(r) ->> ''title'', to_jsonb(r) ->> ''name'','
      ' nullif(to_jsonb(r) ->> ''caption'', ''''), to_jsonb(r) ->> ''image_alt''), r.publish_at'
      ' from public.%1$I r where r.status = ''published'' and r.publish_at > $1 and r.publish_at <= now()'
      ' and r.publish_at > coalesce((to_jsonb(r) ->> ''updated_at'')::timestamptz, r.created_at)',
      t.name);
    if t.ends then
      timed := timed || format(
        ' union all select %1$L, r.id, coalesce(to_jsonb(r) ->> ''title'', to_jsonb(r) ->> ''name''), r.ends_at'
        ' from public.%1$I r where r.status = ''published'' and r.ends_at > $1 and r.ends_at <= now()'
        ' and r.ends_at > coalesce((to_jsonb(r) ->> ''updated_at'')::timestamptz, r.created_at)',
        t.name);
    end if;
  end loop;
  return query execute
  'with changed_rows as (
    select ''advisories''::text as t, a.id, a.name as title, a.created_at as at from public.advisories a where a.created_at > $1
    union all select ''events'', e.id, e.title, e.updated_at from public.events e where e.updated_at > $1
    union all select ''doctors'', d.id, d.name, d.updated_at from public.doctors d where d.updated_at > $1
    union all select ''news_articles'', n.id, n.title, n.updated_at from public.news_articles n where n.updated_at > $1
    union all select ''notices'', n.id, n.title, n.updated_at from public.notices n where n.updated_at > $1
    union all select ''pages'', p.id, p.title_en, p.updated_at from public.pages p where p.updated_at > $1
    union all select ''photos'', p.id, coalesce(nullif(p.caption, ''''), p.image_alt), p.updated_at from public.photos p where p.updated_at > $1
    union all select ''testimonials'', s.id, s.name, s.created_at from public.testimonials s where s.created_at > $1
  ),
  unseen as (
    select c.table_name as t, null::uuid as id, null::text as title, c.changed_at as at
    from private.site_content_changes c
    where c.changed_at > $1
      and c.changed_at > coalesce((select max(r.at) from changed_rows r where r.t = c.table_name), ''-infinity'')
  )
  select u.t, u.id, u.title, u.at from (
    select * from changed_rows union all select * from unseen' || timed || '
  ) u
  order by u.at desc
  limit 200'
  using since;
end;
$$;

-- For the batching job (README, "Rebuilds, batched"): true when the site has something to show
-- that no rebuild was asked for since, and the edits have settled (no write for `settle`). A
-- publish or end time needs no settling: it is due in the minute it comes, unless staff are
-- still editing (then the rebuild after their edits carries it).
create or replace function public.site_rebuild_due(settle interval default interval '5 minutes') returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    coalesce((select max(changed_at) from private.site_content_changes), '-infinity') <= now() - settle
      and public.site_content_changed_at()
        > coalesce((select requested_at from private.site_rebuilds), '-infinity'),
    false);
$$;
