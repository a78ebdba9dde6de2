-- Settings -> Staff access (docs/product.md#staff-access): an invitation whose link was opened but
-- whose password was never chosen is still an invitation. Opening the link confirms the address and
-- stamps last_sign_in_at (Auth signs the link's holder in to let them choose a password), so the list
-- showed a "Last sign-in" for someone who never signed in, and no pending invitation (issue 36).
-- Every staff account signs in with a password, so an account without one has not accepted yet.
create or replace function public.list_staff()
returns table (
  user_id uuid,
  email text,
  role text,
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
    select a.user_id, u.email::text, a.role, a.created_at,
      case when has_password then u.last_sign_in_at end,
      u.email_confirmed_at is null or not has_password
    from public.admin_users a
    join auth.users u on u.id = a.user_id
    cross join lateral (select coalesce(u.encrypted_password, '') <> '' as has_password) p
    order by lower(u.email);
end;
$$;
revoke execute on function public.list_staff() from public, anon, authenticated, service_role;
grant execute on function public.list_staff() to authenticated;
