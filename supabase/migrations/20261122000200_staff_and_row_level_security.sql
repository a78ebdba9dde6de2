-- Who is staff, and who may read or write what. Row level security alone decides;
-- the UI never does. Anonymous visitors and signed-in non-staff users read public content
-- only; staff (rows of admin_users) read everything and are the only ones who write.

create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.admin_users enable row level security;

-- Security definer so policies can ask without the caller reading admin_users itself.
create or replace function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users where user_id = (select auth.uid()));
$$;
-- Anonymous visitors never need it: their read policies below do not ask.
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

create policy "Staff see their own staff row" on public.admin_users
  for select to authenticated using (user_id = (select auth.uid()));

-- Table privileges are granted explicitly: hosted Supabase no longer exposes new tables by itself.
-- Each grant starts from nothing, so a project whose default privileges grant all on new tables
-- (older Supabase projects do) ends with exactly these and no more.
revoke all on public.admin_users from anon, authenticated;
grant select on public.admin_users to authenticated;
grant all on public.admin_users to service_role;

revoke all on public.news_articles, public.notices, public.doctors, public.testimonials, public.advisories
  from anon, authenticated;
grant select on public.news_articles, public.notices, public.doctors, public.testimonials, public.advisories
  to anon, authenticated;
grant insert, update, delete on public.news_articles, public.notices, public.doctors, public.testimonials, public.advisories
  to authenticated;
grant all on public.news_articles, public.notices, public.doctors, public.testimonials, public.advisories
  to service_role;

alter table public.news_articles enable row level security;
alter table public.notices enable row level security;
alter table public.doctors enable row level security;
alter table public.testimonials enable row level security;
alter table public.advisories enable row level security;

-- Reads: all articles and testimonials; notices, doctors and advisories while active.
-- Anonymous visitors get their own policies that never call is_admin(), so anon needs no
-- EXECUTE on it.
create policy "Anyone reads news articles" on public.news_articles
  for select to anon, authenticated using (true);
create policy "Anyone reads testimonials" on public.testimonials
  for select to anon, authenticated using (true);
create policy "Visitors read active notices" on public.notices
  for select to anon using (is_active);
create policy "Signed-in users read active notices, staff read all" on public.notices
  for select to authenticated using (is_active or (select public.is_admin()));
create policy "Visitors read active doctors" on public.doctors
  for select to anon using (is_active);
create policy "Signed-in users read active doctors, staff read all" on public.doctors
  for select to authenticated using (is_active or (select public.is_admin()));
create policy "Visitors read active advisories" on public.advisories
  for select to anon using (is_active);
create policy "Signed-in users read active advisories, staff read all" on public.advisories
  for select to authenticated using (is_active or (select public.is_admin()));

-- Writes: staff only, on every content table.
create policy "Staff insert news articles" on public.news_articles
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff update news articles" on public.news_articles
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete news articles" on public.news_articles
  for delete to authenticated using ((select public.is_admin()));

create policy "Staff insert notices" on public.notices
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff update notices" on public.notices
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete notices" on public.notices
  for delete to authenticated using ((select public.is_admin()));

create policy "Staff insert doctors" on public.doctors
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff update doctors" on public.doctors
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete doctors" on public.doctors
  for delete to authenticated using ((select public.is_admin()));

create policy "Staff insert testimonials" on public.testimonials
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff update testimonials" on public.testimonials
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete testimonials" on public.testimonials
  for delete to authenticated using ((select public.is_admin()));

create policy "Staff insert advisories" on public.advisories
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff update advisories" on public.advisories
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete advisories" on public.advisories
  for delete to authenticated using ((select public.is_admin()));
