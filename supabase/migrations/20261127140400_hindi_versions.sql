-- Hindi versions of what staff write (issue 39; docs/architecture.md#languages, "What staff write,
-- in Hindi"). Each translatable text `<field>` of a public content type gets a nullable twin
-- `<field>_hi`, with the English field's length limit: Hindi is optional, and a row without it is
-- shown in English on the Hindi pages, marked so. Which fields are translatable is declared once,
-- in src/lib/translatable.ts, which the admin's declarations and the site read;
-- tests/integration/declarationsAndDatabase.test.ts holds the columns here to that declaration.
--
-- The policy pages had their Hindi first (`title_en`/`title_hi`, `body_en`/`body_hi`, both
-- required): the same rule reads them, `<field>_en` standing for `<field>`.

alter table public.news_articles
  add column title_hi text constraint "title_hi must be 1 to 200 characters when given"
    check (title_hi ~ '\S' and char_length(title_hi) <= 200),
  add column excerpt_hi text constraint "excerpt_hi must be 1 to 500 characters when given"
    check (excerpt_hi ~ '\S' and char_length(excerpt_hi) <= 500),
  add column content_hi text constraint "content_hi must be 1 to 20000 characters when given"
    check (content_hi ~ '\S' and char_length(content_hi) <= 20000);

alter table public.notices
  add column title_hi text constraint "title_hi must be 1 to 200 characters when given"
    check (title_hi ~ '\S' and char_length(title_hi) <= 200),
  add column content_hi text constraint "content_hi must be 1 to 5000 characters when given"
    check (content_hi ~ '\S' and char_length(content_hi) <= 5000);

alter table public.events
  add column title_hi text constraint "title_hi must be 1 to 200 characters when given"
    check (title_hi ~ '\S' and char_length(title_hi) <= 200),
  add column summary_hi text constraint "summary_hi must be 1 to 500 characters when given"
    check (summary_hi ~ '\S' and char_length(summary_hi) <= 500),
  add column description_hi text constraint "description_hi must be 1 to 10000 characters when given"
    check (description_hi ~ '\S' and char_length(description_hi) <= 10000);

alter table public.doctors
  add column specialty_hi text constraint "specialty_hi must be 1 to 120 characters when given"
    check (specialty_hi ~ '\S' and char_length(specialty_hi) <= 120),
  add column description_hi text constraint "description_hi must be 1 to 5000 characters when given"
    check (description_hi ~ '\S' and char_length(description_hi) <= 5000);

alter table public.testimonials
  add column position_hi text constraint "position_hi must be 1 to 120 characters when given"
    check (position_hi ~ '\S' and char_length(position_hi) <= 120),
  add column review_hi text constraint "review_hi must be 1 to 2000 characters when given"
    check (review_hi ~ '\S' and char_length(review_hi) <= 2000);

alter table public.advisories
  add column position_hi text constraint "position_hi must be 1 to 120 characters when given"
    check (position_hi ~ '\S' and char_length(position_hi) <= 120),
  add column content_hi text constraint "content_hi must be 1 to 5000 characters when given"
    check (content_hi ~ '\S' and char_length(content_hi) <= 5000);

alter table public.photos
  add column caption_hi text constraint "caption_hi must be 1 to 200 characters when given"
    check (caption_hi ~ '\S' and char_length(caption_hi) <= 200);

-- The one rule of "Hindi missing", for the admin's cards, its filter and the dashboard's count: a
-- published row (scheduled ones too: they will be shown) with a translatable text written in
-- English and not in Hindi. It reads the row's own columns by the naming rule, so a further
-- translatable type needs no change here: only its columns and its `hindi_missing` below.
create function private.lacks_hindi(r jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(r ->> 'status', 'published') = 'published' and exists (
    select 1
    from jsonb_each_text(r) hindi
    where hindi.key like '%\_hi'
      and coalesce(hindi.value, '') !~ '\S'
      and coalesce(r ->> left(hindi.key, -3), r ->> (left(hindi.key, -3) || '_en'), '') ~ '\S'
  );
$$;
revoke execute on function private.lacks_hindi(jsonb) from public, anon, authenticated, service_role;
grant execute on function private.lacks_hindi(jsonb) to authenticated, service_role;

-- A computed column of each translatable table (PostgREST selects and filters it:
-- `select=*,hindi_missing`, `hindi_missing=is.true`). Security invoker: it reads only its row.
create function public.hindi_missing(r public.news_articles) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create function public.hindi_missing(r public.notices) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create function public.hindi_missing(r public.events) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create function public.hindi_missing(r public.doctors) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create function public.hindi_missing(r public.testimonials) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create function public.hindi_missing(r public.advisories) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create function public.hindi_missing(r public.photos) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;

revoke execute on function public.hindi_missing(public.news_articles), public.hindi_missing(public.notices),
  public.hindi_missing(public.events), public.hindi_missing(public.doctors), public.hindi_missing(public.testimonials),
  public.hindi_missing(public.advisories), public.hindi_missing(public.photos)
  from public, anon, authenticated, service_role;
grant execute on function public.hindi_missing(public.news_articles), public.hindi_missing(public.notices),
  public.hindi_missing(public.events), public.hindi_missing(public.doctors), public.hindi_missing(public.testimonials),
  public.hindi_missing(public.advisories), public.hindi_missing(public.photos)
  to authenticated, service_role;

-- The dashboard's one request (baseline migration, "Dashboard") also counts, for each table the
-- caller marks `"hindi": true`, its rows with Hindi missing ("4 items have no Hindi yet").
create or replace function public.dashboard_summary(counted jsonb, since timestamptz)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  item jsonb;
  name text;
  active boolean;
  hindi boolean;
  figures jsonb;
  counts jsonb := '[]'::jsonb;
  recent jsonb;
begin
  if jsonb_typeof(counted) is distinct from 'array' or jsonb_array_length(counted) > 50 then
    raise exception 'counted must be an array of at most 50 tables' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(counted) loop
    name := item ->> 'table';
    active := coalesce((item ->> 'active')::boolean, false);
    hindi := coalesce((item ->> 'hindi')::boolean, false);
    if name is null or to_regclass('public.' || quote_ident(name)) is null then
      raise exception 'No table public.%', name using errcode = '42P01';
    end if;
    -- One scan per table: the total, the rows created since `since`, the same for active rows, and
    -- the rows with Hindi missing.
    execute format(
      'select jsonb_build_object(''table'', %L, ''total'', count(*), ''recent'', count(*) filter (where created_at >= $1)%s%s) from public.%I t',
      name,
      case when active
        then ', ''active'', count(*) filter (where is_active), ''active_recent'', count(*) filter (where is_active and created_at >= $1)'
        else '' end,
      case when hindi
        then ', ''hindi_missing'', count(*) filter (where public.hindi_missing(t))'
        else '' end,
      name)
      into figures using since;
    counts := counts || jsonb_build_array(figures);
  end loop;
  select coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'title', a.title, 'source', a.source, 'date', a.date)
                            order by a.created_at desc), '[]'::jsonb)
    into recent
    from (select n.id, n.title, n.source, n.date, n.created_at from public.news_articles n
          order by n.created_at desc limit 5) a;
  return jsonb_build_object('counts', counts, 'recent_articles', recent);
end;
$$;
revoke execute on function public.dashboard_summary(jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.dashboard_summary(jsonb, timestamptz) to authenticated;
