-- A table the public pages read registers for rebuilds in one line: `select
-- private.note_site_changes_of('<table>');` adds the statement trigger that notes its changes for
-- the site's freshness and the batched rebuilds (20261125005600_site_freshness.sql), and counts
-- the rows already there as changed when they were last written. The tables are declared once in
-- src/site/publishedData.ts; tests/integration/rebuildTriggers.test.ts checks the database has a
-- trigger for each of them and for no other.
create or replace function private.note_site_changes_of(t text) returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'create trigger %I after insert or update or delete or truncate on public.%I
       for each statement execute function private.note_site_content_change()',
    t || '_note_site_change', t);
  execute format(
    'insert into private.site_content_changes (table_name, changed_at)
     select %L, max(created_at) from public.%I having max(created_at) is not null
     on conflict (table_name) do update
       set changed_at = greatest(private.site_content_changes.changed_at, excluded.changed_at)',
    t, t);
end;
$$;
revoke execute on function private.note_site_changes_of(text) from public;
