-- Events (20261125007000) are read by the public pages (src/site/contentSources.ts): a change to
-- one is a change the site's freshness notes (20261125005600_site_freshness.sql) and a rebuild
-- should carry, like the other content tables.
create trigger events_note_site_change after insert or update or delete or truncate on public.events
  for each statement execute function private.note_site_content_change();

insert into private.site_content_changes (table_name, changed_at)
select 'events', max(greatest(created_at, updated_at)) from public.events
having max(created_at) is not null
on conflict (table_name) do update set changed_at = greatest(private.site_content_changes.changed_at, excluded.changed_at);
