-- Two staff roles (docs/architecture.md#security-model, issue 23): an *admin* may see personal
-- data and manage staff; an *editor* manages the site's content only. public.is_admin() keeps its
-- meaning, "an admin", so every table of personal data (contact messages, receipt requests, alert
-- recipients and notifications, and every table guarded by is_admin() later) stays admin-only
-- without change. public.is_staff() (admin or editor) now guards the content tables' writes and the
-- media bucket. Everyone who was staff before this migration is an admin.

alter table public.admin_users
  add column role text not null default 'admin'
    constraint "role must be admin or editor" check (role in ('admin', 'editor'));

comment on column public.admin_users.role is
  'admin: sees personal data and manages staff; editor: manages content only (public.is_staff()).';

create or replace function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users where user_id = (select auth.uid()) and role = 'admin');
$$;

create or replace function public.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users where user_id = (select auth.uid()));
$$;

revoke execute on function public.is_staff() from public, anon, authenticated;
grant execute on function public.is_staff() to authenticated, service_role;

-- The signed-in account's role, or null when it is not staff: the admin's sidebar, dashboard and
-- settings show what the role allows (the policies still decide).
create or replace function public.staff_role() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select role from public.admin_users where user_id = (select auth.uid());
$$;

revoke execute on function public.staff_role() from public, anon, authenticated;
grant execute on function public.staff_role() to authenticated, service_role;

-- Content: staff of either role read every row and write.
do $$
declare
  t text;
begin
  foreach t in array array['news_articles', 'notices', 'doctors', 'testimonials', 'advisories', 'photos'] loop
    execute format('drop policy "Staff insert %1$s" on public.%2$I', replace(t, '_', ' '), t);
    execute format('drop policy "Staff update %1$s" on public.%2$I', replace(t, '_', ' '), t);
    execute format('drop policy "Staff delete %1$s" on public.%2$I', replace(t, '_', ' '), t);
    execute format(
      'create policy "Staff insert %1$s" on public.%2$I for insert to authenticated with check ((select public.is_staff()))',
      replace(t, '_', ' '), t);
    execute format(
      'create policy "Staff update %1$s" on public.%2$I for update to authenticated '
      'using ((select public.is_staff())) with check ((select public.is_staff()))',
      replace(t, '_', ' '), t);
    execute format(
      'create policy "Staff delete %1$s" on public.%2$I for delete to authenticated using ((select public.is_staff()))',
      replace(t, '_', ' '), t);
  end loop;
  foreach t in array array['notices', 'doctors', 'advisories', 'photos'] loop
    execute format('drop policy "Signed-in users read active %1$s, staff read all" on public.%1$I', t);
    execute format(
      'create policy "Signed-in users read active %1$s, staff read all" on public.%1$I '
      'for select to authenticated using (is_active or (select public.is_staff()))', t);
  end loop;
end;
$$;

drop policy "Staff upload media" on storage.objects;
drop policy "Staff replace media" on storage.objects;
drop policy "Staff delete media" on storage.objects;
create policy "Staff upload media" on storage.objects
  for insert to authenticated with check (bucket_id = 'media' and (select public.is_staff()));
create policy "Staff replace media" on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and (select public.is_staff()))
  with check (bucket_id = 'media' and (select public.is_staff()));
create policy "Staff delete media" on storage.objects
  for delete to authenticated using (bucket_id = 'media' and (select public.is_staff()));

-- Reordering photos is content work too.
create or replace function public.move_photo(photo_id uuid, direction text) returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target_placement text;
  ordered uuid[];
  here integer;
  there integer;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff can reorder photos' using errcode = '42501';
  end if;
  if direction is null or direction not in ('up', 'down') then
    raise exception 'direction must be up or down' using errcode = '22023';
  end if;
  select placement into target_placement from public.photos where id = photo_id;
  if not found then
    raise exception 'No photo with this id' using errcode = 'P0002';
  end if;
  perform 1 from public.photos where placement = target_placement for update;
  select array_agg(id order by sort_order, created_at, id) into ordered
    from public.photos where placement = target_placement;
  here := array_position(ordered, photo_id);
  there := case direction when 'up' then here - 1 else here + 1 end;
  if there < 1 or there > cardinality(ordered) then
    return false;
  end if;
  ordered[here] := ordered[there];
  ordered[there] := photo_id;
  update public.photos as p set sort_order = k.n * 10
    from unnest(ordered) with ordinality as k(id, n)
    where p.id = k.id and p.sort_order <> k.n * 10;
  return true;
