-- New-message alerts (docs/architecture.md, "Staff alerts"): every contact message and receipt
-- request that is stored leaves, in the same transaction, one pending notification per staff
-- recipient. A dispatcher sends each through the notify-staff function and marks it sent; one
-- that fails waits and is tried again, so a mail server that is down delays an alert but never
-- loses it.

-- Who gets the alerts. Empty (the default): every staff member's e-mail address. With rows: these
-- addresses only (a shared inbox, say). Staff read and change the list; nobody else sees it.
create table public.alert_recipients (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint "each alert recipient is listed once" unique constraint "email must be a plausible mailbox of at most 254 characters"
    check (char_length(email) <= 254 and private.is_mailbox(email)),
  created_at timestamptz not null default now()
);

alter table public.alert_recipients enable row level security;
revoke all on public.alert_recipients from anon, authenticated;
grant select, insert (email), delete on public.alert_recipients to authenticated;
revoke all on public.alert_recipients from service_role;
grant all on public.alert_recipients to service_role;

create policy "Staff read alert recipients" on public.alert_recipients
  for select to authenticated using ((select public.is_admin()));
create policy "Staff add alert recipients" on public.alert_recipients
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff remove alert recipients" on public.alert_recipients
  for delete to authenticated using ((select public.is_admin()));

-- One e-mail to one recipient about one stored record. Unique per (record, recipient), so an
-- alert is queued once however often a trigger fires for it.
create table public.staff_notifications (
  id bigint generated always as identity primary key,
  kind text not null constraint "kind must be contact_message or receipt_request"
    check (kind in ('contact_message', 'receipt_request')),
  record_id uuid not null,
  recipient text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  -- On a hosted project, pg_net's id for the call awaiting its answer (supabase/hosted/staff-alerts.sql).
  request_id bigint,
  constraint "one alert per record and recipient" unique (kind, record_id, recipient)
);
create index staff_notifications_due_idx on public.staff_notifications (next_attempt_at) where sent_at is null;

-- Staff may look (how many alerts wait, and why); only the trigger and the dispatcher write.
alter table public.staff_notifications enable row level security;
revoke all on public.staff_notifications from anon, authenticated;
grant select on public.staff_notifications to authenticated;
revoke all on public.staff_notifications from service_role;
grant all on public.staff_notifications to service_role;

create policy "Staff read staff notifications" on public.staff_notifications
  for select to authenticated using ((select public.is_admin()));

-- The addresses an alert goes to now: the configured list, else every staff member's.
create or replace function private.alert_recipient_addresses() returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select email from public.alert_recipients
  union all
  select lower(u.email)
  from public.admin_users a
  join auth.users u on u.id = a.user_id
  where u.email is not null and not exists (select 1 from public.alert_recipients);
$$;

revoke execute on function private.alert_recipient_addresses() from public;

-- Queues the alerts for a stored row. A row stored held for review (the hour's flood threshold
-- was passed) is not announced: a flood must not become a flood of e-mail. Its alert is queued
-- when staff release it.
create or replace function private.queue_staff_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind constant text := case tg_table_name when 'contact_messages' then 'contact_message' else 'receipt_request' end;
begin
  if new.held_for_review then
    return null;
  end if;
  if tg_op = 'UPDATE' and not old.held_for_review then
    return null;
  end if;
  insert into public.staff_notifications (kind, record_id, recipient)
  select v_kind, new.id, address from private.alert_recipient_addresses() as address
  on conflict do nothing;
  -- Wakes a listening dispatcher at commit; without one the alerts wait for its next look.
  perform pg_notify('staff_notifications', v_kind);
  return null;
end;
$$;

revoke execute on function private.queue_staff_alerts() from public;

create trigger contact_messages_queue_staff_alerts
  after insert or update of held_for_review on public.contact_messages
  for each row execute function private.queue_staff_alerts();
create trigger receipt_requests_queue_staff_alerts
  after insert or update of held_for_review on public.receipt_requests
  for each row execute function private.queue_staff_alerts();
