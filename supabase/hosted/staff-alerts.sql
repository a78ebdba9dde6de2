-- Hosted projects only: run once in the SQL editor, after enabling pg_net and pg_cron and storing
-- `project_url` and `secret_key` (or, legacy, `service_role_key`) in Vault (docs/architecture.md, "On a hosted project").
-- It does what supabase/local/alerts/dispatcher.ts does for the local backend, which has neither
-- extension: this file is not a migration, and is not run by the local tests.

create or replace function private.dispatch_staff_alerts() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url constant text := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
    || '/functions/v1/notify-staff';
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
  batch record;
  v_request bigint;
begin
  -- 1. The function's answers that pg_net received since the last run.
  for answered in
    select n.id, r.status_code, r.error_msg, r.content
    from public.staff_notifications n
    join net._http_response r on r.id = n.request_id
    where n.sent_at is null
    for update of n skip locked
  loop
    if answered.status_code between 200 and 299 then
      update public.staff_notifications set sent_at = now(), request_id = null, last_error = null where id = answered.id;
    elsif answered.status_code = 410 then
      delete from public.staff_notifications where id = answered.id; -- the record was deleted
    else
      update public.staff_notifications
      set request_id = null,
          last_error = left(coalesce(answered.error_msg, answered.status_code || ' ' || answered.content), 1000)
      where id = answered.id;
    end if;
  end loop;

  -- 2. Post the due alerts. The next attempt is set before the answer comes, so a call that never
  -- answers is tried again; one still waiting for its answer is left alone for five minutes.
  for due in
    select id, kind, record_id, recipient, attempts
    from public.staff_notifications
    where sent_at is null
      and not digest
      and next_attempt_at <= now()
      and (request_id is null or next_attempt_at <= now() - interval '5 minutes')
    order by next_attempt_at, id
    limit 50
    for update skip locked
  loop
    update public.staff_notifications
    set attempts = attempts + 1,
        next_attempt_at = now() + least(interval '10 seconds' * power(2, least(due.attempts, 20)), interval '10 minutes'),
        request_id = net.http_post(
          url := v_url,
          body := jsonb_build_object('id', due.id, 'kind', due.kind, 'record_id', due.record_id, 'recipient', due.recipient),
          headers := jsonb_build_object('Content-Type', 'application/json') || v_auth,
          timeout_milliseconds := 30000
        )
    where id = due.id;
  end loop;

  -- 3. Digests (past a recipient's hourly cap, the baseline migration's "Staff alerts"): one post per recipient
  -- with all of its due digest rows, which share the call's id, so step 1 marks them together.
  for batch in
    select recipient, array_agg(id order by id) as ids, min(attempts) as attempts,
      jsonb_agg(jsonb_build_object('kind', kind, 'record_id', record_id) order by id) as items
    from public.staff_notifications
    where sent_at is null
      and digest
      and next_attempt_at <= now()
      and (request_id is null or next_attempt_at <= now() - interval '5 minutes')
    group by recipient
  loop
    v_request := net.http_post(
      url := v_url,
      body := jsonb_build_object('id', batch.ids[1], 'kind', 'digest', 'recipient', batch.recipient, 'items', batch.items),
      headers := jsonb_build_object('Content-Type', 'application/json') || v_auth,
      timeout_milliseconds := 30000
    );
    update public.staff_notifications
    set attempts = attempts + 1,
        next_attempt_at = now() + least(interval '10 seconds' * power(2, least(batch.attempts, 20)), interval '10 minutes'),
        request_id = v_request
    where id = any (batch.ids);
  end loop;
end;
$$;

revoke execute on function private.dispatch_staff_alerts() from public;

select cron.schedule('staff-alerts', '30 seconds', 'select private.dispatch_staff_alerts()');
