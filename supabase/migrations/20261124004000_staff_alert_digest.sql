-- A cap on alert e-mails per recipient (docs/architecture.md#staff-alerts): by default at most 10 single
-- alerts to one address in a clock hour; the rest of that hour's alerts wait for the next full
-- hour and go out together as one digest. A flood that passes the visitor limits (many networks,
-- many mailboxes) then costs each member of staff at most 11 e-mails an hour, not hundreds.
--
-- The trigger decides when it queues: a row is a digest row when the recipient already has 10
-- single alerts queued this clock hour. The dispatcher (supabase/local/alerts/dispatcher.ts, and
-- supabase/hosted/staff-alerts.sql) sends all due digest rows of one recipient as one e-mail.

alter table public.staff_notifications
  add column digest boolean not null default false;

-- The cap, one row: 10 unless the operator changes it (SQL editor). The local backend sets it
-- from its `alerts.hourlyCap` option: the e2e suite sends more than 10 messages an hour to the
-- same seeded staff account and waits for each alert.
create table private.alert_settings (
  single boolean primary key default true constraint "alert settings are one row" check (single),
  hourly_cap integer not null default 10 constraint "hourly cap must be 1 to 10000" check (hourly_cap between 1 and 10000)
);
revoke all on private.alert_settings from public, anon, authenticated, service_role;
insert into private.alert_settings default values;

create index staff_notifications_recipient_hour_idx
  on public.staff_notifications (recipient, created_at) where not digest;

create or replace function private.queue_staff_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind constant text := case tg_table_name when 'contact_messages' then 'contact_message' else 'receipt_request' end;
  per_hour constant int := coalesce((select hourly_cap from private.alert_settings), 10);
  this_hour constant timestamptz := date_trunc('hour', now());
  address text;
  singles int;
begin
  if new.held_for_review then
    return null;
  end if;
  if tg_op = 'UPDATE' and not old.held_for_review then
    return null;
  end if;
  for address in select a from private.alert_recipient_addresses() as a order by a loop
    -- One recipient's count and insert under one lock (in address order, so two transactions
    -- never wait on each other in a cycle): 30 messages at once still make 10 single alerts.
    perform pg_advisory_xact_lock(3, hashtext(address));
    select count(*) into singles from public.staff_notifications n
    where n.recipient = address and not n.digest and n.created_at >= this_hour;
    insert into public.staff_notifications (kind, record_id, recipient, digest, next_attempt_at)
    values (
      v_kind, new.id, address, singles >= per_hour,
      case when singles >= per_hour then this_hour + interval '1 hour' else now() end
    )
    on conflict do nothing;
  end loop;
  -- Wakes a listening dispatcher at commit; without one the alerts wait for its next look.
  perform pg_notify('staff_notifications', v_kind);
  return null;
end;
$$;

revoke execute on function private.queue_staff_alerts() from public;
