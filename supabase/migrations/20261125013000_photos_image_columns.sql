-- Photos name their image's size and description as doctors, advisors, news and events do
-- (20261123007100_image_columns.sql): image_width, image_height and image_alt beside image_url
-- and image_small_url, so one word means one thing across the tables (issue 28, "Names that mean
-- one thing"). The constraints keep their rules under the new names, and the history's copies of
-- earlier versions are renamed too, so restoring one still fills every column.

alter table public.photos rename column width to image_width;
alter table public.photos rename column height to image_height;
alter table public.photos rename column alt_text to image_alt;

alter table public.photos rename constraint "width must be 1 to 10000 pixels" to "image_width must be 1 to 10000 pixels";
alter table public.photos rename constraint "height must be 1 to 10000 pixels" to "image_height must be 1 to 10000 pixels";
alter table public.photos rename constraint "alt_text must be 1 to 300 characters" to "image_alt must be 1 to 300 characters";
alter index public.photos_alt_text_trgm_idx rename to photos_image_alt_trgm_idx;

-- Earlier versions kept for restoring (20261125008000_publishing_and_history.sql) hold the old keys.
update public.change_history h
set old_row = case when h.old_row is null then null else
      (h.old_row - 'width' - 'height' - 'alt_text')
      || jsonb_build_object('image_width', h.old_row -> 'width', 'image_height', h.old_row -> 'height',
                            'image_alt', h.old_row -> 'alt_text') end,
    new_row = case when h.new_row is null then null else
      (h.new_row - 'width' - 'height' - 'alt_text')
      || jsonb_build_object('image_width', h.new_row -> 'width', 'image_height', h.new_row -> 'height',
                            'image_alt', h.new_row -> 'alt_text') end
where h.table_name = 'photos';

-- The site's freshness names a changed photo by its caption, else its description: the function
-- as 20261125012000_publish_times_count_as_changes.sql left it (publish and end times count as
-- changes), with the photos' column renamed (a plpgsql body names columns as text, so the rename
-- does not reach it), and an event named by its title like the other rows.
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
