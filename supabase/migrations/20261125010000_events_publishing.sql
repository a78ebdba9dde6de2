-- Events are content like the news (issue 27; docs/architecture.md#publishing-and-history): draft,
-- scheduled and published, decided by the database (the restrictive read policies of
-- private.make_publishable), and every change recorded with undo (private.track_history). The
-- public pages read events through those policies; nothing in the site filters by status.
select private.make_publishable('events');
select private.track_history('events');

-- public.register_for_event is security definer, so the read policies do not stand between it and
-- a draft or a scheduled event: it refuses one itself, as it refuses an inactive one (the same
-- answer, which says nothing of a row the visitor cannot see).
create or replace function public.register_for_event(jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if coalesce($1 ->> 'event_id', '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and exists (
      select 1 from public.events e
      where e.id = ($1 ->> 'event_id')::uuid and not (e.status = 'published' and e.publish_at <= now())
    )
  then
    return jsonb_build_object('success', false, 'message', 'This event does not take registrations on the site.');
  end if;
  return private.accept_event_registration($1);
end;
$$;

revoke execute on function public.register_for_event(jsonb) from public, anon, authenticated;
grant execute on function public.register_for_event(jsonb) to anon, authenticated, service_role;

-- The admin's form sends an optional text left empty as null (src/admin/crud/formValues.ts);
-- events keep '' for "none" in summary and description (not null, as the pages read them). This
-- trigger turns null into '' in the columns it names, before the not-null check, so any table
-- with such columns declares it in one line (docs/architecture.md#adding-a-content-type). The
-- e2e of issue 27 found an event without a description refused ("null value in column").
create or replace function private.empty_text_for_null() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_json constant jsonb := to_jsonb(new);
  patch jsonb := '{}';
  col text;
begin
  foreach col in array tg_argv loop
    if row_json -> col = 'null'::jsonb then
      patch := patch || jsonb_build_object(col, '');
    end if;
  end loop;
  return case when patch = '{}' then new else jsonb_populate_record(new, patch) end;
end;
$$;

revoke execute on function private.empty_text_for_null() from public;

create trigger events_empty_text_for_null before insert or update on public.events
  for each row execute function private.empty_text_for_null('summary', 'description');
