-- Events (20261125007000) are read by the public pages (src/site/contentSources.ts): a change to
-- one is a change the site's freshness notes (20261125005600_site_freshness.sql) and a rebuild
-- should carry, like the other content tables.
create trigger events_note_site_change after insert or update or delete or truncate on public.events
  for each statement execute function private.note_site_content_change();

insert into private.site_content_changes (table_name, changed_at)
select 'events', max(greatest(created_at, updated_at)) from public.events
having max(created_at) is not null
on conflict (table_name) do update set changed_at = greatest(private.site_content_changes.changed_at, excluded.changed_at);

-- Their search indexes get the setting every trigram index here has (no pending list;
-- tests/integration/searchPlans.test.ts checks every index).
alter index public.events_title_trgm_idx set (fastupdate = off);
alter index public.events_place_name_trgm_idx set (fastupdate = off);
alter index public.event_registrations_name_trgm_idx set (fastupdate = off);
alter index public.event_registrations_phone_trgm_idx set (fastupdate = off);
alter index public.event_registrations_event_title_trgm_idx set (fastupdate = off);
