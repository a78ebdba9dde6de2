-- The admin's list search on tables of personal data, in a POST body (issue 23, "No personal data
-- ... in URLs"; docs/architecture.md, "Personal data out of subjects, logs and URLs"). A search
-- through PostgREST's query string (`?or=(name.ilike.*98765*)`) puts what staff typed (a phone
-- number, an e-mail address, a PAN, a name) in every gateway's and proxy's access log. The admin
-- sends a search on a table that private.personal_data_columns declares to this function instead,
-- which supabase-js posts; content tables keep their GET search.
--
-- Security invoker: the rows come through the caller's own grants and row level security, exactly
-- as the GET did; and only admins (public.is_admin()) may call it at all. The table must be one the
-- personal-data list declares, every column and filter a column of it (quoted as identifiers), and
-- the term is a bound parameter taken literally (LIKE's wildcards escaped).

-- The declared columns of a table of personal data and their kinds, for the invoker function below,
-- whose callers cannot read private.personal_data_columns; null when the table is not declared.
create or replace function private.personal_data_kinds(target_table text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_object_agg(c.column_name, c.kind)
  from private.personal_data_columns c
  where c.table_name = target_table;
$$;

revoke execute on function private.personal_data_kinds(text) from public;
grant execute on function private.personal_data_kinds(text) to authenticated;

-- One page of a personal-data table's list, as the admin's GET gave it: the rows whose
-- search_columns hold search_term (case-insensitively; in a column declared `phone`, also its
-- digits whatever the spacing: '98765 43210' finds '+91 98765-43210'), that equal every filter
-- ([{ "field", "value" }]), in the sort's order ([{ "field", "order": "asc" | "desc" }]), from
-- row_offset, at most row_limit (1 to 100); with the number of matching rows for the pages.
-- Answers { "total": n, "data": [row, ...] }, each row whole (as select=*).
create or replace function public.search_personal_rows(
  target_table text,
  search_term text,
  search_columns text[],
  filters jsonb default '[]'::jsonb,
  sort jsonb default '[]'::jsonb,
  row_offset integer default 0,
  row_limit integer default 12
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  kinds jsonb;
  term constant text := btrim(coalesce(search_term, ''));
  pattern text;
  digits text;
  columns text[];
  text_columns text[];
  col text;
  item jsonb;
  matches text[] := '{}';
  conditions text[] := '{}';
  orders text[] := '{}';
  condition text;
  ordering text;
  total bigint;
  page jsonb;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'Only admins can search personal data.' using errcode = '42501';
  end if;
  kinds := private.personal_data_kinds(target_table);
  if kinds is null then
    raise exception 'Not a table of personal data: %.', target_table using errcode = '22023';
  end if;
  if row_offset is null or row_offset < 0 or row_limit is null or row_limit < 1 or row_limit > 100 then
    raise exception 'row_offset must be 0 or more and row_limit 1 to 100.' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(filters, '[]'::jsonb)) <> 'array' or jsonb_typeof(coalesce(sort, '[]'::jsonb)) <> 'array' then
    raise exception 'filters and sort must be JSON arrays.' using errcode = '22023';
  end if;

  select array_agg(a.attname::text), coalesce(array_agg(a.attname::text) filter (where a.atttypid = 'text'::regtype), '{}')
  into columns, text_columns
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || quote_ident(target_table))::regclass and a.attnum > 0 and not a.attisdropped;

  -- The term as a LIKE pattern matching it literally, and its digits when it looks like a phone number.
  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  if term ~ '^[+0-9 ().-]+$' then
    digits := nullif(regexp_replace(term, '\D', '', 'g'), '');
  end if;

  if term <> '' then
    foreach col in array coalesce(search_columns, '{}') loop
      if not col = any (columns) then
        raise exception 'Not a column of %: %.', target_table, col using errcode = '42703';
      end if;
      -- A text column as it is (its trigram index applies); any other as its text.
      matches := matches || format(
        case when text_columns @> array[col] then 't.%I ilike $1' else 't.%I::text ilike $1' end, col);
      if digits is not null and kinds ->> col = 'phone' then
        -- translate, not regexp_replace: the same digits for a phone number, at a fraction of the cost per row.
        matches := matches || format('translate(t.%I::text, '' +-().'', '''') like ''%%'' || $2 || ''%%''', col);
      end if;
    end loop;
    if cardinality(matches) = 0 then
      raise exception 'Name the columns to search.' using errcode = '22023';
    end if;
    conditions := conditions || ('(' || array_to_string(matches, ' or ') || ')');
  end if;

  for item in select value from jsonb_array_elements(coalesce(filters, '[]'::jsonb)) loop
    col := item ->> 'field';
    if col is null or not col = any (columns) or not item ? 'value' then
      raise exception 'A filter is { "field": a column of %, "value": ... }.', target_table using errcode = '22023';
    end if;
    conditions := conditions || format('to_jsonb(t.%I) = %L::jsonb', col, item -> 'value');
  end loop;

  for item in select value from jsonb_array_elements(coalesce(sort, '[]'::jsonb)) loop
    col := item ->> 'field';
    if col is null or not col = any (columns) or coalesce(item ->> 'order', 'asc') not in ('asc', 'desc') then
      raise exception 'A sort is { "field": a column of %, "order": "asc" or "desc" }.', target_table using errcode = '22023';
    end if;
    orders := orders || format('t.%I %s', col, coalesce(item ->> 'order', 'asc'));
  end loop;

  condition := coalesce(nullif(array_to_string(conditions, ' and '), ''), 'true');
  ordering := coalesce(nullif(array_to_string(orders, ', '), ''), 't.id');

  execute format('select count(*) from public.%I t where %s', target_table, condition)
    into total using pattern, digits;
  execute format(
    'select coalesce(jsonb_agg(p.row order by p.n), ''[]''::jsonb) from ('
    '  select to_jsonb(t) as row, row_number() over (order by %1$s) as n from public.%2$I t where %3$s'
    '  order by %1$s offset $3 limit $4'
    ') p',
    ordering, target_table, condition)
    into page using pattern, digits, row_offset, row_limit;
  return jsonb_build_object('total', total, 'data', page);
end;
$$;

revoke execute on function public.search_personal_rows(text, text, text[], jsonb, jsonb, integer, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.search_personal_rows(text, text, text[], jsonb, jsonb, integer, integer)
  to authenticated;

-- Messages are searched by phone too (src/admin/resources/contactMessages.ts): its trigram index,
-- like every searched column's (tests/integration/searchIndexes.test.ts), without a pending list
-- (20261125006300).
create index contact_messages_phone_trgm_idx
  on public.contact_messages using gin (phone extensions.gin_trgm_ops) with (fastupdate = off);
