-- The site's freshness (issue 25, item 3). The public pages are prerendered, so a change reaches
-- them with the next build. Each build records the newest content change it saw (dist/build.json,
-- from public.site_content_changed_at()); the admin's dashboard lists what changed since
-- (public.site_changes_since()). A statement trigger on every table the public pages read keeps
-- the time of its last insert, update or delete, so removals and edits of tables without an
-- updated_at column count too; public.site_rebuild_due() tells the batching job when to rebuild.

create table private.site_content_changes (
  table_name text primary key,
  changed_at timestamptz not null
);
revoke all on private.site_content_changes from public, anon, authenticated;

create or replace function private.note_site_content_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.site_content_changes as c (table_name, changed_at)
  values (tg_table_name, now())
  on conflict (table_name) do update set changed_at = greatest(c.changed_at, excluded.changed_at);
  return null;
end;
$$;
revoke execute on function private.note_site_content_change() from public, anon, authenticated;

-- Every table the public pages read (README's rebuild-trigger list; tests/unit/docs/rebuildTriggers.test.ts).
do $$
declare
  t text;
begin
  foreach t in array array['advisories', 'doctors', 'news_articles', 'notices', 'pages', 'photos', 'testimonials'] loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on public.%I
         for each statement execute function private.note_site_content_change()',
      t || '_note_site_change', t);
  end loop;
end;
$$;

-- What is there already counts as changed when it was last written.
insert into private.site_content_changes (table_name, changed_at)
select name, changed_at from (
  select 'advisories' as name, max(created_at) as changed_at from public.advisories
  union all select 'doctors', max(greatest(created_at, updated_at)) from public.doctors
  union all select 'news_articles', max(greatest(created_at, updated_at)) from public.news_articles
  union all select 'notices', max(greatest(created_at, updated_at)) from public.notices
  union all select 'pages', max(greatest(created_at, updated_at)) from public.pages
  union all select 'photos', max(greatest(created_at, updated_at)) from public.photos
  union all select 'testimonials', max(created_at) from public.testimonials
) as existing
where changed_at is not null;

-- The newest content change (null: none yet). Only a time, so anyone may read it: the build asks
-- with the anon key.
create or replace function public.site_content_changed_at() returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select max(changed_at) from private.site_content_changes;
$$;
revoke execute on function public.site_content_changed_at() from public, anon, authenticated;
grant execute on function public.site_content_changed_at() to anon, authenticated, service_role;

-- What changed after `since` (the build's record), newest first, for staff: the rows written
-- since, by their updated_at (created_at where a table has none), and one line per table changed
-- in a way no row shows (a removal, or an edit of a table without updated_at), with row_id null.
create or replace function public.site_changes_since(since timestamptz)
returns table (table_name text, row_id uuid, title text, changed_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can see what changed.' using errcode = '42501';
  end if;
  return query
  with changed_rows as (
    select 'advisories'::text as t, a.id, a.name as title, a.created_at as at from public.advisories a where a.created_at > since
    union all select 'doctors', d.id, d.name, d.updated_at from public.doctors d where d.updated_at > since
    union all select 'news_articles', n.id, n.title, n.updated_at from public.news_articles n where n.updated_at > since
    union all select 'notices', n.id, n.title, n.updated_at from public.notices n where n.updated_at > since
    union all select 'pages', p.id, p.title_en, p.updated_at from public.pages p where p.updated_at > since
    union all select 'photos', p.id, coalesce(nullif(p.caption, ''), p.alt_text), p.updated_at from public.photos p where p.updated_at > since
    union all select 'testimonials', s.id, s.name, s.created_at from public.testimonials s where s.created_at > since
  ),
  unseen as (
    -- A table changed later than its newest row shows: something was removed or edited unseen.
    select c.table_name as t, null::uuid as id, null::text as title, c.changed_at as at
    from private.site_content_changes c
    where c.changed_at > since
      and c.changed_at > coalesce((select max(r.at) from changed_rows r where r.t = c.table_name), '-infinity')
  )
  select u.t, u.id, u.title, u.at from (select * from changed_rows union all select * from unseen) u
  order by u.at desc
  limit 200;
end;
$$;
revoke execute on function public.site_changes_since(timestamptz) from public, anon, authenticated;
grant execute on function public.site_changes_since(timestamptz) to authenticated, service_role;

-- For the batching job (README, "Rebuilds"): true when content changed, the edits have settled
-- (no change for `settle`), and no rebuild was asked for since the last change.
create or replace function public.site_rebuild_due(settle interval default interval '5 minutes') returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select max(changed_at) from private.site_content_changes) <= now() - settle
      and (select max(changed_at) from private.site_content_changes)
        > coalesce((select requested_at from private.site_rebuilds), '-infinity'),
    false);
$$;
revoke execute on function public.site_rebuild_due(interval) from public, anon, authenticated;
grant execute on function public.site_rebuild_due(interval) to service_role;
