-- Hosted projects only: run once in the SQL editor, after supabase/hosted/staff-alerts.sql (pg_net,
-- pg_cron and the Vault secrets `project_url` and `secret_key` it needs are the same). It
-- schedules what supabase/local/retention.ts does for the local backend (docs/architecture.md#retention):
-- this file is not a migration, and is not run by the local tests.

-- The files of deleted photos (private.media_removals) go through Storage's API, one DELETE per
-- object: SQL may not delete Storage's objects itself. A path leaves the queue only once Storage
-- answered 2xx (removed) or 400/404 (already gone); any other answer is tried again next run.
create or replace function private.dispatch_media_removals() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url constant text := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
    || '/storage/v1/object/media/';
  -- The secret key (sb_secret_…) goes in `apikey` only: it is no JWT. A project still on the legacy
  -- service-role key (Vault's `service_role_key`) sends it as the bearer token too.
  v_key constant text := coalesce(
    (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
    (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'));
  v_auth constant jsonb := case when v_key like 'sb\_%'
    then jsonb_build_object('apikey', v_key)
    else jsonb_build_object('apikey', v_key, 'Authorization', 'Bearer ' || v_key) end;
  answered record;
  due record;
begin
  for answered in
    select m.path, r.status_code
    from private.media_removals m
    join net._http_response r on r.id = m.request_id
    for update of m skip locked
  loop
    if answered.status_code between 200 and 299 or answered.status_code in (400, 404) then
      delete from private.media_removals where path = answered.path;
    else
      update private.media_removals set request_id = null where path = answered.path;
    end if;
  end loop;

  for due in
    select path from private.media_removals
    where request_id is null
    order by queued_at, path
    limit 100
    for update skip locked
  loop
    update private.media_removals
    set request_id = net.http_delete(
      url := v_url || due.path,
      headers := v_auth,
      timeout_milliseconds := 30000
    )
    where path = due.path;
  end loop;
end;
$$;

revoke execute on function private.dispatch_media_removals() from public;

-- Every night at 03:17 in Prayagraj (21:47 UTC): the rules. The files every five minutes.
select cron.schedule('retention', '47 21 * * *', 'select public.apply_retention()');
select cron.schedule('media-removals', '*/5 * * * *', 'select private.dispatch_media_removals()');
