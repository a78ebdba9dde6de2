-- The admin's dashboard in one request (issue 25: "after sign-in the dashboard is usable within
-- 2 s"; docs/architecture.md#the-admins-login-route). The dashboard asked PostgREST for two head
-- counts per figure card and the newest articles: fourteen requests, which a browser's six
-- connections to one host take in three rounds of a phone's round trip. This function answers
-- all of them in one.
--
-- Security invoker: it reads as the signed-in member of staff, so row level security decides
-- what is counted, exactly as the head counts did. Which tables are counted comes from the
-- caller (the admin's resource declarations, src/admin/dashboard/stats.ts): a list of
-- { "table": <name>, "active": <also count the rows where is_active> }.

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
    if name is null or to_regclass('public.' || quote_ident(name)) is null then
      raise exception 'No table public.%', name using errcode = '42P01';
    end if;
    -- One scan per table: the total, the rows created since `since`, and the same for active rows.
    execute format(
      'select jsonb_build_object(''table'', %L, ''total'', count(*), ''recent'', count(*) filter (where created_at >= $1)%s) from public.%I',
      name,
      case when active
        then ', ''active'', count(*) filter (where is_active), ''active_recent'', count(*) filter (where is_active and created_at >= $1)'
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
