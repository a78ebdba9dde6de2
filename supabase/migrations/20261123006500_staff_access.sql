-- Staff manage who has access to the admin themselves (docs/product.md#staff-access): they list
-- the staff, give an existing account access by e-mail, and remove someone's access. Each is a
-- security-definer RPC that asks is_admin() first, because staff may read only their own
-- admin_users row and nobody may read auth.users through the API. The last member of staff can
-- never be removed, so the admin can never be left without anyone to run it.

create or replace function public.list_staff()
returns table (
  user_id uuid,
  email text,
  staff_since timestamptz,
  last_sign_in_at timestamptz,
  invitation_pending boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only staff can see who has access.' using errcode = '42501';
  end if;
  return query
    select a.user_id, u.email::text, a.created_at, u.last_sign_in_at, u.email_confirmed_at is null
    from public.admin_users a
    join auth.users u on u.id = a.user_id
    order by lower(u.email);
end;
$$;

create or replace function public.grant_staff_access(email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid;
begin
  if not public.is_admin() then
    raise exception 'Only staff can give access.' using errcode = '42501';
  end if;
  select u.id into account from auth.users u where lower(u.email) = lower(btrim(grant_staff_access.email));
  if account is null then
    raise exception 'No account uses this e-mail address. Invite them instead.' using errcode = 'P0002';
  end if;
  insert into public.admin_users (user_id) values (account) on conflict (user_id) do nothing;
  if not found then
    raise exception 'This account already has access.' using errcode = '23505';
  end if;
  return account;
end;
$$;

create or replace function public.revoke_staff_access(user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only staff can remove access.' using errcode = '42501';
  end if;
  -- Two staff removing each other at the same moment must not leave nobody: one waits for the other.
  lock table public.admin_users in share row exclusive mode;
  if not exists (select 1 from public.admin_users a where a.user_id = revoke_staff_access.user_id) then
    raise exception 'This account does not have access.' using errcode = 'P0002';
  end if;
  if (select count(*) from public.admin_users) <= 1 then
    raise exception 'The last member of staff cannot be removed. Give someone else access first.'
      using errcode = 'P0001';
  end if;
  delete from public.admin_users a where a.user_id = revoke_staff_access.user_id;
end;
$$;

revoke execute on function public.list_staff() from public, anon;
revoke execute on function public.grant_staff_access(text) from public, anon;
revoke execute on function public.revoke_staff_access(uuid) from public, anon;
grant execute on function public.list_staff() to authenticated;
grant execute on function public.grant_staff_access(text) to authenticated;
grant execute on function public.revoke_staff_access(uuid) to authenticated;
