-- "A new gift was recorded" (issue 26, "Donors' privacy"; docs/architecture.md#staff-alerts): every
-- gift recorded in the donations ledger, by hand or from a receipt request, queues one alert per
-- staff recipient, with the same hourly cap and digest as every other alert (20261124004000). The
-- e-mail says that a gift was recorded and links to it: no donor, no PAN, no amount.
--
-- A kind is one row of private.alert_kinds (20261125007000). The ledger has no held_for_review
-- (staff write it, not visitors), so its trigger does not go through private.queue_staff_alerts,
-- which reads that column: private.queue_staff_alert is the same per-recipient loop for one record.

insert into private.alert_kinds (kind, table_name) values ('donation', 'donations');

create or replace function private.queue_staff_alert(v_kind text, v_record_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_hour constant int := coalesce((select hourly_cap from private.alert_settings), 10);
  this_hour constant timestamptz := date_trunc('hour', now());
  address text;
  singles int;
begin
  for address in select a from private.alert_recipient_addresses() as a order by a loop
    -- As private.queue_staff_alerts: one recipient's count and insert under one lock, in address order.
    perform pg_advisory_xact_lock(3, hashtext(address));
    select count(*) into singles from public.staff_notifications n
    where n.recipient = address and not n.digest and n.created_at >= this_hour;
    insert into public.staff_notifications (kind, record_id, recipient, digest, next_attempt_at)
    values (
      v_kind, v_record_id, address, singles >= per_hour,
      case when singles >= per_hour then this_hour + interval '1 hour' else now() end
    )
    on conflict do nothing;
  end loop;
  perform pg_notify('staff_notifications', v_kind);
end;
$$;

revoke execute on function private.queue_staff_alert(text, uuid) from public;

create or replace function private.queue_gift_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_staff_alert('donation', new.id);
  return null;
end;
$$;

revoke execute on function private.queue_gift_alerts() from public;

-- On insert only: a gift's later edits (its 10BE stage, a receipt issued) are not news.
create trigger donations_queue_staff_alerts
  after insert on public.donations
  for each row execute function private.queue_gift_alerts();
