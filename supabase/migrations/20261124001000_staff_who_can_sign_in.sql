-- Staff can never lock themselves out (docs/architecture.md#security-model, issue 21). Only staff
-- who can sign in count: an account whose e-mail is confirmed (an invitation not yet accepted
-- leaves email_confirmed_at null) and that is not banned. A pending invitee can do nothing in the
-- admin, so neither the last-member rule nor the alerts may count them.

create or replace function private.can_sign_in(account uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    where u.id = account
      and u.email_confirmed_at is not null
      and (u.banned_until is null or u.banned_until <= now())
  );
$$;

revoke execute on function private.can_sign_in(uuid) from public;

-- The check and the change under one lock, taken first: a caller who waited for a colleague's
-- revoke sees it before asking whether they are still staff, so two staff removing each other at
-- the same moment leave one. Refused with SQLSTATE 'LSTAF' (the last member of staff who can
-- sign in), which the admin shows (src/admin/settings/staffAccess.ts).
create or replace function public.revoke_staff_access(user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table public.admin_users in share row exclusive mode;
  if not public.is_admin() then
    raise exception 'Only staff can remove access.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.admin_users a where a.user_id = revoke_staff_access.user_id) then
    raise exception 'This account does not have access.' using errcode = 'P0002';
  end if;
  if not exists (
    select 1 from public.admin_users a
    where a.user_id <> revoke_staff_access.user_id and private.can_sign_in(a.user_id)
  ) then
    raise exception 'This is the last member of staff who can sign in, so their access cannot be removed.'
      using errcode = 'LSTAF',
        hint = 'Give someone else access first; an invitation counts once it has been accepted.';
  end if;
  delete from public.admin_users a where a.user_id = revoke_staff_access.user_id;
end;
$$;

revoke execute on function public.revoke_staff_access(uuid) from public, anon;
grant execute on function public.revoke_staff_access(uuid) to authenticated;

-- Alerts go to the configured list, else to every member of staff who can sign in: never to an
-- invitee who has not accepted (the address may be mistyped, or the invitation never wanted).
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
  where u.email is not null
    and private.can_sign_in(a.user_id)
    and not exists (select 1 from public.alert_recipients);
$$;

revoke execute on function private.alert_recipient_addresses() from public;