end;
$$;

revoke execute on function public.move_photo(uuid, text) from public, anon, service_role;
grant execute on function public.move_photo(uuid, text) to authenticated;

-- The staff list shows each member's role (admins only: it holds e-mail addresses).
drop function public.list_staff();
create function public.list_staff()
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
    select a.user_id, u.email::text, a.role, a.created_at, u.last_sign_in_at, u.email_confirmed_at is null
    from public.admin_users a
    join auth.users u on u.id = a.user_id
    order by lower(u.email);
end;
$$;

revoke execute on function public.list_staff() from public, anon, authenticated, service_role;
grant execute on function public.list_staff() to authenticated;

-- The last admin who can sign in can never be removed (nor demoted, below): without one, nobody
-- could see the messages or give access again. SQLSTATE 'LSTAF' as before.
create or replace function public.revoke_staff_access(user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_role text;
begin
  lock table public.admin_users in share row exclusive mode;
  if not public.is_admin() then
    raise exception 'Only staff can remove access.' using errcode = '42501';
  end if;
  select a.role into target_role from public.admin_users a where a.user_id = revoke_staff_access.user_id;
  if not found then
    raise exception 'This account does not have access.' using errcode = 'P0002';
  end if;
  if target_role = 'admin' and not exists (
    select 1 from public.admin_users a
    where a.user_id <> revoke_staff_access.user_id and a.role = 'admin' and private.can_sign_in(a.user_id)
  ) then
    raise exception 'This is the last admin who can sign in, so their access cannot be removed.'
      using errcode = 'LSTAF',
        hint = 'Make someone else an admin first; an invitation counts once it has been accepted.';
  end if;
  delete from public.admin_users a where a.user_id = revoke_staff_access.user_id;
end;
$$;

revoke execute on function public.revoke_staff_access(uuid) from public, anon, authenticated, service_role;
grant execute on function public.revoke_staff_access(uuid) to authenticated;

-- Settings -> Staff access: an admin makes a member of staff an admin or an editor.
create function public.set_staff_role(user_id uuid, role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_role_of text;
begin
  lock table public.admin_users in share row exclusive mode;
  if not public.is_admin() then
    raise exception 'Only admins can change a role.' using errcode = '42501';
  end if;
  if set_staff_role.role is null or set_staff_role.role not in ('admin', 'editor') then
    raise exception 'The role must be admin or editor.' using errcode = '22023';
  end if;
  select a.role into current_role_of from public.admin_users a where a.user_id = set_staff_role.user_id;
  if not found then
    raise exception 'This account does not have access.' using errcode = 'P0002';
  end if;
  if current_role_of = 'admin' and set_staff_role.role = 'editor' and not exists (
    select 1 from public.admin_users a
    where a.user_id <> set_staff_role.user_id and a.role = 'admin' and private.can_sign_in(a.user_id)
  ) then
    raise exception 'This is the last admin who can sign in, so they cannot become an editor.'
      using errcode = 'LSTAF',
        hint = 'Make someone else an admin first; an invitation counts once it has been accepted.';
  end if;
  update public.admin_users a set role = set_staff_role.role where a.user_id = set_staff_role.user_id;
end;
$$;

revoke execute on function public.set_staff_role(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.set_staff_role(uuid, text) to authenticated;

-- Alerts about messages and receipt requests hold personal data: they go to admins only.
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
    and a.role = 'admin'
    and private.can_sign_in(a.user_id)
    and not exists (select 1 from public.alert_recipients);
$$;

revoke execute on function private.alert_recipient_addresses() from public;
