-- The database's baseline: every table, function, policy and grant the site and the admin use,
-- in its final form, in one file (docs/decisions/085-the-migrations-squashed-into-one-baseline-before-the-first-hosted-project.md).
-- It replaces the 47 migrations written from 2026-11-22 to 2026-11-25 and carries the version of
-- the last of them, so a database that applied that chain has this version recorded and skips it
-- (supabase/local/migrate.ts refuses a database that applied only part of it). Migrations after
-- this one are never edited once pushed (docs/architecture.md#the-databases-hosted-shape).
--
-- Sections follow the site's areas, in the order they depend on each other; each says what it is
-- for and cites the docs. Column order is the order the chain gave (select *, generated types).
--
-- Function bodies may name tables and functions defined further down, as pg_dump's output does:
-- they are checked when they first run, not here (reset at the end of this file, so later
-- migrations' bodies are checked again; a plain SET, so it holds whether or not the file runs in
-- one transaction).
set check_function_bodies = off;


-- ================================================================================================
-- Platform
-- ================================================================================================

-- What every area below stands on. The schema `private` holds what the API must not serve
-- (PostgREST serves `public` only). A hosted project's default privileges grant every new table,
-- sequence and function in `public` to anon, authenticated and service_role
-- (docs/architecture.md#the-databases-hosted-shape; supabase/local/bootstrap.sql mirrors them), so
-- each object below revokes what it does not grant, and grants explicitly.

-- Not exposed through the API: PostgREST serves the public schema only.
create schema private;
revoke all on schema private from public;

-- contact_messages' constraints and generated key call the pure functions below as the role
-- that writes the row (staff marking a message handled, the service role), which needs to
-- see the schema. Everything that reads or writes data here stays revoked from them.
grant usage on schema private to authenticated, service_role;

-- The admin's search box is a case-insensitive substring match (ilike '%term%') on each
-- resource's searchFields (src/admin/resources/*.ts). Trigram GIN indexes answer it without
-- reading every row.
-- The admin's trigram search indexes take each new row into the index at once (fastupdate off).
-- With GIN's default, new rows wait in a pending list that every search reads in full until
-- autovacuum merges it: right after a bulk import of 10,000 rows a search took 14 ms per index
-- scan instead of under 1 ms, and the planner fell back to reading the whole table
-- (docs/architecture.md#search). These tables are written a few times a day, so the slightly
-- slower insert costs nothing. So every trigram index below is made `with (fastupdate = off)`
-- (tests/integration/searchPlans.test.ts checks every index).
create extension if not exists pg_trgm with schema extensions;

-- Slugs are ASCII: accents go (section "Content tables").
create extension if not exists unaccent with schema extensions;

-- Staff queries are planned with their own values every time. PostgREST sends prepared
-- statements; after five runs Postgres may switch to a generic plan that guesses a search term
-- matches 1% of rows, and then walks the list order's index filtering every row: a search for
-- one person among 10,000 went from 2 ms to 16 ms. Planning each staff query costs well under a
-- millisecond. PostgREST applies the impersonated role's settings in each request, as it does
-- the role's statement timeout. Anonymous reads filter on equality and keep generic plans.
alter role authenticated set plan_cache_mode = force_custom_plan;

-- Every table with updated_at: the server sets it on each update.
create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Staff writes keep the server's invariants, and the admin's search stays fast as tables grow.

-- id, created_at and updated_at belong to the server. A client (anon or authenticated, the roles
-- PostgREST switches to) may send them, and they are overwritten: a new id and now() on insert;
-- on update the row keeps its id and created_at, and updated_at is now(). The service role, the
-- seed and migrations may still set them (demo data has its own dates).
create or replace function private.keep_server_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- jsonb_populate_record ignores keys a table lacks, so one function serves every table.
  if tg_op = 'INSERT' then
    new := jsonb_populate_record(
      new,
      jsonb_build_object('id', gen_random_uuid(), 'created_at', now(), 'updated_at', now())
    );
  else
    new := jsonb_populate_record(
      new,
      jsonb_build_object('id', old.id, 'created_at', old.created_at, 'updated_at', now())
    );
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_server_columns() from public;


-- ================================================================================================
-- Content tables
-- ================================================================================================

-- The site's content: news, notices, doctors, testimonials, advisories (docs/product.md#entities-and-fields).
-- Constraints mirror the admin forms, so bad input gets a clear error from the server too.
-- Constraint names are sentences: they are what a client sees in the error message. Who reads and
-- writes them: section "Staff and row level security"; photos and pages have sections of their own.

create table public.news_articles (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint "title must be 1 to 200 characters" check (title ~ '\S' and char_length(title) <= 200),
  source text not null constraint "source must be 1 to 120 characters" check (source ~ '\S' and char_length(source) <= 120),
  date date not null,
  image_url text constraint "image_url must be an http(s) URL of at most 2048 characters"
    check (image_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_url) <= 2048),
  excerpt text not null constraint "excerpt must be 1 to 500 characters" check (excerpt ~ '\S' and char_length(excerpt) <= 500),
  content text not null constraint "content must be 1 to 20000 characters" check (content ~ '\S' and char_length(content) <= 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index news_articles_date_idx on public.news_articles (date desc);
create index news_articles_created_at_idx on public.news_articles (created_at desc);

create table public.notices (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint "title must be 1 to 200 characters" check (title ~ '\S' and char_length(title) <= 200),
  content text not null constraint "content must be 1 to 5000 characters" check (content ~ '\S' and char_length(content) <= 5000),
  type text not null default 'info' constraint "type must be info, warning, success or error"
    check (type in ('info', 'warning', 'success', 'error')),
  priority integer not null default 1 constraint "priority must be between 1 and 10" check (priority between 1 and 10),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index notices_priority_idx on public.notices (priority desc, created_at desc);

create table public.doctors (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint "name must be 1 to 120 characters" check (name ~ '\S' and char_length(name) <= 120),
  specialty text not null constraint "specialty must be 1 to 120 characters" check (specialty ~ '\S' and char_length(specialty) <= 120),
  experience text not null constraint "experience must be 1 to 60 characters" check (experience ~ '\S' and char_length(experience) <= 60),
  image_url text constraint "image_url must be an http(s) URL of at most 2048 characters"
    check (image_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_url) <= 2048),
  qualifications text not null constraint "qualifications must be 1 to 300 characters"
    check (qualifications ~ '\S' and char_length(qualifications) <= 300),
  description text not null constraint "description must be 1 to 5000 characters"
    check (description ~ '\S' and char_length(description) <= 5000),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index doctors_name_idx on public.doctors (name);
create index doctors_created_at_idx on public.doctors (created_at desc);

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint "name must be 1 to 120 characters" check (name ~ '\S' and char_length(name) <= 120),
  position text not null constraint "position must be 1 to 120 characters" check (position ~ '\S' and char_length(position) <= 120),
  company text not null constraint "company must be 1 to 120 characters" check (company ~ '\S' and char_length(company) <= 120),
  review text not null constraint "review must be 1 to 2000 characters" check (review ~ '\S' and char_length(review) <= 2000),
  created_at timestamptz not null default now()
);

create index testimonials_created_at_idx on public.testimonials (created_at desc);

create table public.advisories (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint "name must be 1 to 120 characters" check (name ~ '\S' and char_length(name) <= 120),
  position text not null constraint "position must be 1 to 120 characters" check (position ~ '\S' and char_length(position) <= 120),
  content text not null constraint "content must be 1 to 5000 characters" check (content ~ '\S' and char_length(content) <= 5000),
  image_url text constraint "image_url must be an http(s) URL of at most 2048 characters"
    check (image_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_url) <= 2048),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create index advisories_created_at_idx on public.advisories (created_at desc);

create trigger news_articles_set_updated_at before update on public.news_articles
  for each row execute function public.set_updated_at();
create trigger notices_set_updated_at before update on public.notices
  for each row execute function public.set_updated_at();
create trigger doctors_set_updated_at before update on public.doctors
  for each row execute function public.set_updated_at();

-- Doctors, advisors and news articles show photos staff upload (the admin's image field): beside
-- image_url, the small version for cards, the large version's size (pages reserve its space) and
-- alt text, required whenever there is an image (docs/decisions/064-alt-text-beside-every-image-column.md).
-- The same four columns on each, after its own (photos and events have theirs in their tables).
do $$
declare
  t text;
begin
  foreach t in array array['doctors', 'advisories', 'news_articles'] loop
    execute format($sql$
      alter table public.%I
        add column image_small_url text constraint "image_small_url must be an http(s) URL of at most 2048 characters"
          check (image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_small_url) <= 2048),
        add column image_width integer constraint "image_width must be 1 to 10000 pixels" check (image_width between 1 and 10000),
        add column image_height integer constraint "image_height must be 1 to 10000 pixels" check (image_height between 1 and 10000),
        add column image_alt text constraint "image_alt must be at most 300 characters" check (char_length(image_alt) <= 300),
        add constraint "image_alt must describe the image whenever there is one"
          check (image_url is null or coalesce(image_alt, '') ~ '\S')
    $sql$, t);
  end loop;
end;
$$;

create trigger news_articles_keep_server_columns before insert or update on public.news_articles
  for each row execute function private.keep_server_columns();
create trigger notices_keep_server_columns before insert or update on public.notices
  for each row execute function private.keep_server_columns();
create trigger doctors_keep_server_columns before insert or update on public.doctors
  for each row execute function private.keep_server_columns();
create trigger testimonials_keep_server_columns before insert or update on public.testimonials
  for each row execute function private.keep_server_columns();
create trigger advisories_keep_server_columns before insert or update on public.advisories
  for each row execute function private.keep_server_columns();

create index news_articles_title_trgm_idx on public.news_articles using gin (title extensions.gin_trgm_ops) with (fastupdate = off);
create index news_articles_source_trgm_idx on public.news_articles using gin (source extensions.gin_trgm_ops) with (fastupdate = off);
create index notices_title_trgm_idx on public.notices using gin (title extensions.gin_trgm_ops) with (fastupdate = off);
create index notices_content_trgm_idx on public.notices using gin (content extensions.gin_trgm_ops) with (fastupdate = off);
create index doctors_name_trgm_idx on public.doctors using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index doctors_specialty_trgm_idx on public.doctors using gin (specialty extensions.gin_trgm_ops) with (fastupdate = off);
create index testimonials_name_trgm_idx on public.testimonials using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index testimonials_position_trgm_idx on public.testimonials using gin (position extensions.gin_trgm_ops) with (fastupdate = off);
create index advisories_name_trgm_idx on public.advisories using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index advisories_position_trgm_idx on public.advisories using gin (position extensions.gin_trgm_ops) with (fastupdate = off);

-- Every news article has a permanent web address, /notice/<slug> (docs/product.md#in-the-news,
-- docs/decisions/026-article-slugs-made-by-the-database-ascii-only-kept-when-the.md). The server makes the slug from the title when an article
-- is created (or when staff empty the field), keeps it when the title changes, and keeps it
-- unique; staff may edit it in the admin.
--
-- The default '' only lets an insert leave the column out (so the generated types mark it
-- optional); the trigger replaces an empty slug before the row is stored, and the check
-- refuses one that would reach the table.
alter table public.news_articles
  add column slug text not null default ''
    constraint "slug: up to 80 lowercase letters, digits and single hyphens"
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80)
    constraint "slug is already used by another article" unique;

-- ASCII only: a link pasted into WhatsApp or an SMS stays readable and never breaks on
-- percent-encoding. Accented Latin letters lose their accents, "&" reads "and", apostrophes
-- vanish ("children's" -> "childrens"), every other run of characters becomes one hyphen.
-- A title with no Latin letters or digits (a Hindi headline) gives nothing here; the trigger
-- then names the article by its date, and staff may type a transliteration instead.
-- A slug made from a long title ends at a whole word: "...-for-early-intervention" rather than
-- "...-for-early-interve".
create or replace function private.slug_from_title(title text) returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  with words as (
    select btrim(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(title, ''))),
            '[''’]',
            '',
            'g'
          ),
          '&',
          ' and ',
          'g'
        ),
        '[^a-z0-9]+',
        '-',
        'g'
      ),
      '-'
    ) as slug
  )
  -- The longest run of whole words within 60 characters; one word longer than that is cut.
  select coalesce(substring(slug from '^(.{1,60})(?:-|$)'), left(slug, 60)) from words;
$$;
revoke execute on function private.slug_from_title(text) from public;
grant execute on function private.slug_from_title(text) to authenticated, service_role;

-- Runs as the role that writes the row (staff, or the service role): it reads only slugs, which
-- everyone may read. The advisory lock makes two articles created at once with the same title
-- take turns, so the second sees the first's slug and gets "-2" instead of a unique violation.
create or replace function private.set_news_article_slug() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  base text;
  candidate text;
  n integer := 1;
begin
  -- A slug that was given (or kept: an update that does not touch it) stays as it is.
  if btrim(coalesce(new.slug, '')) <> '' then
    return new;
  end if;
  base := private.slug_from_title(new.title);
  if base = '' then
    base := 'news-' || to_char(new.date, 'YYYY-MM-DD');
  end if;
  perform pg_advisory_xact_lock(hashtext('public.news_articles.slug'));
  candidate := base;
  while exists (select 1 from public.news_articles a where a.slug = candidate and a.id is distinct from new.id) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end;
$$;
revoke execute on function private.set_news_article_slug() from public;

create trigger news_articles_set_slug before insert or update of slug on public.news_articles
  for each row execute function private.set_news_article_slug();


-- ================================================================================================
-- Staff and row level security
-- ================================================================================================

-- Who is staff, and who may read or write what. Row level security alone decides; the UI never
-- does (docs/architecture.md#security-model). Anonymous visitors and signed-in non-staff users read
-- public content only. Two staff roles (issue 23): an *admin* may see personal data and manage
-- staff; an *editor* manages the site's content only. public.is_admin() means "an admin", so every
-- table of personal data is admin-only; public.is_staff() (admin or editor) guards the content
-- tables' writes and the media bucket.

create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  role text not null default 'admin' constraint "role must be admin or editor" check (role in ('admin', 'editor'))
);

comment on column public.admin_users.role is
  'admin: sees personal data and manages staff; editor: manages content only (public.is_staff()).';

alter table public.admin_users enable row level security;

-- Security definer so policies can ask without the caller reading admin_users itself.
create or replace function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users where user_id = (select auth.uid()) and role = 'admin');
$$;

-- Anonymous visitors never need it: their read policies below do not ask.
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

-- Staff of either role, admin or editor: they write the site's content.
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

-- Reads: all articles and testimonials; notices, doctors and advisories while active, and staff
-- read all. Anonymous visitors get their own policies that never call is_staff(), so anon needs
-- no EXECUTE on it. Writes: staff of either role, on every content table. Photos (section
-- "Photos and storage") get the same.
create policy "Anyone reads news articles" on public.news_articles
  for select to anon, authenticated using (true);
create policy "Anyone reads testimonials" on public.testimonials
  for select to anon, authenticated using (true);

do $$
declare
  t text;
begin
  foreach t in array array['notices', 'doctors', 'advisories'] loop
    execute format('create policy "Visitors read active %1$s" on public.%1$I for select to anon using (is_active)', t);
    execute format(
      'create policy "Signed-in users read active %1$s, staff read all" on public.%1$I '
      'for select to authenticated using (is_active or (select public.is_staff()))', t);
  end loop;
  foreach t in array array['news_articles', 'notices', 'doctors', 'testimonials', 'advisories'] loop
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
end;
$$;

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

-- Staff manage who has access to the admin themselves (docs/product.md#staff-access): they list
-- the staff, give an existing account access by e-mail, and remove someone's access. Each is a
-- security-definer RPC that asks is_admin() first, because staff may read only their own
-- admin_users row and nobody may read auth.users through the API. The last member of staff can
-- never be removed, so the admin can never be left without anyone to run it.
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
    select a.user_id, u.email::text, a.role, a.created_at, u.last_sign_in_at, u.email_confirmed_at is null
    from public.admin_users a
    join auth.users u on u.id = a.user_id
    order by lower(u.email);
end;
$$;
revoke execute on function public.list_staff() from public, anon, authenticated, service_role;
grant execute on function public.list_staff() to authenticated;

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
revoke execute on function public.grant_staff_access(text) from public, anon, service_role;
grant execute on function public.grant_staff_access(text) to authenticated;

-- The check and the change under one lock, taken first: a caller who waited for a colleague's
-- revoke sees it before asking whether they are still staff, so two staff removing each other at
-- the same moment leave one. Refused with SQLSTATE 'LSTAF' (the last member of staff who can
-- sign in), which the admin shows (src/admin/settings/staffAccess.ts).
-- The last admin who can sign in can never be removed (nor demoted, below): without one, nobody
-- could see the messages or give access again. SQLSTATE 'LSTAF' too.
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
create or replace function public.set_staff_role(user_id uuid, role text)
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


-- ================================================================================================
-- Visitor submissions
-- ================================================================================================

-- What visitors send: contact messages and 80G receipt requests here; assessment requests and
-- event registrations in their own sections, on the same rules
-- (docs/decisions/015-visitor-submissions-one-mailbox-counted-once-limits-under-a.md,
-- docs/decisions/014-the-contact-chain-one-keyed-post-to-our-rpc-three-methods.md). Visitors never
-- touch the tables: each form has a public RPC that checks the fields itself (so nothing is
-- coerced), answers `{ success, message }`, stores a submission exactly once by its browser-made
-- key, and counts it against the per-sender limits, which hold under concurrency.

-- btrim() only trims spaces; a message of newlines and tabs is empty too.
create or replace function private.trim_space(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(coalesce(value, ''), '^\s+|\s+$', '', 'g');
$$;

-- Characters that show nothing: Unicode's format characters (category Cf: soft hyphen,
-- zero-width space and joiners, bidi controls, word joiner, BOM, tags...) and the fillers and
-- selectors that render blank. Postgres regular expressions have no \p{Cf}, so the list is
-- spelled out; src/lib/visibleText.ts holds the same list for the browser.
create or replace function private.strip_invisible(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    coalesce(value, ''),
    '[\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E007F\U000E0100-\U000E01EF]',
    '',
    'g'
  );
$$;

-- Trims white space (Unicode's too: \s in a Postgres pattern depends on the locale) and
-- invisible characters from both ends. What is left is empty when the field showed nothing.
create or replace function private.trim_blank(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    coalesce(value, ''),
    '^[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E007F\U000E0100-\U000E01EF]+|[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E007F\U000E0100-\U000E01EF]+$',
    '',
    'g'
  );
$$;

create or replace function private.is_blank(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.trim_blank(value) = '';
$$;

-- A plausible mailbox, the rule of src/lib/email.ts: one @, no white space, no markup or
-- quoting characters (< > " ` ( ) [ ] \ , ; :), a domain of at least two non-empty labels
-- (a trailing dot, as in DNS, is allowed). Invisible characters are ignored, as a pasted
-- address often carries one; letters of any script are allowed (internationalised mail).
create or replace function private.is_mailbox(address text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.strip_invisible(address) ~ (
    '^[^@<>"`()\[\]\\,;:\u0001-\u0020\u007F\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+'
    || '@([^@<>"`()\[\]\\,;:''!#$%&*+/=?^{|}~.\u0001-\u0020\u007F\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+\.)+'
    || '[^@<>"`()\[\]\\,;:''!#$%&*+/=?^{|}~.\u0001-\u0020\u007F\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+\.?$'
  );
$$;

-- One mailbox, one key, however it is written: invisible characters dropped; NFKC (full-width
-- and styled letters become plain); Cyrillic and Greek letters that look Latin mapped to the
-- Latin letter; lower case; the local part without its +tag and without dots; the domain
-- without a trailing dot. Only for counting: the address is stored as typed.
create or replace function private.mailbox_key(address text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with cleaned as (
    select lower(translate(
      normalize(private.trim_blank(private.strip_invisible(address)), NFKC),
      'АВЕКМНОРСТУХЅІЈҮԚԜҺӀаеорсухѕіјԁԛԝһӏҽΑΒΕΖΗΙΚΜΝΟΡΤΥΧαιοκνρυχ',
      'abekmhopctyxsijyqwhlaeopcyxsijdqwhleabezhikmnoptyxaiokvpux'
    )) as address
  ), parts as (
    select substring(address from '^(.*)@') as local_part, substring(address from '@([^@]*)$') as domain from cleaned
  )
  select replace(split_part(local_part, '+', 1), '.', '') || '@' || regexp_replace(domain, '\.+$', '')
  from parts;
$$;

-- The client's network as the gateway saw it, never as the caller wrote it (docs/decisions/065-the-clients-address-cf-connecting-ip-never-the-first-hop-of.md). On hosted Supabase, Cloudflare in front of the API gateway sets
-- CF-Connecting-IP to the address that connected to it, replacing whatever the caller sent, while
-- X-Forwarded-For keeps the caller's own entries first: its first hop is the caller's choice.
-- The local gateway (supabase/local/gateway.ts) sets the header the same way from the socket.
--
-- A missing or unparseable value is one shared bucket, 'unknown', never "no limit": a request
-- that did not come through the gateway, or a proxy that lost the header, shares 20 an hour with
-- every other such request. IPv6 clients are counted per /64, the block one household or phone
-- gets.
create or replace function private.client_network() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  raw text;
  address inet;
begin
  begin
    raw := btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip');
  exception when others then
    return 'unknown';
  end;
  if raw is null or raw = '' or raw ~ '[/,\s]' then
    return 'unknown';
  end if;
  begin
    address := raw::inet;
  exception when others then
    return 'unknown';
  end;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end;
$$;
revoke execute on function private.client_network() from public;

-- What was stored in the last hour, per kind of submission: the ledger the limits count. It
-- holds a mailbox key and a network for an hour (purged as new rows come), never the message.
create table private.visitor_submissions (
  id bigint generated always as identity primary key,
  kind text not null,
  mailbox_key text,
  client_network text,
  created_at timestamptz not null default now()
);

revoke all on private.visitor_submissions from public, anon, authenticated, service_role;

create index visitor_submissions_mailbox_idx on private.visitor_submissions (kind, mailbox_key, created_at);
create index visitor_submissions_network_idx on private.visitor_submissions (kind, client_network, created_at);
create index visitor_submissions_created_idx on private.visitor_submissions (kind, created_at);

-- Decides whether one submission may be stored and records it. Call it in the transaction that
-- stores the submission, after validating and before inserting; refused means store nothing.
--
-- Transaction-level advisory locks on the mailbox key and on the client network serialise the
-- count-then-insert of one sender, so 30 parallel calls still store 5. Locks are always taken in
-- the order mailbox, network, so two calls never wait on each other in a cycle.
--
-- Limits per hour: 5 per mailbox (enough for any family); 20 per network (a family, a school or
-- a clinic behind one address, while a script on one machine cannot fill the inbox; mobile
-- carriers' shared addresses rarely carry more than one of our visitors in an hour). Past 100
-- stored in all, a submission is still stored, held for review: a stranger can never shut the
-- door on everyone else.
create or replace function private.admit_visitor_submission(
  kind text,
  email text,
  out refusal text,
  out held boolean
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  per_mailbox constant int := 5;
  per_network constant int := 20;
  before_review constant int := 100;
  sender_key text := private.mailbox_key(email);
  sender_network text := private.client_network();
begin
  held := false;
  perform pg_advisory_xact_lock(1, hashtext(kind || ':' || coalesce(sender_key, '')));
  if sender_network is not null then
    perform pg_advisory_xact_lock(2, hashtext(kind || ':' || sender_network));
  end if;

  if (select count(*) from private.visitor_submissions s
      where s.kind = admit_visitor_submission.kind and s.mailbox_key = sender_key
        and s.created_at > now() - interval '1 hour') >= per_mailbox then
    refusal := 'Too many messages from this address. Please try again in an hour.';
    return;
  end if;
  if sender_network is not null and (select count(*) from private.visitor_submissions s
      where s.kind = admit_visitor_submission.kind and s.client_network = sender_network
        and s.created_at > now() - interval '1 hour') >= per_network then
    refusal := 'Too many messages have come from your network in the last hour. Please try again later.';
    return;
  end if;
  held := (select count(*) from private.visitor_submissions s
           where s.kind = admit_visitor_submission.kind and s.created_at > now() - interval '1 hour') >= before_review;

  insert into private.visitor_submissions (kind, mailbox_key, client_network)
  values (admit_visitor_submission.kind, sender_key, sender_network);
  -- Skip rows another call is deleting, so purging never makes two calls wait on each other.
  delete from private.visitor_submissions
  where id in (
    select id from private.visitor_submissions
    where created_at < now() - interval '1 hour'
    limit 100
    for update skip locked
  );
end;
$$;
revoke execute on function private.admit_visitor_submission(text, text) from public;

-- Visitor text, stricter (issue 21;
-- docs/decisions/066-visitor-text-must-hold-a-letter-a-pan-is-checked-as-typed.md):
--   * a PAN is checked as typed, and its fourth letter must be a holder type the Income Tax
--     Department issues (P person, C company, H Hindu undivided family, F firm, A association of
--     persons, T trust, B body of individuals, L local authority, J artificial juridical person,
--     G government), and its four digits a serial number from 0001, so AAAAA0000A is refused;
--   * a name, an address, a message, a transaction reference must hold at least one letter or
--     digit: not only punctuation, symbols or combining marks;
-- Mirrored by the forms (src/site/getInvolved/pan.ts, src/lib/visibleText.ts).

-- The rule of src/site/getInvolved/pan.ts: five capitals A to Z, four digits 0 to 9, a capital;
-- the fourth letter a holder type, the digits a serial number from 0001 (so AAAAA0000A, whose
-- fourth letter A is a real type, is still refused). Bracket ranges, not classes, so no locale
-- widens them.
create or replace function private.is_pan(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ '^[A-Z]{3}[PCHFATBLJG][A-Z](?!0000)[0-9]{4}[A-Z]$', false);
$$;

-- At least one letter or digit once combining marks are set aside: "̷̷̷" or "..." is no name.
-- [[:alnum:]] follows Unicode with the built-in C.UTF-8 locale (local) and glibc's UTF-8 locales
-- (hosted), so any script's letters count; Postgres has no \p{M}, so the combining blocks are
-- spelled out (diacritics, Devanagari's signs, extended and supplementary marks, half marks), as
-- in src/lib/visibleText.ts.
create or replace function private.has_letter_or_digit(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    coalesce(value, ''),
    '[\u0300-\u036F\u0483-\u0489\u0900-\u0903\u093A-\u094F\u0951-\u0957\u0962\u0963\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]',
    '',
    'g'
  ) ~ '[[:alnum:]]';
$$;
grant execute on function private.is_pan(text), private.has_letter_or_digit(text) to authenticated, service_role;

-- A submission's browser-made key (docs/decisions/015-visitor-submissions-one-mailbox-counted-once-limits-under-a.md): none sent gives a
-- null key; one that is not a UUID is not valid; else the key, with a transaction-level lock on it
-- so that two calls with one key never both store. Taken before the sender's locks, always: one
-- order, so two calls never wait in a cycle.
create or replace function private.locked_client_key(raw text, out key uuid, out valid boolean)
language plpgsql
volatile
set search_path = ''
as $$
begin
  valid := true;
  if nullif(raw, '') is null then
    return;
  end if;
  if raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    valid := false;
    return;
  end if;
  key := raw::uuid;
  perform pg_advisory_xact_lock(0, hashtext(key::text));
end;
$$;
revoke execute on function private.locked_client_key(text) from public;

-- The envelope every visitor submission opens first (contact messages, 80G receipt requests,
-- assessment requests, event registrations): one JSON object, of the RPC's own fields only. Null
-- when it is one; else the answer, `{ success: false, message }`, which names the first unknown
-- field. `what` is the submission's noun in the answer ("Please send the message as ...").
-- Answers only a caller other than our forms can get, so they have no Hindi.
create or replace function private.visitor_payload_refusal(payload jsonb, what text, allowed text[]) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  unknown_field text;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    return jsonb_build_object('success', false, 'message', format('Please send the %s as a form or a JSON object.', what));
  end if;
  select key into unknown_field from jsonb_object_keys(payload) as key where key <> all (allowed) limit 1;
  if unknown_field is not null then
    return jsonb_build_object('success', false, 'message', format('Unknown field: %s.', unknown_field));
  end if;
  return null;
end;
$$;
revoke execute on function private.visitor_payload_refusal(jsonb, text, text[]) from public;

-- The API of a visitor submission: public.<rpc> hands the request to private.<accept>, security
-- definer, executable by the API roles (anon, authenticated, service_role) and no one else.
-- Without `fields`: one unnamed jsonb parameter, to which PostgREST hands a JSON body with any
-- keys whole, so an unknown field gets a clear answer. With `fields`: those named arguments, which
-- PostgREST calls for a form-encoded post and for a JSON body with exactly these keys. They are
-- jsonb so a JSON number or object stays one and is refused, not coerced to text; no defaults,
-- which would make a call with one jsonb argument ambiguous.
create or replace function private.expose_visitor_submission(rpc text, accept text, fields text[] default null)
returns void
language plpgsql
set search_path = ''
as $$
declare
  arguments text := 'jsonb';
  types text := 'jsonb';
  payload text := '$1';
begin
  if fields is not null then
    select string_agg(format('%I jsonb', f), ', ' order by n), string_agg('jsonb', ', '),
           format('jsonb_strip_nulls(jsonb_build_object(%s))', string_agg(format('%L, %I', f, f), ', ' order by n))
      into arguments, types, payload
      from unnest(fields) with ordinality as field(f, n);
  end if;
  execute format(
    'create or replace function public.%I(%s) returns jsonb language sql volatile security definer '
    'set search_path = '''' as $body$ select private.%I(%s); $body$',
    rpc, arguments, accept, payload);
  execute format('revoke execute on function public.%I(%s) from public, anon, authenticated', rpc, types);
  execute format('grant execute on function public.%I(%s) to anon, authenticated, service_role', rpc, types);
end;
$$;
revoke execute on function private.expose_visitor_submission(text, text, text[]) from public;

-- Messages from the public contact form. Visitors never touch the table: they call
-- submit_contact_message, which validates, rate-limits and stores. Staff read, mark handled
-- and delete.
-- Stored exactly once and never refused by a cap a stranger can
-- use up (docs/decisions/015-visitor-submissions-one-mailbox-counted-once-limits-under-a.md):
--   client_key       made in the browser per message; a repeat of a key is answered as sent
--                    and stores nothing, so a retry after a lost answer never stores twice;
--   email_key        the mailbox as the limits count it (private.mailbox_key); the address
--                    itself stays as typed;
--   held_for_review  set when the hour's messages passed the review threshold; staff release
--                    or delete such a message.
--   handled_at       when staff marked it handled (the 24 months of section "Retention and
--                    privacy requests" run from then); set by the database only.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text constraint "phone must be at most 30 characters" check (char_length(phone) <= 30),
  subject text not null constraint "subject must be services, volunteer, donation, support or other"
    check (subject in ('services', 'volunteer', 'donation', 'support', 'other')),
  message text not null,
  handled boolean not null default false,
  created_at timestamptz not null default now(),
  client_key uuid constraint "each client key is stored once" unique,
  email_key text generated always as (private.mailbox_key(email)) stored,
  held_for_review boolean not null default false,
  handled_at timestamptz,
  constraint "handled_at is set exactly when handled" check ((handled_at is not null) = handled)
);

-- The rules of the RPC, in the schema too. NOT VALID, as the chain of migrations this baseline
-- replaced left them (rows stored under older rules stayed); a fresh database holds no such row.
alter table public.contact_messages
  add constraint "name must show text, at most 120 characters"
    check (not private.is_blank(name) and char_length(name) <= 120) not valid,
  add constraint "email must be a plausible mailbox of at most 254 characters"
    check (char_length(email) <= 254 and private.is_mailbox(email)) not valid,
  add constraint "message must show text, at most 5000 characters"
    check (not private.is_blank(message) and char_length(message) <= 5000) not valid;

-- The letter-or-digit rule in the schema, NOT VALID likewise.
alter table public.contact_messages
  add constraint "name must hold a letter or digit" check (private.has_letter_or_digit(name)) not valid,
  add constraint "message must hold a letter or digit" check (private.has_letter_or_digit(message)) not valid;

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);
create index contact_messages_held_idx on public.contact_messages (created_at desc) where held_for_review;

-- The admin searches messages by name, e-mail, subject and phone.
create index contact_messages_name_trgm_idx on public.contact_messages using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index contact_messages_email_trgm_idx on public.contact_messages using gin (email extensions.gin_trgm_ops) with (fastupdate = off);
create index contact_messages_subject_trgm_idx on public.contact_messages using gin (subject extensions.gin_trgm_ops) with (fastupdate = off);
create index contact_messages_phone_trgm_idx
  on public.contact_messages using gin (phone extensions.gin_trgm_ops) with (fastupdate = off);

create trigger contact_messages_keep_server_columns before insert or update on public.contact_messages
  for each row execute function private.keep_server_columns();

alter table public.contact_messages enable row level security;

-- From nothing, whatever the project's default privileges: staff may change `handled` and `held_for_review` only.
revoke all on public.contact_messages from anon, authenticated;
grant select, delete on public.contact_messages to authenticated;

grant update (handled, held_for_review) on public.contact_messages to authenticated;
grant all on public.contact_messages to service_role;

create policy "Staff read contact messages" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
create policy "Staff mark contact messages handled" on public.contact_messages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete contact messages" on public.contact_messages
  for delete to authenticated using ((select public.is_admin()));

-- When a message was marked handled: the 24 months of retention run from then. Set by the
-- database only (staff may update `handled` alone); back to null when staff mark it unhandled.
-- Clients (staff through the API) never choose it; the service role and migrations may (demo
-- data, tests that move the clock).
create or replace function private.stamp_handled_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.handled then
    new.handled_at := null;
  elsif current_user in ('anon', 'authenticated') then
    new.handled_at := case when tg_op = 'UPDATE' and old.handled then old.handled_at else now() end;
  elsif new.handled_at is null then
    new.handled_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_handled_at() from public;

create trigger contact_messages_stamp_handled_at before insert or update on public.contact_messages
  for each row execute function private.stamp_handled_at();

create index contact_messages_handled_at_idx on public.contact_messages (handled_at) where handled;

-- One JSON object in, `{ success, message }` out: checks field names and types itself (so
-- nothing is coerced), validates as the contact form does (names and messages holding a letter
-- or digit), stores a client key once, rate-limits (private.admit_visitor_submission) and stores.
create or replace function private.accept_contact_message(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  thanks constant text := 'Thank you for your message! We will get back to you soon.';
  allowed constant text[] := array['name', 'email', 'phone', 'subject', 'message', 'client_key'];
  refusal jsonb;
  v_name text;
  v_email text;
  v_phone text;
  v_subject text;
  v_message text;
  v_key uuid;
  client record;
  verdict record;
begin
  refusal := private.visitor_payload_refusal(payload, 'message', allowed);
  if refusal is not null then
    return refusal;
  end if;

  if exists (
    select 1 from jsonb_each(payload)
    where jsonb_typeof(value) <> 'string' and not (key in ('phone', 'client_key') and jsonb_typeof(value) = 'null')
  ) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text.');
  end if;

  v_name := private.trim_blank(payload ->> 'name');
  v_email := private.trim_blank(payload ->> 'email');
  v_phone := nullif(private.trim_blank(payload ->> 'phone'), '');
  v_subject := private.trim_blank(payload ->> 'subject');
  v_message := private.trim_blank(payload ->> 'message');

  if v_name = '' or v_email = '' or v_subject = '' or v_message = '' then
    return jsonb_build_object('success', false, 'message', 'Please fill in all required fields.');
  end if;
  if not private.is_mailbox(v_email) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if v_subject not in ('services', 'volunteer', 'donation', 'support', 'other') then
    return jsonb_build_object('success', false, 'message', 'Please choose a subject from the list.');
  end if;
  if char_length(v_name) > 120 then
    return jsonb_build_object('success', false, 'message', 'Name must be at most 120 characters.');
  end if;
  if char_length(v_email) > 254 then
    return jsonb_build_object('success', false, 'message', 'Email must be at most 254 characters.');
  end if;
  if char_length(v_phone) > 30 then
    return jsonb_build_object('success', false, 'message', 'Phone must be at most 30 characters.');
  end if;
  if char_length(v_message) > 5000 then
    return jsonb_build_object('success', false, 'message', 'Message must be at most 5000 characters.');
  end if;
  if not private.has_letter_or_digit(v_name) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if not private.has_letter_or_digit(v_message) then
    return jsonb_build_object('success', false, 'message', 'Please write a message with at least one letter or digit.');
  end if;

  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The message key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null and exists (select 1 from public.contact_messages where client_key = v_key) then
    return jsonb_build_object('success', true, 'message', thanks);
  end if;

  select * into verdict from private.admit_visitor_submission('contact_message', v_email);
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.contact_messages (name, email, phone, subject, message, client_key, held_for_review)
  values (v_name, v_email, v_phone, v_subject, v_message, v_key, verdict.held);

  return jsonb_build_object('success', true, 'message', thanks);
end;
$$;
revoke execute on function private.accept_contact_message(jsonb) from public;

-- The API (private.expose_visitor_submission): a JSON body with any keys comes whole to the jsonb
-- overload; the named ones take a form-encoded post (the contact form's second and third methods)
-- or a JSON body with exactly their keys, without the client key (here) or with it (below).
select private.expose_visitor_submission('submit_contact_message', 'accept_contact_message');
select private.expose_visitor_submission(
  'submit_contact_message', 'accept_contact_message', array['name', 'email', 'phone', 'subject', 'message']
);

-- The named overload with the client key; the one without stays for callers without one.
select private.expose_visitor_submission(
  'submit_contact_message', 'accept_contact_message',
  array['name', 'email', 'phone', 'subject', 'message', 'client_key']
);

-- Requests for an 80G receipt, from the public form. A UPI payment or bank transfer arrives
-- without the donor's PAN and address, which the receipt (Form 10BE) and the yearly statement of
-- donations (Form 10BD) need. A PAN is personal data: visitors never touch the table, they call
-- submit_receipt_request; staff read, mark issued and delete (README, "Receipt requests").
create table public.receipt_requests (
  id uuid primary key default gen_random_uuid(),
  donor_name text not null constraint "donor name must show text, at most 120 characters"
    check (not private.is_blank(donor_name) and char_length(donor_name) <= 120),
  pan text not null constraint "pan must be five capital letters, four digits and a capital letter"
    check (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  address text not null constraint "address must show text, at most 500 characters"
    check (not private.is_blank(address) and char_length(address) <= 500),
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  phone text constraint "phone must be at most 30 characters" check (char_length(phone) <= 30),
  amount numeric(12, 2) not null constraint "amount must be more than zero and at most one crore rupees"
    check (amount > 0 and amount <= 10000000),
  gift_date date not null constraint "gift date must be in the year 2000 or later" check (gift_date >= date '2000-01-01'),
  mode text not null constraint "mode must be upi, bank_transfer, cheque or cash"
    check (mode in ('upi', 'bank_transfer', 'cheque', 'cash')),
  transaction_reference text constraint "transaction reference must be at most 100 characters"
    check (char_length(transaction_reference) <= 100),
  issued boolean not null default false,
  held_for_review boolean not null default false,
  created_at timestamptz not null default now(),
  client_key uuid constraint "each receipt request key is stored once" unique,
  -- Marked when staff record the request as a gift (section "Donations and receipts").
  recorded_as_gift boolean not null default false,
  constraint "an e-mail address or a phone number must be given" check (email is not null or phone is not null),
  constraint "a transaction reference must be given unless paid in cash"
    check (mode = 'cash' or transaction_reference is not null)
);

-- 80G receipt requests, stricter and exactly once (issue 21;
-- docs/decisions/015-visitor-submissions-one-mailbox-counted-once-limits-under-a.md): the PAN checked as typed with its holder type (private.is_pan), names, addresses
-- and references holding a letter or digit (private.has_letter_or_digit), and the
-- browser-made key the contact form uses: a retry with the same key stores one row and is
-- answered like the first.
-- The same rules in the schema, NOT VALID as the chain left them.
alter table public.receipt_requests
  add constraint "pan must be as printed, its fourth letter a holder type" check (private.is_pan(pan)) not valid,
  add constraint "donor name must hold a letter or digit" check (private.has_letter_or_digit(donor_name)) not valid,
  add constraint "address must hold a letter or digit" check (private.has_letter_or_digit(address)) not valid,
  add constraint "transaction reference must hold a letter or digit"
    check (transaction_reference is null or private.has_letter_or_digit(transaction_reference)) not valid;

create index receipt_requests_created_at_idx on public.receipt_requests (created_at desc);
create index receipt_requests_pending_idx on public.receipt_requests (created_at desc) where not issued;

alter table public.receipt_requests enable row level security;

-- From nothing, whatever the project's default privileges: staff may change `issued` and
-- `held_for_review` only, so a receipt's particulars stay as the donor sent them.
revoke all on public.receipt_requests from anon, authenticated;
grant select, delete on public.receipt_requests to authenticated;
grant update (issued, held_for_review) on public.receipt_requests to authenticated;
revoke all on public.receipt_requests from service_role;
grant all on public.receipt_requests to service_role;

create policy "Staff read receipt requests" on public.receipt_requests
  for select to authenticated using ((select public.is_admin()));
create policy "Staff mark receipt requests issued" on public.receipt_requests
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete receipt requests" on public.receipt_requests
  for delete to authenticated using ((select public.is_admin()));

-- Receipt requests are searched too (src/admin/resources/receiptRequests.ts).
create index receipt_requests_donor_name_trgm_idx on public.receipt_requests using gin (donor_name extensions.gin_trgm_ops) with (fastupdate = off);
create index receipt_requests_pan_trgm_idx on public.receipt_requests using gin (pan extensions.gin_trgm_ops) with (fastupdate = off);
create index receipt_requests_email_trgm_idx on public.receipt_requests using gin (email extensions.gin_trgm_ops) with (fastupdate = off);
create index receipt_requests_transaction_reference_trgm_idx on public.receipt_requests
  using gin (transaction_reference extensions.gin_trgm_ops) with (fastupdate = off);

-- One JSON object in, `{ success, message }` out, in the pattern of accept_contact_message:
-- checks field names and types itself (so nothing is coerced), validates as the form does,
-- rate-limits with the visitor-submission rules (private.admit_visitor_submission) and stores.
create or replace function private.accept_receipt_request(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array[
    'donor_name', 'pan', 'address', 'email', 'phone', 'amount', 'gift_date', 'mode', 'transaction_reference',
    'client_key'
  ];
  thanks constant text := 'Thank you! We have your request and will send the 80G receipt once we have matched your gift.';
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
  refusal jsonb;
  v_name text;
  v_pan text;
  v_address text;
  v_email text;
  v_phone text;
  v_amount_text text;
  v_amount numeric;
  v_date_text text;
  v_date date;
  v_mode text;
  v_reference text;
  v_key uuid;
  client record;
  sender text;
  verdict record;
begin
  refusal := private.visitor_payload_refusal(payload, 'request', allowed);
  if refusal is not null then
    return refusal;
  end if;

  -- The amount may come as a JSON number; everything else is text (or null where optional).
  if exists (
    select 1 from jsonb_each(payload)
    where jsonb_typeof(value) <> 'string'
      and not (key = 'amount' and jsonb_typeof(value) = 'number')
      and not (key in ('email', 'phone', 'transaction_reference', 'client_key') and jsonb_typeof(value) = 'null')
  ) then
    return jsonb_build_object('success', false, 'message', 'The amount must be a number and every other field text.');
  end if;

  v_name := private.trim_blank(payload ->> 'donor_name');
  -- As typed: no upper(), which would turn a dotless ı (or a ſ) into a Latin capital. The form
  -- writes the letters a to z as capitals before it sends (src/site/getInvolved/pan.ts).
  v_pan := private.trim_blank(payload ->> 'pan');
  v_address := private.trim_blank(payload ->> 'address');
  v_email := nullif(private.trim_blank(payload ->> 'email'), '');
  v_phone := nullif(private.trim_blank(payload ->> 'phone'), '');
  v_amount_text := replace(private.trim_blank(payload ->> 'amount'), ',', '');
  v_date_text := private.trim_blank(payload ->> 'gift_date');
  v_mode := private.trim_blank(payload ->> 'mode');
  v_reference := nullif(private.trim_blank(payload ->> 'transaction_reference'), '');

  if v_name = '' or v_pan = '' or v_address = '' or v_amount_text = '' or v_date_text = '' or v_mode = '' then
    return jsonb_build_object('success', false, 'message', 'Please fill in all required fields.');
  end if;
  if v_email is null and v_phone is null then
    return jsonb_build_object('success', false, 'message', 'Please give an e-mail address or a phone number, so we can send the receipt.');
  end if;
  if not private.is_pan(v_pan) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid PAN as printed on the card: five capital letters, four digits and a capital letter, as in ABCPE1234F.');
  end if;
  if v_email is not null and not private.is_mailbox(v_email) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if v_phone is not null and (v_phone !~ '^\+?[0-9 ()-]+$' or char_length(regexp_replace(v_phone, '\D', '', 'g')) not between 10 and 15) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid phone number.');
  end if;
  if v_amount_text ~ '^-' then
    return jsonb_build_object('success', false, 'message', 'The amount must be more than zero.');
  end if;
  if v_amount_text !~ '^[0-9]{1,12}(\.[0-9]{1,2})?$' then
    return jsonb_build_object('success', false, 'message', 'Please enter the amount in rupees, as in 2500 or 2500.50.');
  end if;
  v_amount := v_amount_text::numeric;
  if v_amount <= 0 then
    return jsonb_build_object('success', false, 'message', 'The amount must be more than zero.');
  end if;
  if v_amount > 10000000 then
    return jsonb_build_object('success', false, 'message', 'The amount must be at most ₹1,00,00,000. For a larger gift, please write to us.');
  end if;
  if v_date_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return jsonb_build_object('success', false, 'message', 'Please enter the date of the gift as YYYY-MM-DD.');
  end if;
  begin
    v_date := v_date_text::date;
  exception when others then
    return jsonb_build_object('success', false, 'message', 'Please enter the date of the gift as YYYY-MM-DD.');
  end;
  if v_date > today then
    return jsonb_build_object('success', false, 'message', 'The date of the gift cannot be in the future.');
  end if;
  if v_date < date '2000-01-01' then
    return jsonb_build_object('success', false, 'message', 'Please check the date of the gift.');
  end if;
  if v_mode not in ('upi', 'bank_transfer', 'cheque', 'cash') then
    return jsonb_build_object('success', false, 'message', 'Please choose how you paid: UPI, bank transfer, cheque or cash.');
  end if;
  if v_reference is null and v_mode <> 'cash' then
    return jsonb_build_object('success', false, 'message', 'Please enter the transaction reference: the UPI or bank reference, or the cheque number.');
  end if;
  if char_length(v_name) > 120 then
    return jsonb_build_object('success', false, 'message', 'Name must be at most 120 characters.');
  end if;
  if char_length(v_address) > 500 then
    return jsonb_build_object('success', false, 'message', 'Address must be at most 500 characters.');
  end if;
  if char_length(v_email) > 254 then
    return jsonb_build_object('success', false, 'message', 'Email must be at most 254 characters.');
  end if;
  if char_length(v_phone) > 30 then
    return jsonb_build_object('success', false, 'message', 'Phone must be at most 30 characters.');
  end if;
  if char_length(v_reference) > 100 then
    return jsonb_build_object('success', false, 'message', 'Transaction reference must be at most 100 characters.');
  end if;
  if not private.has_letter_or_digit(v_name) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if not private.has_letter_or_digit(v_address) then
    return jsonb_build_object('success', false, 'message', 'Please enter an address with at least one letter or digit.');
  end if;
  if v_reference is not null and not private.has_letter_or_digit(v_reference) then
    return jsonb_build_object('success', false, 'message', 'Please enter a transaction reference with at least one letter or digit.');
  end if;

  -- A repeat of a key is answered as the first was and stores nothing: a retry after a lost
  -- answer never makes a second request (the contact form's rule, private.locked_client_key).
  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The request key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null and exists (select 1 from public.receipt_requests where client_key = v_key) then
    return jsonb_build_object('success', true, 'message', thanks);
  end if;

  -- The limits count a sender by mailbox; a donor who gives only a phone is counted by its
  -- digits under the reserved .invalid domain (RFC 2606), which no real mailbox can share.
  sender := coalesce(v_email, regexp_replace(v_phone, '\D', '', 'g') || '@phone.invalid');
  select * into verdict from private.admit_visitor_submission('receipt_request', sender);
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.receipt_requests
    (donor_name, pan, address, email, phone, amount, gift_date, mode, transaction_reference, held_for_review, client_key)
  values (v_name, v_pan, v_address, v_email, v_phone, v_amount, v_date, v_mode, v_reference, verdict.held, v_key);

  return jsonb_build_object('success', true, 'message', thanks);
end;
$$;
revoke execute on function private.accept_receipt_request(jsonb) from public;

-- The API, as the contact form's (private.expose_visitor_submission): a JSON body whole, or a
-- form-encoded post with these named fields.
select private.expose_visitor_submission('submit_receipt_request', 'accept_receipt_request');
select private.expose_visitor_submission('submit_receipt_request', 'accept_receipt_request', array[
  'donor_name', 'pan', 'address', 'email', 'phone', 'amount', 'gift_date', 'mode', 'transaction_reference'
]);

-- The named overload with the client key; the one without stays for callers without one.
select private.expose_visitor_submission('submit_receipt_request', 'accept_receipt_request', array[
  'donor_name', 'pan', 'address', 'email', 'phone', 'amount', 'gift_date', 'mode', 'transaction_reference',
  'client_key'
]);


-- ================================================================================================
-- Photos and storage
-- ================================================================================================

-- Photos staff upload: the public bucket `media`, and who may do what in it (docs/architecture.md,
-- Storage). Storage enforces the bucket's size and type limits on every upload; the policies on
-- storage.objects decide who writes: anyone reads, only staff insert, update and delete.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The bucket's settings are not secret; the admin dashboard reads them to report Storage's state.
create policy "Anyone reads the media bucket's settings" on storage.buckets
  for select to anon, authenticated using (id = 'media');
create policy "Anyone reads media" on storage.objects
  for select to anon, authenticated using (bucket_id = 'media');
create policy "Staff upload media" on storage.objects
  for insert to authenticated with check (bucket_id = 'media' and (select public.is_staff()));
create policy "Staff replace media" on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and (select public.is_staff()))
  with check (bucket_id = 'media' and (select public.is_staff()));
create policy "Staff delete media" on storage.objects
  for delete to authenticated using (bucket_id = 'media' and (select public.is_staff()));

-- Photos staff manage: the gallery (Visual Journey) and the home page's two slideshows
-- (docs/product.md). An image is a site path (the built-in illustrations) or an http(s) URL
-- (an upload in the `media` bucket, or elsewhere); width and height let pages reserve its space.
create table public.photos (
  id uuid primary key default gen_random_uuid(),
  image_url text not null constraint "image_url must be a site path or an http(s) URL of at most 2048 characters"
    check ((image_url ~ '^https?://[^\s/?#]+[^\s]*$' or image_url ~ '^/[^\s/][^\s]*$') and char_length(image_url) <= 2048),
  image_small_url text constraint "image_small_url must be a site path or an http(s) URL of at most 2048 characters"
    check ((image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' or image_small_url ~ '^/[^\s/][^\s]*$') and char_length(image_small_url) <= 2048),
  image_width integer not null constraint "image_width must be 1 to 10000 pixels" check (image_width between 1 and 10000),
  image_height integer not null constraint "image_height must be 1 to 10000 pixels" check (image_height between 1 and 10000),
  image_alt text not null constraint "image_alt must be 1 to 300 characters" check (image_alt ~ '\S' and char_length(image_alt) <= 300),
  caption text constraint "caption must be at most 200 characters" check (char_length(caption) <= 200),
  placement text not null constraint "placement must be gallery, awards or therapy"
    check (placement in ('gallery', 'awards', 'therapy')),
  sort_order integer not null default 0 constraint "sort_order must be 0 to 10000" check (sort_order between 0 and 10000),
  is_active boolean not null default true,
  -- A photo of a child is published only with the parents' written consent; staff confirm it for each photo.
  consent_confirmed boolean not null
    constraint "consent_confirmed must be true: the foundation holds written consent for everyone shown"
    check (consent_confirmed),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index photos_placement_order_idx on public.photos (placement, sort_order, created_at);

create trigger photos_set_updated_at before update on public.photos
  for each row execute function public.set_updated_at();
create trigger photos_keep_server_columns before insert or update on public.photos
  for each row execute function private.keep_server_columns();

revoke all on public.photos from anon, authenticated;
grant select on public.photos to anon, authenticated;
grant insert, update, delete on public.photos to authenticated;
grant all on public.photos to service_role;

alter table public.photos enable row level security;

create policy "Visitors read active photos" on public.photos
  for select to anon using (is_active);
create policy "Signed-in users read active photos, staff read all" on public.photos
  for select to authenticated using (is_active or (select public.is_staff()));
create policy "Staff insert photos" on public.photos
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff update photos" on public.photos
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff delete photos" on public.photos
  for delete to authenticated using ((select public.is_staff()));

create index photos_image_alt_trgm_idx on public.photos using gin (image_alt extensions.gin_trgm_ops) with (fastupdate = off);
create index photos_caption_trgm_idx on public.photos using gin (caption extensions.gin_trgm_ops) with (fastupdate = off);

-- Swaps a photo with its neighbour in the order pages show (sort_order, then created_at, then id)
-- and renumbers its placement 10, 20, 30... so equal positions never leave a move without effect.
-- Security invoker: the photos RLS policies decide who may write; the is_admin check only makes a
-- refusal an error instead of a silent no-op. Returns false when the photo is already first (up)
-- or last (down).
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


-- ================================================================================================
-- Staff alerts
-- ================================================================================================

-- Alerts to staff about what visitors send (docs/architecture.md#staff-alerts,
-- docs/decisions/042-staff-alerts-a-queue-table-filled-by-a-trigger-sent-at.md): a trigger queues
-- one row per recipient in staff_notifications; the dispatcher (supabase/local/alerts/dispatcher.ts,
-- supabase/hosted/staff-alerts.sql) sends them. The kinds are rows of private.alert_kinds, so a new
-- kind is one insert where its table is made (assessment requests, event registrations, gifts).
--
-- Every submission that is stored leaves, in the same transaction, one pending notification per
-- recipient. A dispatcher sends each through the notify-staff function and marks it sent; one that
-- fails waits and is tried again, so a mail server that is down delays an alert but never loses it.

create table private.alert_kinds (
  kind text primary key,
  table_name text not null constraint "table_name must be a table of the public schema"
    check (to_regclass('public.' || quote_ident(table_name)) is not null)
);

revoke all on private.alert_kinds from public;

insert into private.alert_kinds (kind, table_name) values
  ('contact_message', 'contact_messages'),
  ('receipt_request', 'receipt_requests');

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
  kind text not null constraint "kind must be a kind of private.alert_kinds" references private.alert_kinds (kind),
  record_id uuid not null,
  recipient text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  -- On a hosted project, pg_net's id for the call awaiting its answer (supabase/hosted/staff-alerts.sql).
  request_id bigint,
  -- Past the recipient's hourly cap: sent with the others of that hour as one digest (below).
  digest boolean not null default false,
  constraint "one alert per record and recipient" unique (kind, record_id, recipient)
);

create index staff_notifications_due_idx on public.staff_notifications (next_attempt_at) where sent_at is null;
create index staff_notifications_recipient_hour_idx
  on public.staff_notifications (recipient, created_at) where not digest;
create index staff_notifications_sent_at_idx on public.staff_notifications (sent_at) where sent_at is not null;

-- Staff may look (how many alerts wait, and why); only the trigger and the dispatcher write.
alter table public.staff_notifications enable row level security;

revoke all on public.staff_notifications from anon, authenticated;
grant select on public.staff_notifications to authenticated;
revoke all on public.staff_notifications from service_role;
grant all on public.staff_notifications to service_role;

create policy "Staff read staff notifications" on public.staff_notifications
  for select to authenticated using ((select public.is_admin()));

-- Only the security definer trigger draws ids.
revoke all on sequence public.staff_notifications_id_seq from public, anon, authenticated, service_role;

-- A cap on alert e-mails per recipient (docs/architecture.md#staff-alerts): by default at most 10 single
-- alerts to one address in a clock hour; the rest of that hour's alerts wait for the next full
-- hour and go out together as one digest. A flood that passes the visitor limits (many networks,
-- many mailboxes) then costs each member of staff at most 11 e-mails an hour, not hundreds.
--
-- The trigger decides when it queues: a row is a digest row when the recipient already has 10
-- single alerts queued this clock hour. The dispatcher (supabase/local/alerts/dispatcher.ts, and
-- supabase/hosted/staff-alerts.sql) sends all due digest rows of one recipient as one e-mail.

-- The cap, one row: 10 unless the operator changes it (SQL editor). The local backend sets it
-- from its `alerts.hourlyCap` option: the e2e suite sends more than 10 messages an hour to the
-- same seeded staff account and waits for each alert.
create table private.alert_settings (
  single boolean primary key default true constraint "alert settings are one row" check (single),
  hourly_cap integer not null default 10 constraint "hourly cap must be 1 to 10000" check (hourly_cap between 1 and 10000)
);

revoke all on private.alert_settings from public, anon, authenticated, service_role;

insert into private.alert_settings default values;

-- The addresses an alert goes to: the configured list, else every admin who can sign in: never
-- an invitee who has not accepted (the address may be mistyped, or the invitation never wanted).
-- Alerts about what visitors send hold personal data: they go to admins only.
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

-- Queues the alerts for a stored row. A row stored held for review (the hour's flood threshold
-- was passed) is not announced: a flood must not become a flood of e-mail. Its alert is queued
-- when staff release it.
-- The alert's kind: the trigger's argument, or the kind whose table fired it.
create or replace function private.queue_staff_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind constant text := coalesce(
    tg_argv[0], (select k.kind from private.alert_kinds k where k.table_name = tg_table_name limit 1));
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

create trigger contact_messages_queue_staff_alerts
  after insert or update of held_for_review on public.contact_messages
  for each row execute function private.queue_staff_alerts();
create trigger receipt_requests_queue_staff_alerts
  after insert or update of held_for_review on public.receipt_requests
  for each row execute function private.queue_staff_alerts();


-- ================================================================================================
-- Retention and privacy requests
-- ================================================================================================

-- Retention that runs itself (docs/architecture.md#retention, issue 23): every rule in one table,
-- private.retention_rules, one row per rule; one job, public.apply_retention(), deletes the rows
-- past each rule and logs how many it removed per rule in public.retention_log, which admins read.
-- The job's counts go to the scheduler's log too (the local backend's console, cron.job_run_details).
-- Locally the backend runs the job (supabase/local/retention.ts); a hosted project runs it with
-- pg_cron (supabase/hosted/retention.sql).
--
-- Adding a rule for a new table is one row where the table is made, as the donations, assessment
-- requests, change history and event registrations do below.

-- The last day of the assessment year in which a gift made on `gift_date` is assessed: the
-- financial year runs 1 April to 31 March, and its assessment year is the one after it. A gift
-- on 10 May 2026 (financial year 2026-27) is assessed in 2027-28, which ends on 31 March 2028.
create or replace function private.assessment_year_end(gift_date date) returns date
language sql
immutable
set search_path = ''
as $$
  select make_date(
    extract(year from gift_date)::integer - (case when extract(month from gift_date) < 4 then 1 else 0 end) + 2,
    3,
    31
  );
$$;
revoke execute on function private.assessment_year_end(date) from public;

-- The last day a receipt request is kept: ten years after the end of that assessment year.
create or replace function private.receipt_request_kept_until(gift_date date) returns date
language sql
immutable
set search_path = ''
as $$
  select (private.assessment_year_end(gift_date) + interval '10 years')::date;
$$;
revoke execute on function private.receipt_request_kept_until(date) from public;

-- Today in Prayagraj: a date rule turns over at midnight there, not in UTC.
create or replace function private.today_in_india() returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'Asia/Kolkata')::date;
$$;
revoke execute on function private.today_in_india() from public;

-- One row per rule: `expired` is an SQL condition on the rows of public.<table_name> that are
-- past the rule, evaluated by apply_retention() at the time it runs.
create table private.retention_rules (
  name text primary key constraint "name must be 1 to 200 characters" check (name ~ '\S' and char_length(name) <= 200),
  table_name text not null constraint "table_name must be a table of the public schema"
    check (to_regclass('public.' || quote_ident(table_name)) is not null),
  expired text not null
);

revoke all on private.retention_rules from public;

insert into private.retention_rules (name, table_name, expired) values
  ('Contact messages handled more than 24 months ago', 'contact_messages',
   'handled and handled_at < now() - interval ''24 months'''),
  ('Receipt requests ten years after the end of the assessment year of the gift', 'receipt_requests',
   'private.receipt_request_kept_until(gift_date) < private.today_in_india()'),
  ('Alert e-mails sent more than 90 days ago', 'staff_notifications',
   'sent_at < now() - interval ''90 days''');

-- What each run removed, per rule: admins read it (Settings), nobody writes it through the API.
create table public.retention_log (
  id bigint generated always as identity primary key,
  ran_at timestamptz not null default now(),
  rule text not null,
  table_name text not null,
  removed integer not null constraint "removed must be 0 or more" check (removed >= 0)
);

create index retention_log_ran_at_idx on public.retention_log (ran_at desc);

-- Only apply_retention() (its owner) draws ids: hosted's default privileges would give every role USAGE.
revoke all on sequence public.retention_log_id_seq from anon, authenticated, service_role;

alter table public.retention_log enable row level security;

revoke all on public.retention_log from anon, authenticated;
grant select on public.retention_log to authenticated;
revoke all on public.retention_log from service_role;
grant select on public.retention_log to service_role;

create policy "Admins read the retention log" on public.retention_log
  for select to authenticated using ((select public.is_admin()));

-- Deletes what every rule says is past its time, one rule after the other in one transaction, and
-- answers each rule's count. The log gets a row for each rule that removed something (a quiet
-- hour leaves no trace, so an idle project's log stays short and a fresh one empty). Runs as its
-- owner, for the scheduler (the local backend, pg_cron) and the service role only.
create or replace function public.apply_retention()
returns table (rule text, table_name text, removed integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  n integer;
  moment constant timestamptz := now();
begin
  -- Two runs at once (a slow one and the next) take turns rather than count each other's rows.
  perform pg_advisory_xact_lock(23, 1);
  for r in select x.name, x.table_name, x.expired from private.retention_rules x order by x.name loop
    execute format('delete from public.%I where %s', r.table_name, r.expired);
    get diagnostics n = row_count;
    if n > 0 then
      insert into public.retention_log (ran_at, rule, table_name, removed) values (moment, r.name, r.table_name, n);
    end if;
    rule := r.name;
    table_name := r.table_name;
    removed := n;
    return next;
  end loop;
end;
$$;
revoke execute on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

-- Photos leave no orphan files (consent withdrawn: staff delete the photo). A deleted row's files
-- in the `media` bucket that no other row uses are queued here, in the delete's transaction, and
-- the same job removes them through Storage's API (SQL may not delete Storage's objects).
create table private.media_removals (
  path text primary key,
  queued_at timestamptz not null default now(),
  -- On a hosted project, pg_net's id for the call awaiting its answer (supabase/hosted/retention.sql).
  request_id bigint
);

revoke all on private.media_removals from public;

-- The object path of a public URL of the `media` bucket, or null for any other URL.
create or replace function private.media_object_path(url text) returns text
language sql
immutable
set search_path = ''
as $$
  select substring(url from '/storage/v1/object/public/media/([^?#]+)$');
$$;
revoke execute on function private.media_object_path(text) from public;

-- Whether any row of the tables with images still shows the object at `path`.
-- A picture an event shows is in use: the media bucket's cleaner keeps it.
create or replace function private.media_in_use(path text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.photos p
      where private.media_object_path(p.image_url) = path or private.media_object_path(p.image_small_url) = path)
    or exists (select 1 from public.doctors d
      where private.media_object_path(d.image_url) = path or private.media_object_path(d.image_small_url) = path)
    or exists (select 1 from public.advisories a
      where private.media_object_path(a.image_url) = path or private.media_object_path(a.image_small_url) = path)
    or exists (select 1 from public.news_articles n
      where private.media_object_path(n.image_url) = path or private.media_object_path(n.image_small_url) = path)
    or exists (select 1 from public.events e
      where private.media_object_path(e.image_url) = path or private.media_object_path(e.image_small_url) = path);
$$;
revoke execute on function private.media_in_use(text) from public;

create or replace function private.queue_media_removals() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  path text;
begin
  foreach path in array array[private.media_object_path(old.image_url), private.media_object_path(old.image_small_url)] loop
    if path is not null and not private.media_in_use(path) then
      insert into private.media_removals (path) values (path) on conflict do nothing;
    end if;
  end loop;
  return null;
end;
$$;
revoke execute on function private.queue_media_removals() from public;

create trigger photos_queue_media_removals after delete on public.photos
  for each row execute function private.queue_media_removals();
create trigger doctors_queue_media_removals after delete on public.doctors
  for each row execute function private.queue_media_removals();
create trigger advisories_queue_media_removals after delete on public.advisories
  for each row execute function private.queue_media_removals();
create trigger news_articles_queue_media_removals after delete on public.news_articles
  for each row execute function private.queue_media_removals();

-- A person's data on request (docs/architecture.md#privacy-requests, issue 23). One declared list of
-- the columns that hold personal data, private.personal_data_columns, drives the search, the
-- export and the erasure: admins type an e-mail address or a phone number in Settings -> Privacy
-- requests and see every row holding it, export them, or erase them. Rows a law says to keep
-- (private.erasure_holds) are kept and marked instead, with the reason. Every action is recorded in
-- public.privacy_request_log, which admins read and nobody changes through the API.
--
-- The list is mirrored in src/admin/privacy/personalData.ts; tests keep the two equal, and a unit
-- test fails when a table gains a column named like personal data that neither declares nor
-- excludes. Adding a table is one row per column, where the table is made (as the donations,
-- assessment requests and event registrations do below).
create table private.personal_data_columns (
  table_name text not null,
  column_name text not null,
  kind text not null constraint "kind must be email, phone, name, pan, address or free_text"
    check (kind in ('email', 'phone', 'name', 'pan', 'address', 'free_text')),
  primary key (table_name, column_name)
);

revoke all on private.personal_data_columns from public;

insert into private.personal_data_columns (table_name, column_name, kind) values
  ('contact_messages', 'name', 'name'),
  ('contact_messages', 'email', 'email'),
  ('contact_messages', 'email_key', 'email'),
  ('contact_messages', 'phone', 'phone'),
  ('contact_messages', 'message', 'free_text'),
  ('receipt_requests', 'donor_name', 'name'),
  ('receipt_requests', 'pan', 'pan'),
  ('receipt_requests', 'address', 'address'),
  ('receipt_requests', 'email', 'email'),
  ('receipt_requests', 'phone', 'phone'),
  ('receipt_requests', 'transaction_reference', 'free_text'),
  ('alert_recipients', 'email', 'email'),
  ('staff_notifications', 'recipient', 'email');

-- Rows an erasure keeps while `held_until` (an SQL expression on the table's columns, a date) is
-- today or later, and why. One row per table.
create table private.erasure_holds (
  table_name text primary key,
  held_until text not null,
  reason text not null
);

revoke all on private.erasure_holds from public;

insert into private.erasure_holds (table_name, held_until, reason) values
  ('receipt_requests', 'private.receipt_request_kept_until(gift_date)',
   'An 80G receipt request is a record of a tax-deductible donation, which the foundation must keep '
   || 'for ten years after the end of the assessment year of the gift. It is deleted automatically then.');

-- Rows kept by a hold although someone asked for their erasure: shown in the search with the reason.
create table private.erasure_marks (
  table_name text not null,
  row_id text not null,
  requested_at timestamptz not null default now(),
  primary key (table_name, row_id)
);

revoke all on private.erasure_marks from public;

-- Every search, export and erasure: who, when, what (the action and the address or number asked
-- about, which the record needs to show that the request was answered), and how many rows.
create table public.privacy_request_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  staff_id uuid,
  staff_email text,
  action text not null constraint "action must be search, export or erase" check (action in ('search', 'export', 'erase')),
  query text not null,
  format text constraint "format must be json or csv" check (format in ('json', 'csv')),
  rows integer not null constraint "rows must be 0 or more" check (rows >= 0),
  kept integer not null default 0 constraint "kept must be 0 or more" check (kept >= 0)
);

create index privacy_request_log_at_idx on public.privacy_request_log (at desc);

-- Only the privacy RPCs (their owner) draw ids: hosted's default privileges would give every role USAGE.
revoke all on sequence public.privacy_request_log_id_seq from anon, authenticated, service_role;

alter table public.privacy_request_log enable row level security;

revoke all on public.privacy_request_log from anon, authenticated;
grant select on public.privacy_request_log to authenticated;
revoke all on public.privacy_request_log from service_role;
grant select on public.privacy_request_log to service_role;

create policy "Admins read the privacy request log" on public.privacy_request_log
  for select to authenticated using ((select public.is_admin()));

-- A phone number as the search compares it: its digits, the last ten when there are more (+91 and
-- a leading 0 drop away); null when fewer than six digits.
create or replace function private.phone_key(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when length(d) >= 10 then right(d, 10)
    when length(d) >= 6 then d
  end
  from (select regexp_replace(coalesce(value, ''), '\D', '', 'g') as d) as digits;
$$;
revoke execute on function private.phone_key(text) from public;

-- The kind ('email' or 'phone') and the key of what staff typed; refused when it is neither.
create or replace function private.privacy_query(query text, out kind text, out key text)
language plpgsql
immutable
set search_path = ''
as $$
begin
  if query is not null and position('@' in query) > 0 then
    kind := 'email';
    key := lower(btrim(query));
  else
    kind := 'phone';
    key := private.phone_key(query);
  end if;
  if key is null or key = '' then
    raise exception 'Type an e-mail address or a phone number (at least six digits).' using errcode = '22023';
  end if;
end;
$$;
revoke execute on function private.privacy_query(text) from public;

-- The SQL condition that a row of `target` holds the key, over its declared columns of that kind;
-- null when the table has none.
create or replace function private.privacy_condition(target text, kind text) returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(
    case kind
      when 'email' then format('lower(btrim(t.%I)) = $1', c.column_name)
      else format('private.phone_key(t.%I) = $1', c.column_name)
    end,
    ' or ' order by c.column_name)
  from private.personal_data_columns c
  where c.table_name = target and c.kind = privacy_condition.kind;
$$;
revoke execute on function private.privacy_condition(text, text) from public;

create or replace function private.require_admin() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can answer privacy requests.' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.require_admin() from public;

create or replace function private.log_privacy_request(action text, query text, format text, rows integer, kept integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.privacy_request_log (staff_id, staff_email, action, query, format, rows, kept)
  select (select auth.uid()), (select u.email from auth.users u where u.id = (select auth.uid())),
    action, btrim(query), format, rows, kept;
$$;
revoke execute on function private.log_privacy_request(text, text, text, integer, integer) from public;

-- Every row of every declared table that holds the address or number: the whole row, and when a
-- hold keeps it from erasure, until when, why, and whether its erasure was asked for.
create or replace function private.personal_data_rows(query text)
returns table (table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  q record;
  t record;
  condition text;
begin
  select * into q from private.privacy_query(query);
  for t in
    select distinct c.table_name, h.held_until, h.reason
    from private.personal_data_columns c
    left join private.erasure_holds h on h.table_name = c.table_name
    order by c.table_name
  loop
    condition := private.privacy_condition(t.table_name, q.kind);
    continue when condition is null;
    return query execute format(
      'select %L::text, t.id::text, to_jsonb(t), %s, %s, m.requested_at
       from public.%I t
       left join private.erasure_marks m on m.table_name = %L and m.row_id = t.id::text
       where %s
       order by t.id',
      t.table_name,
      coalesce('(' || t.held_until || ')::date', 'null::date'),
      case when t.held_until is null then 'null::text'
        else format('case when (%s) >= private.today_in_india() then %L end', t.held_until, t.reason) end,
      t.table_name, t.table_name, condition)
    using q.key;
  end loop;
end;
$$;
revoke execute on function private.personal_data_rows(text) from public;

-- Settings -> Privacy requests: look (logged as a search) and export (logged with its format).
create or replace function public.find_personal_data(query text)
returns table (table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_rows integer;
begin
  perform private.require_admin();
  return query select * from private.personal_data_rows(query);
  get diagnostics found_rows = row_count;
  perform private.log_privacy_request('search', query, null, found_rows, 0);
end;
$$;

create or replace function public.export_personal_data(query text, format text)
returns table (table_name text, row_id text, data jsonb, held_until date, held_reason text, erasure_requested_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_rows integer;
begin
  perform private.require_admin();
  if format is null or format not in ('json', 'csv') then
    raise exception 'The format must be json or csv.' using errcode = '22023';
  end if;
  return query select * from private.personal_data_rows(query);
  get diagnostics found_rows = row_count;
  perform private.log_privacy_request('export', query, format, found_rows, 0);
end;
$$;

-- Erases every row holding the address or number, in every declared table, except rows a hold
-- keeps: those are marked (the search shows it) and counted as kept, with the reason. The
-- confirmation is the address or number typed again.
create or replace function public.erase_personal_data(query text, confirmation text)
returns table (table_name text, erased integer, kept integer, reason text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  q record;
  t record;
  condition text;
  held text;
  total_erased integer := 0;
  total_kept integer := 0;
begin
  perform private.require_admin();
  select * into q from private.privacy_query(query);
  if confirmation is null or lower(btrim(confirmation)) <> lower(btrim(query)) then
    raise exception 'Type the e-mail address or phone number again, exactly as searched, to confirm.'
      using errcode = '22023';
  end if;
  for t in
    select distinct c.table_name, h.held_until, h.reason
    from private.personal_data_columns c
    left join private.erasure_holds h on h.table_name = c.table_name
    order by c.table_name
  loop
    condition := private.privacy_condition(t.table_name, q.kind);
    continue when condition is null;
    held := case when t.held_until is null then 'false'
      else format('(%s) >= private.today_in_india()', t.held_until) end;
    table_name := t.table_name;
    execute format('delete from public.%I t where (%s) and not (%s)', t.table_name, condition, held) using q.key;
    get diagnostics erased = row_count;
    execute format(
      'insert into private.erasure_marks (table_name, row_id)
       select %L, t.id::text from public.%I t where (%s) and (%s)
       on conflict (table_name, row_id) do update set requested_at = now()',
      t.table_name, t.table_name, condition, held) using q.key;
    get diagnostics kept = row_count;
    -- Marks of rows that are gone since (deleted by retention, say) go too.
    execute format(
      'delete from private.erasure_marks m where m.table_name = %L
         and not exists (select 1 from public.%I t where t.id::text = m.row_id)',
      t.table_name, t.table_name);
    reason := case when kept > 0 then t.reason end;
    total_erased := total_erased + erased;
    total_kept := total_kept + kept;
    return next;
  end loop;
  perform private.log_privacy_request('erase', query, null, total_erased, total_kept);
end;
$$;
revoke execute on function public.find_personal_data(text) from public, anon, authenticated, service_role;
revoke execute on function public.export_personal_data(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.erase_personal_data(text, text) from public, anon, authenticated, service_role;
grant execute on function public.find_personal_data(text) to authenticated;
grant execute on function public.export_personal_data(text, text) to authenticated;
grant execute on function public.erase_personal_data(text, text) to authenticated;

-- The admin's list search on tables of personal data, in a POST body (issue 23, "No personal data
-- ... in URLs"; docs/architecture.md, "Personal data out of subjects, logs and URLs"). A search
-- through PostgREST's query string (`?or=(name.ilike.*98765*)`) puts what staff typed (a phone
-- number, an e-mail address, a PAN, a name) in every gateway's and proxy's access log. The admin
-- sends a search on a table that private.personal_data_columns declares to this function instead,
-- which supabase-js posts; content tables keep their GET search.
--
-- Security invoker: the rows come through the caller's own grants and row level security, exactly
-- as the GET did; and only admins (public.is_admin()) may call it at all. The table must be one the
-- personal-data list declares, every column and filter a column of it (quoted as identifiers), and
-- the term is a bound parameter taken literally (LIKE's wildcards escaped).

-- The declared columns of a table of personal data and their kinds, for the invoker function below,
-- whose callers cannot read private.personal_data_columns; null when the table is not declared.
create or replace function private.personal_data_kinds(target_table text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_object_agg(c.column_name, c.kind)
  from private.personal_data_columns c
  where c.table_name = target_table;
$$;
revoke execute on function private.personal_data_kinds(text) from public;
grant execute on function private.personal_data_kinds(text) to authenticated;

-- One page of a personal-data table's list, as the admin's GET gave it: the rows whose
-- search_columns hold search_term (case-insensitively; in a column declared `phone`, also its
-- digits whatever the spacing: '98765 43210' finds '+91 98765-43210'), that equal every filter
-- ([{ "field", "value" }]), in the sort's order ([{ "field", "order": "asc" | "desc" }]), from
-- row_offset, at most row_limit (1 to 100); with the number of matching rows for the pages.
-- Answers { "total": n, "data": [row, ...] }, each row whole (as select=*).
create or replace function public.search_personal_rows(
  target_table text,
  search_term text,
  search_columns text[],
  filters jsonb default '[]'::jsonb,
  sort jsonb default '[]'::jsonb,
  row_offset integer default 0,
  row_limit integer default 12
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  kinds jsonb;
  term constant text := btrim(coalesce(search_term, ''));
  pattern text;
  digits text;
  columns text[];
  text_columns text[];
  col text;
  item jsonb;
  matches text[] := '{}';
  conditions text[] := '{}';
  orders text[] := '{}';
  condition text;
  ordering text;
  total bigint;
  page jsonb;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'Only admins can search personal data.' using errcode = '42501';
  end if;
  kinds := private.personal_data_kinds(target_table);
  if kinds is null then
    raise exception 'Not a table of personal data: %.', target_table using errcode = '22023';
  end if;
  if row_offset is null or row_offset < 0 or row_limit is null or row_limit < 1 or row_limit > 100 then
    raise exception 'row_offset must be 0 or more and row_limit 1 to 100.' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(filters, '[]'::jsonb)) <> 'array' or jsonb_typeof(coalesce(sort, '[]'::jsonb)) <> 'array' then
    raise exception 'filters and sort must be JSON arrays.' using errcode = '22023';
  end if;

  select array_agg(a.attname::text), coalesce(array_agg(a.attname::text) filter (where a.atttypid = 'text'::regtype), '{}')
  into columns, text_columns
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || quote_ident(target_table))::regclass and a.attnum > 0 and not a.attisdropped;

  -- The term as a LIKE pattern matching it literally, and its digits when it looks like a phone number.
  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  if term ~ '^[+0-9 ().-]+$' then
    digits := nullif(regexp_replace(term, '\D', '', 'g'), '');
  end if;

  if term <> '' then
    foreach col in array coalesce(search_columns, '{}') loop
      if not col = any (columns) then
        raise exception 'Not a column of %: %.', target_table, col using errcode = '42703';
      end if;
      -- A text column as it is (its trigram index applies); any other as its text.
      matches := matches || format(
        case when text_columns @> array[col] then 't.%I ilike $1' else 't.%I::text ilike $1' end, col);
      if digits is not null and kinds ->> col = 'phone' then
        -- translate, not regexp_replace: the same digits for a phone number, at a fraction of the cost per row.
        matches := matches || format('translate(t.%I::text, '' +-().'', '''') like ''%%'' || $2 || ''%%''', col);
      end if;
    end loop;
    if cardinality(matches) = 0 then
      raise exception 'Name the columns to search.' using errcode = '22023';
    end if;
    conditions := conditions || ('(' || array_to_string(matches, ' or ') || ')');
  end if;

  for item in select value from jsonb_array_elements(coalesce(filters, '[]'::jsonb)) loop
    col := item ->> 'field';
    if col is null or not col = any (columns) or not item ? 'value' then
      raise exception 'A filter is { "field": a column of %, "value": ... }.', target_table using errcode = '22023';
    end if;
    conditions := conditions || format('to_jsonb(t.%I) = %L::jsonb', col, item -> 'value');
  end loop;

  for item in select value from jsonb_array_elements(coalesce(sort, '[]'::jsonb)) loop
    col := item ->> 'field';
    if col is null or not col = any (columns) or coalesce(item ->> 'order', 'asc') not in ('asc', 'desc') then
      raise exception 'A sort is { "field": a column of %, "order": "asc" or "desc" }.', target_table using errcode = '22023';
    end if;
    orders := orders || format('t.%I %s', col, coalesce(item ->> 'order', 'asc'));
  end loop;

  condition := coalesce(nullif(array_to_string(conditions, ' and '), ''), 'true');
  ordering := coalesce(nullif(array_to_string(orders, ', '), ''), 't.id');

  execute format('select count(*) from public.%I t where %s', target_table, condition)
    into total using pattern, digits;
  execute format(
    'select coalesce(jsonb_agg(p.row order by p.n), ''[]''::jsonb) from ('
    '  select to_jsonb(t) as row, row_number() over (order by %1$s) as n from public.%2$I t where %3$s'
    '  order by %1$s offset $3 limit $4'
    ') p',
    ordering, target_table, condition)
    into page using pattern, digits, row_offset, row_limit;
  return jsonb_build_object('total', total, 'data', page);
end;
$$;
revoke execute on function public.search_personal_rows(text, text, text[], jsonb, jsonb, integer, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.search_personal_rows(text, text, text[], jsonb, jsonb, integer, integer)
  to authenticated;


-- ================================================================================================
-- Pages
-- ================================================================================================

-- The site's policy pages (docs/product.md#policy-pages): /privacy, /terms and /refund-policy,
-- each in English and in Hindi, written by staff in the admin. A body is a small Markdown subset
-- (headings, paragraphs, lists, links) that the site renders without raw HTML
-- (src/site/policy/PolicyBody.tsx); the constraints below refuse HTML tags and script links
-- outright, so neither reaches a page even if a renderer changed.
create table public.pages (
  id uuid primary key default gen_random_uuid(),
  -- The page's address: /<slug> and /hi/<slug>.
  slug text not null
    constraint pages_slug_key unique
    constraint "slug must be 1 to 60 lowercase letters (a-z), digits and single hyphens"
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 60),
  title_en text not null constraint "title_en must be 1 to 200 characters"
    check (title_en ~ '\S' and char_length(title_en) <= 200),
  title_hi text not null constraint "title_hi must be 1 to 200 characters"
    check (title_hi ~ '\S' and char_length(title_hi) <= 200),
  body_en text not null constraint "body_en must be 1 to 50000 characters"
    check (body_en ~ '\S' and char_length(body_en) <= 50000),
  body_hi text not null constraint "body_hi must be 1 to 50000 characters"
    check (body_hi ~ '\S' and char_length(body_hi) <= 50000),
  -- "<" followed by a letter, "/", "!" or "?" opens an HTML tag or comment; "javascript:",
  -- "vbscript:" and "data:" would be a link that runs or hides something.
  constraint "body_en must not contain HTML tags or script links"
    check (body_en !~ '<[A-Za-z/!?]' and body_en !~* '(javascript|vbscript|data)\s*:'),
  constraint "body_hi must not contain HTML tags or script links"
    check (body_hi !~ '<[A-Za-z/!?]' and body_hi !~* '(javascript|vbscript|data)\s*:'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger pages_set_updated_at before update on public.pages
  for each row execute function public.set_updated_at();
create trigger pages_keep_server_columns before insert or update on public.pages
  for each row execute function private.keep_server_columns();

-- The admin's search box (src/admin/resources/pages.ts searches slug and English title).
create index pages_title_en_trgm_idx on public.pages using gin (title_en extensions.gin_trgm_ops)
  with (fastupdate = off);
create index pages_slug_trgm_idx on public.pages using gin (slug extensions.gin_trgm_ops)
  with (fastupdate = off);

revoke all on public.pages from anon, authenticated;
grant select on public.pages to anon, authenticated;
grant insert, update, delete on public.pages to authenticated;
grant all on public.pages to service_role;

alter table public.pages enable row level security;

create policy "Everyone reads pages" on public.pages
  for select to anon, authenticated using (true);

-- Editors write them as they write articles and notices: they are content
-- (docs/architecture.md#security-model).
create policy "Staff insert pages" on public.pages
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff update pages" on public.pages
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff delete pages" on public.pages
  for delete to authenticated using ((select public.is_staff()));


-- ================================================================================================
-- Donations and receipts
-- ================================================================================================

-- The donations ledger (issue 26; README, "Donations and 80G receipts"): one row per gift, however
-- it came (a receipt request from the site, cash at the centre, a cheque, a company's CSR
-- transfer), the numbered 80G receipts issued for them, and one counter per financial year that
-- hands out receipt numbers. Donors' PANs, Aadhaar numbers and addresses are personal data: only
-- staff (public.is_admin()) read or write any of it; visitors and signed-in non-staff see nothing.

-- The Indian financial year of a date, as printed on receipts and Form 10BD: 1 April 2026 to
-- 31 March 2027 is "2026-27". Immutable, so the ledger derives it in a generated column.
create or replace function private.financial_year(day date) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select start_year::text || '-' || lpad(((start_year + 1) % 100)::text, 2, '0')
  from (select extract(year from day)::int - case when extract(month from day) < 4 then 1 else 0 end as start_year) as fy;
$$;

-- An Aadhaar number: twelve digits, the first 2 to 9 (UIDAI issues none starting 0 or 1).
create or replace function private.is_aadhaar(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ '^[2-9][0-9]{11}$', false);
$$;
revoke execute on function private.financial_year(date), private.is_aadhaar(text) from public;
grant execute on function private.financial_year(date), private.is_aadhaar(text) to authenticated, service_role;

-- One gift. `id_code` and `id_number` are Form 10BD's "ID Code" and "Unique Identification
-- Number": a PAN, or an Aadhaar number for a donor without one. `nature` is 10BD's "Donation
-- Type". The reference (UTR, cheque number) is stored as typed and compared without spaces and
-- case, per kind of payment, so the same transfer or cheque cannot be recorded twice.
create table public.donations (
  id uuid primary key default gen_random_uuid(),
  donor_name text not null constraint "donor name must hold a letter or digit, at most 120 characters"
    check (private.has_letter_or_digit(donor_name) and char_length(donor_name) <= 120),
  id_code text not null default 'pan' constraint "id code must be pan or aadhaar" check (id_code in ('pan', 'aadhaar')),
  id_number text not null,
  address text not null constraint "address must hold a letter or digit, at most 500 characters"
    check (private.has_letter_or_digit(address) and char_length(address) <= 500),
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  phone text constraint "phone must be at most 30 characters" check (char_length(phone) <= 30),
  amount numeric(14, 2) not null constraint "amount must be more than zero and at most one hundred crore rupees"
    check (amount > 0 and amount <= 1000000000),
  gift_date date not null constraint "gift date must be in the year 2000 or later" check (gift_date >= date '2000-01-01'),
  financial_year text not null generated always as (private.financial_year(gift_date)) stored,
  mode text not null constraint "mode must be upi, bank_transfer, cheque, cash or other"
    check (mode in ('upi', 'bank_transfer', 'cheque', 'cash', 'other')),
  reference text constraint "reference must hold a letter or digit, at most 100 characters"
    check (reference is null or (private.has_letter_or_digit(reference) and char_length(reference) <= 100)),
  reference_key text generated always as (
    case when reference is null then null
    else (case when mode = 'cheque' then 'cheque:' else 'transfer:' end) || upper(regexp_replace(reference, '\s', '', 'g'))
    end
  ) stored,
  nature text not null default 'others' constraint "nature must be corpus, specific_grant or others"
    check (nature in ('corpus', 'specific_grant', 'others')),
  receipt_language text not null default 'en' constraint "receipt language must be en or hi"
    check (receipt_language in ('en', 'hi')),
  receipt_request_id uuid constraint "this receipt request is already recorded as a gift" unique
    references public.receipt_requests (id) on delete set null,
  -- The receipt now in force, kept here by the receipt procedures so the ledger shows it.
  receipt_number text,
  receipt_issued_at timestamptz,
  receipt_emailed_at timestamptz,
  -- Set while the send-receipt function sends, so two sends of one receipt cannot overlap.
  receipt_email_claimed_at timestamptz,
  -- Form 10BE: the portal generates it once the foundation has filed 10BD; staff mark each gift.
  form10be_stage text not null default 'pending' constraint "form 10be stage must be pending, downloaded or sent"
    check (form10be_stage in ('pending', 'downloaded', 'sent')),
  notes text constraint "notes must be at most 1000 characters" check (char_length(notes) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint "pan must be as printed, aadhaar twelve digits"
    check ((id_code = 'pan' and private.is_pan(id_number)) or (id_code = 'aadhaar' and private.is_aadhaar(id_number))),
  constraint "a reference (utr or cheque number) must be given unless paid in cash"
    check (mode = 'cash' or reference is not null),
  constraint "a gift with this utr or cheque number is already recorded" unique (reference_key),
  -- Section 80G(5D): a cash gift over 2,000 rupees is not deductible, so it gets no 80G receipt.
  constraint "cash over 2000 rupees gets no 80g receipt"
    check (receipt_number is null or not (mode = 'cash' and amount > 2000)),
  constraint "a gift with a receipt keeps its particulars"
    check ((receipt_number is null) = (receipt_issued_at is null))
);

create index donations_gift_date_idx on public.donations (gift_date desc, created_at desc);
create index donations_financial_year_idx on public.donations (financial_year);

-- The admin's search is an ilike '%term%' on each searched column: trigram indexes.
create index donations_donor_name_trgm_idx on public.donations using gin (donor_name extensions.gin_trgm_ops) with (fastupdate = off);
create index donations_id_number_trgm_idx on public.donations using gin (id_number extensions.gin_trgm_ops) with (fastupdate = off);
create index donations_receipt_number_trgm_idx on public.donations using gin (receipt_number extensions.gin_trgm_ops) with (fastupdate = off);
create index donations_reference_trgm_idx on public.donations using gin (reference extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.donations enable row level security;

revoke all on public.donations from anon, authenticated;

-- Staff write the particulars and the 10BE status; the receipt columns only through the RPCs.
grant select, delete on public.donations to authenticated;
grant insert (donor_name, id_code, id_number, address, email, phone, amount, gift_date, mode, reference, nature,
  receipt_language, notes)
  on public.donations to authenticated;
grant update (donor_name, id_code, id_number, address, email, phone, amount, gift_date, mode, reference, nature,
  receipt_language, notes, form10be_stage, updated_at)
  on public.donations to authenticated;
revoke all on public.donations from service_role;
grant all on public.donations to service_role;

create policy "Staff read donations" on public.donations
  for select to authenticated using ((select public.is_admin()));
create policy "Staff record donations" on public.donations
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff correct donations" on public.donations
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete donations without a receipt" on public.donations
  for delete to authenticated using ((select public.is_admin()) and receipt_number is null);

-- A gift whose receipt was issued keeps the particulars printed on it: correcting them means
-- cancelling the receipt first (its number stays, marked cancelled) and issuing a new one.
create or replace function private.keep_receipted_particulars() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.receipt_number is not null and new.receipt_number is not distinct from old.receipt_number and (
    new.donor_name, new.id_code, new.id_number, new.address, new.amount, new.gift_date, new.mode, new.reference, new.nature
  ) is distinct from (
    old.donor_name, old.id_code, old.id_number, old.address, old.amount, old.gift_date, old.mode, old.reference, old.nature
  ) then
    raise exception 'This gift has receipt %: cancel the receipt before correcting what it shows.', old.receipt_number
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_receipted_particulars() from public;

create trigger donations_keep_receipted_particulars
  before update on public.donations
  for each row execute function private.keep_receipted_particulars();

-- Every receipt number ever issued, cancelled ones included, so a number is never given twice.
create table public.donation_receipts (
  id uuid primary key default gen_random_uuid(),
  donation_id uuid not null constraint "a gift that was given a receipt number stays in the ledger"
    references public.donations (id) on delete restrict,
  financial_year text not null,
  serial integer not null constraint "serial must be positive" check (serial > 0),
  number text not null constraint "each receipt number is issued once" unique,
  issued_at timestamptz not null default now(),
  issued_by uuid,
  cancelled_at timestamptz,
  constraint "each serial is issued once per financial year" unique (financial_year, serial)
);

-- At most one receipt in force per gift.
create unique index "each gift has at most one receipt in force" on public.donation_receipts (donation_id) where cancelled_at is null;

alter table public.donation_receipts enable row level security;

revoke all on public.donation_receipts from anon, authenticated;
grant select on public.donation_receipts to authenticated;
revoke all on public.donation_receipts from service_role;
grant all on public.donation_receipts to service_role;

create policy "Staff read donation receipts" on public.donation_receipts
  for select to authenticated using ((select public.is_admin()));

-- The last serial handed out in each financial year. Issuing a receipt updates its year's row in
-- the same transaction as the receipt, so the row lock orders concurrent issues: no gap (a
-- failed issue rolls its increment back) and no duplicate, which max()+1 cannot promise.
create table public.receipt_counters (
  financial_year text primary key constraint "financial year must look like 2026-27"
    check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_serial integer not null default 0 constraint "last serial must not be negative" check (last_serial >= 0)
);

alter table public.receipt_counters enable row level security;

revoke all on public.receipt_counters from anon, authenticated;
grant select on public.receipt_counters to authenticated;
revoke all on public.receipt_counters from service_role;
grant all on public.receipt_counters to service_role;

create policy "Staff read receipt counters" on public.receipt_counters
  for select to authenticated using ((select public.is_admin()));

-- Turns a receipt request into a gift in one call: the gift prefilled from the request, the
-- request marked, both or neither. A request already recorded answers its gift again.
create or replace function public.record_gift_from_request(request_id uuid) returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.receipt_requests;
  gift_id uuid;
begin
  if not public.is_admin() then
    raise exception 'Only staff may record gifts.' using errcode = 'insufficient_privilege';
  end if;
  select * into request from public.receipt_requests r where r.id = request_id for update;
  if not found then
    raise exception 'No such receipt request.' using errcode = 'no_data_found';
  end if;
  select d.id into gift_id from public.donations d where d.receipt_request_id = request_id;
  if gift_id is null then
    insert into public.donations
      (donor_name, id_code, id_number, address, email, phone, amount, gift_date, mode, reference, receipt_request_id)
    values (request.donor_name, 'pan', request.pan, request.address, request.email, request.phone, request.amount,
      request.gift_date, request.mode, request.transaction_reference, request.id)
    returning id into gift_id;
  end if;
  update public.receipt_requests set recorded_as_gift = true where id = request_id;
  return gift_id;
end;
$$;
revoke execute on function public.record_gift_from_request(uuid) from public, anon, authenticated;
grant execute on function public.record_gift_from_request(uuid) to authenticated, service_role;

-- Issues the 80G receipt of a gift: the next number of the gift's financial year
-- ("2026-27/0001"). Refuses a gift that already has one in force, and cash over 2,000 rupees.
create or replace function public.issue_donation_receipt(donation_id uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  gift public.donations;
  next_serial integer;
  receipt_no text;
begin
  if not public.is_admin() then
    raise exception 'Only staff may issue receipts.' using errcode = 'insufficient_privilege';
  end if;
  select * into gift from public.donations d where d.id = donation_id for update;
  if not found then
    raise exception 'No such gift.' using errcode = 'no_data_found';
  end if;
  if gift.receipt_number is not null then
    raise exception 'This gift already has receipt %.', gift.receipt_number using errcode = 'unique_violation';
  end if;
  if gift.mode = 'cash' and gift.amount > 2000 then
    raise exception 'Cash over ₹2,000 is not deductible under section 80G: no 80G receipt can be issued.'
      using errcode = 'check_violation';
  end if;
  insert into public.receipt_counters as c (financial_year, last_serial) values (gift.financial_year, 1)
  on conflict (financial_year) do update set last_serial = c.last_serial + 1
  returning c.last_serial into next_serial;
  receipt_no := gift.financial_year || '/' || lpad(next_serial::text, 4, '0');
  insert into public.donation_receipts (donation_id, financial_year, serial, number, issued_by)
  values (gift.id, gift.financial_year, next_serial, receipt_no, (select auth.uid()));
  update public.donations
  set receipt_number = receipt_no, receipt_issued_at = now(), receipt_emailed_at = null
  where id = gift.id;
  return receipt_no;
end;
$$;
revoke execute on function public.issue_donation_receipt(uuid) from public, anon, authenticated;
grant execute on function public.issue_donation_receipt(uuid) to authenticated, service_role;

-- Cancels the receipt in force: its number stays in donation_receipts, marked cancelled, and is
-- never handed out again; the gift may then be corrected and given a new number.
create or replace function public.cancel_donation_receipt(donation_id uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  gift public.donations;
begin
  if not public.is_admin() then
    raise exception 'Only staff may cancel receipts.' using errcode = 'insufficient_privilege';
  end if;
  select * into gift from public.donations d where d.id = donation_id for update;
  if not found or gift.receipt_number is null then
    raise exception 'This gift has no receipt to cancel.' using errcode = 'no_data_found';
  end if;
  update public.donation_receipts set cancelled_at = now()
  where number = gift.receipt_number and cancelled_at is null;
  update public.donations
  set receipt_number = null, receipt_issued_at = null, receipt_emailed_at = null
  where id = gift.id;
  return gift.receipt_number;
end;
$$;
revoke execute on function public.cancel_donation_receipt(uuid) from public, anon, authenticated;
grant execute on function public.cancel_donation_receipt(uuid) to authenticated, service_role;

-- E-mailing a receipt (the send-receipt function, as the calling member of staff) in two steps,
-- so that it is sent once: claim_donation_receipt_email takes the receipt for one sender (refused
-- when it was already e-mailed, unless re-sending, and while another send holds it, for up to five
-- minutes); finish_donation_receipt_email notes the time it was sent, or lets it go after a failure.
-- Both name the receipt, so a receipt cancelled meanwhile is neither claimed nor marked.
create or replace function public.claim_donation_receipt_email(donation_id uuid, receipt_number text, resend boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only staff may send receipts.' using errcode = 'insufficient_privilege';
  end if;
  update public.donations d set receipt_email_claimed_at = now()
  where d.id = donation_id
    and d.receipt_number = claim_donation_receipt_email.receipt_number
    and (resend or d.receipt_emailed_at is null)
    and (d.receipt_email_claimed_at is null or d.receipt_email_claimed_at < now() - interval '5 minutes');
  return found;
end;
$$;
revoke execute on function public.claim_donation_receipt_email(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.claim_donation_receipt_email(uuid, text, boolean) to authenticated, service_role;

create or replace function public.finish_donation_receipt_email(donation_id uuid, receipt_number text, sent boolean)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sent_at timestamptz;
begin
  if not public.is_admin() then
    raise exception 'Only staff may send receipts.' using errcode = 'insufficient_privilege';
  end if;
  update public.donations d
  set receipt_emailed_at = case when sent then now() else d.receipt_emailed_at end, receipt_email_claimed_at = null
  where d.id = donation_id and d.receipt_number = finish_donation_receipt_email.receipt_number
  returning d.receipt_emailed_at into sent_at;
  return sent_at;
end;
$$;
revoke execute on function public.finish_donation_receipt_email(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.finish_donation_receipt_email(uuid, text, boolean) to authenticated, service_role;

-- The ledger in the privacy machinery (section "Retention and privacy requests";
-- docs/architecture.md#retention, #privacy-requests):
-- its personal data is declared, an erasure keeps a gift for as long as the law asks, and the
-- retention job deletes it after that, with its receipt numbers first (a gift that was ever given
-- a number cannot be deleted before them).
insert into private.personal_data_columns (table_name, column_name, kind) values
  ('donations', 'donor_name', 'name'),
  ('donations', 'id_number', 'pan'),
  ('donations', 'address', 'address'),
  ('donations', 'email', 'email'),
  ('donations', 'phone', 'phone'),
  ('donations', 'reference', 'free_text'),
  ('donations', 'notes', 'free_text');

insert into private.erasure_holds (table_name, held_until, reason) values
  ('donations', 'private.receipt_request_kept_until(gift_date)',
   'A gift in the donations ledger is a record of a donation, which the foundation must keep for ten '
   || 'years after the end of the assessment year of the gift. It is deleted automatically then.');

-- Rules run in the order of their names: "Donation receipts …" before "Donations …".
insert into private.retention_rules (name, table_name, expired) values
  ('Donation receipts ten years after the end of the assessment year of their gift', 'donation_receipts',
   'private.receipt_request_kept_until((select d.gift_date from public.donations d where d.id = donation_id)) '
   || '< private.today_in_india()'),
  ('Donations ten years after the end of the assessment year of the gift', 'donations',
   'private.receipt_request_kept_until(gift_date) < private.today_in_india()');

-- Staff alerts about gifts: "A new gift was recorded" (section "Staff alerts").
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


-- ================================================================================================
-- Assessment requests
-- ================================================================================================

-- A parent asks for an assessment of their child (issue 24; docs/product.md#assessment-request).
-- A child's age, worries and a parent's phone are personal data: visitors never touch the table,
-- they call submit_assessment_request, which stands on the visitor-submission rules the contact
-- form and the 80G request share (section "Visitor submissions"): limits per
-- phone and per network, held for review past the hour's threshold, exactly once by the
-- browser-made key, the client network from the gateway. Staff read and work the requests.

-- An Indian mobile number as the limits count it: the ten digits, whatever was typed around them
-- (+91, 91 or 0 in front; spaces, dashes, dots, brackets; Devanagari digits from a Hindi keyboard).
-- Null when it is not a mobile number (ten digits starting 6 to 9). Stored as typed; this is
-- only the key.
create or replace function private.indian_mobile_key(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select substring(
    regexp_replace(translate(private.strip_invisible(value), '०१२३४५६७८९', '0123456789'), '[\s().-]', '', 'g')
    from '^(?:\+91|91|0)?([6-9][0-9]{9})$'
  );
$$;

-- Markup in a visitor's text: something that opens an HTML tag, a comment or a declaration
-- (<b>, </p>, <!--, <?xml). A lone < as in "age < 3" is text and stays.
create or replace function private.has_markup(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ '<[A-Za-z/!?]', false);
$$;
grant execute on function private.indian_mobile_key(text), private.has_markup(text) to authenticated, service_role;

create table public.assessment_requests (
  id uuid primary key default gen_random_uuid(),
  child_name text not null constraint "child name must hold a letter or digit, at most 60 characters, no markup"
    check (private.has_letter_or_digit(child_name) and char_length(child_name) <= 60 and not private.has_markup(child_name)),
  -- The age as the parent gave it: years and months, or a date of birth; age_in_months is the age
  -- on the day of the request either way, for staff's age groups.
  age_years smallint constraint "age years must be 0 to 18" check (age_years between 0 and 18),
  age_months smallint constraint "age months must be 0 to 11" check (age_months between 0 and 11),
  date_of_birth date,
  age_in_months smallint not null constraint "age must be 0 to 18 years" check (age_in_months between 0 and 18 * 12 + 11),
  age_group text generated always as (
    case when age_in_months < 36 then '0-2' when age_in_months < 72 then '3-5' when age_in_months < 144 then '6-11' else '12-18' end
  ) stored,
  concerns text[] not null default '{}' constraint "concerns must come from the list"
    check (concerns <@ array['speech', 'movement', 'behaviour', 'learning', 'social', 'sleep_eating', 'diagnosis', 'other']),
  concern_details text constraint "concern details must be at most 2000 characters, no markup"
    check (char_length(concern_details) <= 2000 and not private.has_markup(concern_details)),
  parent_name text not null constraint "parent name must hold a letter or digit, at most 120 characters, no markup"
    check (private.has_letter_or_digit(parent_name) and char_length(parent_name) <= 120 and not private.has_markup(parent_name)),
  phone text not null constraint "phone must be an Indian mobile number of at most 30 characters"
    check (char_length(phone) <= 30 and private.indian_mobile_key(phone) is not null),
  phone_key text generated always as (private.indian_mobile_key(phone)) stored,
  whatsapp boolean not null default false,
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  call_language text not null constraint "call language must be hi or en" check (call_language in ('hi', 'en')),
  call_time text not null constraint "call time must be morning, afternoon, evening or any"
    check (call_time in ('morning', 'afternoon', 'evening', 'any')),
  service text not null default 'not_sure' constraint "service must be one of the eight or not_sure"
    check (service in (
      'autism-intervention', 'occupational-therapy', 'parental-training', 'standard-assessments',
      'special-education', 'physiotherapy', 'diet-nutrition', 'speech-therapy', 'not_sure'
    )),
  consent_at timestamptz not null,
  status text not null default 'new' constraint "status must be new, contacted, scheduled, closed or not_reachable"
    check (status in ('new', 'contacted', 'scheduled', 'closed', 'not_reachable')),
  staff_notes text constraint "staff notes must be at most 5000 characters" check (char_length(staff_notes) <= 5000),
  last_call_on date,
  -- Set when the status becomes closed, cleared when it is reopened: the retention rule counts
  -- 24 months from here (README, "Retention").
  closed_at timestamptz,
  held_for_review boolean not null default false,
  client_key uuid constraint "each assessment request key is stored once" unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint "a worry must be ticked or described" check (cardinality(concerns) > 0 or concern_details is not null),
  constraint "an age or a date of birth must be given" check (age_years is not null or date_of_birth is not null)
);

create index assessment_requests_created_at_idx on public.assessment_requests (created_at desc);
create index assessment_requests_open_idx on public.assessment_requests (created_at) where status not in ('closed');
create index assessment_requests_status_idx on public.assessment_requests (status, created_at desc);
create index assessment_requests_closed_idx on public.assessment_requests (closed_at) where closed_at is not null;

-- closed_at and updated_at follow the status, whoever changes it.
create or replace function private.assessment_request_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.status = 'closed' and (tg_op = 'INSERT' or old.status is distinct from 'closed') then
    new.closed_at := now();
  elsif new.status <> 'closed' then
    new.closed_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.assessment_request_touch() from public;

create trigger assessment_requests_touch
  before insert or update on public.assessment_requests
  for each row execute function private.assessment_request_touch();

alter table public.assessment_requests enable row level security;

-- From nothing, whatever the project's default privileges: staff change only what they work
-- (status, notes, the date of the last call, the review hold); what the parent sent stays as sent.
-- Delete: a parent may ask for their data to be deleted (DPDP Act 2023).
revoke all on public.assessment_requests from anon, authenticated;
grant select, delete on public.assessment_requests to authenticated;
grant update (status, staff_notes, last_call_on, held_for_review) on public.assessment_requests to authenticated;
revoke all on public.assessment_requests from service_role;
grant all on public.assessment_requests to service_role;

-- public.is_admin() means "admin": an editor role without access to personal data must never
-- read these rows.
create policy "Staff read assessment requests" on public.assessment_requests
  for select to authenticated using ((select public.is_admin()));
create policy "Staff work assessment requests" on public.assessment_requests
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete assessment requests" on public.assessment_requests
  for delete to authenticated using ((select public.is_admin()));

create trigger assessment_requests_queue_staff_alerts
  after insert or update of held_for_review on public.assessment_requests
  for each row execute function private.queue_staff_alerts();

-- Text, or a JSON value of one of the kinds allowed, as text; null when absent or JSON null.
-- Raises nothing: the caller has already checked the kinds.
create or replace function private.assessment_flag(value jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when value is null or jsonb_typeof(value) = 'null' then null
    when jsonb_typeof(value) = 'boolean' then (value #>> '{}')::boolean
    when lower(btrim(value #>> '{}')) in ('true', 'yes', 'on', '1') then true
    when lower(btrim(value #>> '{}')) in ('false', 'no', 'off', '0', '') then false
    else null
  end;
$$;
revoke execute on function private.assessment_flag(jsonb) from public;

-- One JSON object in, `{ success, message }` out, in the pattern of accept_receipt_request.
--   concerns     a JSON array of the listed words, or one text of them separated by commas;
--   age          age_years (and age_months), as numbers or digits, or date_of_birth YYYY-MM-DD;
--   whatsapp     true/false (or yes/no, on/off); consent must be true: its time is stored.
create or replace function private.accept_assessment_request(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array[
    'child_name', 'age_years', 'age_months', 'date_of_birth', 'concerns', 'concern_details', 'parent_name',
    'phone', 'whatsapp', 'email', 'call_language', 'call_time', 'service', 'consent', 'client_key'
  ];
  known_concerns constant text[] := array[
    'speech', 'movement', 'behaviour', 'learning', 'social', 'sleep_eating', 'diagnosis', 'other'
  ];
  thanks constant text := 'Thank you! We have your request. Someone from the centre will call you within two working days.';
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
  refusal jsonb;
  v_child text;
  v_years_text text;
  v_months_text text;
  v_years int;
  v_months int;
  v_dob_text text;
  v_dob date;
  v_age int;
  v_concerns text[];
  v_details text;
  v_parent text;
  v_phone text;
  v_phone_key text;
  v_whatsapp boolean;
  v_email text;
  v_language text;
  v_time text;
  v_service text;
  v_consent boolean;
  v_key uuid;
  client record;
  verdict record;
begin
  refusal := private.visitor_payload_refusal(payload, 'request', allowed);
  if refusal is not null then
    return refusal;
  end if;

  if exists (
    select 1 from jsonb_each(payload)
    where jsonb_typeof(value) not in ('string', 'null')
      and not (key in ('age_years', 'age_months') and jsonb_typeof(value) = 'number')
      and not (key in ('whatsapp', 'consent') and jsonb_typeof(value) = 'boolean')
      and not (key = 'concerns' and jsonb_typeof(value) = 'array')
  ) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text, the ages numbers, the concerns a list and the choices true or false.');
  end if;

  v_child := private.trim_blank(payload ->> 'child_name');
  v_years_text := private.trim_blank(payload ->> 'age_years');
  v_months_text := private.trim_blank(payload ->> 'age_months');
  v_dob_text := private.trim_blank(payload ->> 'date_of_birth');
  v_details := nullif(private.trim_blank(payload ->> 'concern_details'), '');
  v_parent := private.trim_blank(payload ->> 'parent_name');
  v_phone := private.trim_blank(payload ->> 'phone');
  v_email := nullif(private.trim_blank(payload ->> 'email'), '');
  v_language := private.trim_blank(payload ->> 'call_language');
  v_time := private.trim_blank(payload ->> 'call_time');
  v_service := coalesce(nullif(private.trim_blank(payload ->> 'service'), ''), 'not_sure');
  v_whatsapp := private.assessment_flag(payload -> 'whatsapp');
  v_consent := private.assessment_flag(payload -> 'consent');

  if jsonb_typeof(payload -> 'concerns') = 'array' then
    if exists (select 1 from jsonb_array_elements(payload -> 'concerns') as e where jsonb_typeof(e) <> 'string') then
      return jsonb_build_object('success', false, 'message', 'Please choose the worries from the list.');
    end if;
    select coalesce(array_agg(distinct private.trim_blank(e)), '{}') into v_concerns
    from jsonb_array_elements_text(payload -> 'concerns') as e where not private.is_blank(e);
  else
    select coalesce(array_agg(distinct private.trim_blank(e)), '{}') into v_concerns
    from unnest(string_to_array(coalesce(payload ->> 'concerns', ''), ',')) as e where not private.is_blank(e);
  end if;

  -- Markup first: a field with a tag is refused whatever else is wrong with it.
  if private.has_markup(v_child) or private.has_markup(v_details) or private.has_markup(v_parent)
    or private.has_markup(v_email) or private.has_markup(v_phone) then
    return jsonb_build_object('success', false, 'message', 'Please write plain text: markup such as <b> is not accepted.');
  end if;
  if v_child = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter the first name or initials of the child.');
  end if;
  if not private.has_letter_or_digit(v_child) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if char_length(v_child) > 60 then
    return jsonb_build_object('success', false, 'message', 'The first name or initials of the child must be at most 60 characters.');
  end if;

  if v_dob_text <> '' then
    if v_dob_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
      return jsonb_build_object('success', false, 'message', 'Please enter the date of birth as YYYY-MM-DD.');
    end if;
    begin
      v_dob := v_dob_text::date;
    exception when others then
      return jsonb_build_object('success', false, 'message', 'Please enter the date of birth as YYYY-MM-DD.');
    end;
    if v_dob > today or v_dob <= (today - interval '19 years')::date then
      return jsonb_build_object('success', false, 'message', 'We see children from birth to 18 years: please check the age.');
    end if;
    v_age := extract(year from age(today, v_dob))::int * 12 + extract(month from age(today, v_dob))::int;
  elsif v_years_text <> '' then
    if v_years_text ~ '^-' or (v_months_text <> '' and v_months_text ~ '^-') then
      return jsonb_build_object('success', false, 'message', 'We see children from birth to 18 years: please check the age.');
    end if;
    if v_years_text !~ '^[0-9]{1,3}$' or (v_months_text <> '' and v_months_text !~ '^[0-9]{1,3}$') then
      return jsonb_build_object('success', false, 'message', 'Please give the age in whole years and months.');
    end if;
    v_years := v_years_text::int;
    v_months := coalesce(nullif(v_months_text, '')::int, 0);
    if v_years > 18 then
      return jsonb_build_object('success', false, 'message', 'We see children from birth to 18 years: please check the age.');
    end if;
    if v_months > 11 then
      return jsonb_build_object('success', false, 'message', 'Months must be 0 to 11: please give the rest as years.');
    end if;
    v_age := v_years * 12 + v_months;
  else
    return jsonb_build_object('success', false, 'message', 'Please give the age of the child in years and months, or the date of birth.');
  end if;

  if not (v_concerns <@ known_concerns) then
    return jsonb_build_object('success', false, 'message', 'Please choose the worries from the list.');
  end if;
  if cardinality(v_concerns) = 0 and v_details is null then
    return jsonb_build_object('success', false, 'message', 'Please tick at least one worry, or describe it in your own words.');
  end if;
  if char_length(v_details) > 2000 then
    return jsonb_build_object('success', false, 'message', 'The description of your worries must be at most 2000 characters.');
  end if;

  if v_parent = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter your name.');
  end if;
  if not private.has_letter_or_digit(v_parent) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if char_length(v_parent) > 120 then
    return jsonb_build_object('success', false, 'message', 'Name must be at most 120 characters.');
  end if;
  if v_phone = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter your mobile number, so that we can call you.');
  end if;
  v_phone_key := private.indian_mobile_key(v_phone);
  if v_phone_key is null or char_length(v_phone) > 30 then
    return jsonb_build_object('success', false, 'message', 'Please enter a 10-digit Indian mobile number, with or without +91.');
  end if;
  if v_whatsapp is null and (payload -> 'whatsapp') is not null and jsonb_typeof(payload -> 'whatsapp') <> 'null' then
    return jsonb_build_object('success', false, 'message', 'Please say whether we may write to you on WhatsApp.');
  end if;
  if v_email is not null and (not private.is_mailbox(v_email) or char_length(v_email) > 254) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if v_language not in ('hi', 'en') then
    return jsonb_build_object('success', false, 'message', 'Please choose the language for our call: Hindi or English.');
  end if;
  if v_time not in ('morning', 'afternoon', 'evening', 'any') then
    return jsonb_build_object('success', false, 'message', 'Please choose a time of day for our call.');
  end if;
  if v_service not in (
    'autism-intervention', 'occupational-therapy', 'parental-training', 'standard-assessments',
    'special-education', 'physiotherapy', 'diet-nutrition', 'speech-therapy', 'not_sure'
  ) then
    return jsonb_build_object('success', false, 'message', 'Please choose a service from the list, or Not sure.');
  end if;
  if v_consent is distinct from true then
    return jsonb_build_object('success', false, 'message', 'Please tick the consent box: we cannot keep your request without it.');
  end if;

  -- A repeat of a key is answered as the first was and stores nothing (private.locked_client_key).
  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The request key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null and exists (select 1 from public.assessment_requests where client_key = v_key) then
    return jsonb_build_object('success', true, 'message', thanks);
  end if;

  -- The limits count a family by its mobile number's ten digits, under the reserved .invalid
  -- domain (RFC 2606), which no real mailbox can share: 5 an hour per phone, 20 per network.
  select * into verdict from private.admit_visitor_submission('assessment_request', v_phone_key || '@phone.invalid');
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  insert into public.assessment_requests (
    child_name, age_years, age_months, date_of_birth, age_in_months, concerns, concern_details, parent_name,
    phone, whatsapp, email, call_language, call_time, service, consent_at, held_for_review, client_key
  ) values (
    v_child, v_years, case when v_dob is null then v_months end, v_dob, v_age, v_concerns, v_details, v_parent,
    v_phone, coalesce(v_whatsapp, false), v_email, v_language, v_time, v_service, now(), verdict.held, v_key
  );

  return jsonb_build_object('success', true, 'message', thanks);
end;
$$;
revoke execute on function private.accept_assessment_request(jsonb) from public;

-- The API: a JSON body comes whole (one unnamed jsonb parameter, as submit_contact_message;
-- private.expose_visitor_submission).
select private.expose_visitor_submission('submit_assessment_request', 'accept_assessment_request');

-- Staff alerts know the kind (section "Staff alerts"): the alert says only "a new assessment
-- request" and links to it (supabase/functions/notify-staff/compose.ts).
insert into private.alert_kinds (kind, table_name) values ('assessment_request', 'assessment_requests');

-- The admin searches assessment requests by the parent's name and phone (src/admin/resources/
-- assessmentRequests.ts): trigram indexes, as every searched column of every resource has
-- (tests/integration/searchIndexes.test.ts).
create index assessment_requests_parent_name_trgm_idx
  on public.assessment_requests using gin (parent_name extensions.gin_trgm_ops) with (fastupdate = off);
create index assessment_requests_phone_trgm_idx
  on public.assessment_requests using gin (phone extensions.gin_trgm_ops) with (fastupdate = off);

-- The assessment form without JavaScript (docs/product.md#assessment-request): the prerendered
-- form posts itself, form-encoded, to submit_assessment_request_page, which takes the same
-- request through private.accept_assessment_request and answers a small result page in the
-- form's language (PostgREST serves a function returning the domain "text/html" as that media
-- type). Each ticked worry comes as its own field (concern_speech=on), as a plain form sends it.
-- Its Hindi sentences are kept here, beside the English answers above and those of section "Visitor
-- submissions"; tests/unit/site/serverAnswersInHindi.test.ts checks that none is missing.
do $$
begin
  if not exists (select 1 from pg_type where typname = 'text/html' and typnamespace = 'public'::regnamespace) then
    create domain public."text/html" as text;
  end if;
end;
$$;

create or replace function private.html_text(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;');
$$;
revoke execute on function private.html_text(text) from public;

-- Each answer of the RPC and of the visitor limits, in Hindi, for the result page.
create or replace function private.assessment_answer_hi(answer text) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_build_object(
    'Thank you! We have your request. Someone from the centre will call you within two working days.',
      'धन्यवाद! आपका अनुरोध हमें मिल गया है। केंद्र से कोई दो कार्यदिवस के भीतर आपको फ़ोन करेगा।',
    'Please write plain text: markup such as <b> is not accepted.',
      'कृपया सादा पाठ लिखें: <b> जैसे मार्कअप स्वीकार नहीं किए जाते।',
    'Please enter the first name or initials of the child.',
      'कृपया बच्चे का पहला नाम या नाम के पहले अक्षर लिखें।',
    'Please enter a name with at least one letter or digit.',
      'कृपया ऐसा नाम लिखें जिसमें कम से कम एक अक्षर या अंक हो।',
    'The first name or initials of the child must be at most 60 characters.',
      'बच्चे का पहला नाम या पहले अक्षर अधिकतम 60 वर्णों के हो सकते हैं।',
    'Please enter the date of birth as YYYY-MM-DD.',
      'कृपया जन्म तिथि YYYY-MM-DD के रूप में लिखें।',
    'We see children from birth to 18 years: please check the age.',
      'हम जन्म से 18 वर्ष तक के बच्चों को देखते हैं: कृपया आयु जाँच लें।',
    'Please give the age in whole years and months.',
      'कृपया आयु पूरे वर्षों और महीनों में लिखें।',
    'Months must be 0 to 11: please give the rest as years.',
      'महीने 0 से 11 तक हो सकते हैं: बाक़ी को वर्षों में लिखें।',
    'Please give the age of the child in years and months, or the date of birth.',
      'कृपया बच्चे की आयु वर्षों और महीनों में, या जन्म तिथि लिखें।',
    'Please choose the worries from the list.',
      'कृपया चिंताएँ सूची में से चुनें।',
    'Please tick at least one worry, or describe it in your own words.',
      'कृपया कम से कम एक चिंता पर सही का निशान लगाएँ, या उसे अपने शब्दों में लिखें।',
    'The description of your worries must be at most 2000 characters.',
      'आपकी चिंताओं का विवरण अधिकतम 2000 वर्णों का हो सकता है।',
    'Please enter your name.',
      'कृपया अपना नाम लिखें।',
    'Name must be at most 120 characters.',
      'नाम अधिकतम 120 वर्णों का हो सकता है।',
    'Please enter your mobile number, so that we can call you.',
      'कृपया अपना मोबाइल नंबर लिखें, ताकि हम आपको फ़ोन कर सकें।',
    'Please enter a 10-digit Indian mobile number, with or without +91.',
      'कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें, +91 के साथ या उसके बिना।',
    'Please say whether we may write to you on WhatsApp.',
      'कृपया बताएँ कि क्या हम आपको WhatsApp पर लिख सकते हैं।',
    'Please enter a valid email address.',
      'कृपया मान्य ईमेल पता लिखें।',
    'Please choose the language for our call: Hindi or English.',
      'कृपया हमारी कॉल की भाषा चुनें: हिंदी या अंग्रेज़ी।',
    'Please choose a time of day for our call.',
      'कृपया हमारी कॉल के लिए दिन का समय चुनें।',
    'Please choose a service from the list, or Not sure.',
      'कृपया सूची में से कोई सेवा चुनें, या "पक्का नहीं"।',
    'Please tick the consent box: we cannot keep your request without it.',
      'कृपया सहमति वाले बॉक्स पर सही का निशान लगाएँ: इसके बिना हम आपका अनुरोध नहीं रख सकते।',
    'The request key is not valid. Please reload the page and send again.',
      'अनुरोध की कुंजी मान्य नहीं है। कृपया पेज दोबारा लोड करके फिर से भेजें।',
    'Too many messages from this address. Please try again in an hour.',
      'इस नंबर से बहुत सारे अनुरोध आ चुके हैं। कृपया एक घंटे बाद फिर कोशिश करें।',
    'Too many messages have come from your network in the last hour. Please try again later.',
      'पिछले एक घंटे में आपके नेटवर्क से बहुत सारे संदेश आए हैं। कृपया कुछ देर बाद फिर कोशिश करें।'
  ) ->> answer, 'आपका अनुरोध नहीं भेजा जा सका। कृपया जाँच कर फिर से भेजें।');
$$;
revoke execute on function private.assessment_answer_hi(text) from public;

create or replace function public.submit_assessment_request_page(
  child_name text default null,
  age_years text default null,
  age_months text default null,
  date_of_birth text default null,
  concern_speech text default null,
  concern_movement text default null,
  concern_behaviour text default null,
  concern_learning text default null,
  concern_social text default null,
  concern_sleep_eating text default null,
  concern_diagnosis text default null,
  concern_other text default null,
  concern_details text default null,
  parent_name text default null,
  phone text default null,
  whatsapp text default null,
  email text default null,
  call_language text default null,
  call_time text default null,
  service text default null,
  consent text default null,
  lang text default null
) returns public."text/html"
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hindi constant boolean := lang = 'hi';
  answer jsonb;
  ok boolean;
  message text;
  origin text;
  form_path constant text := case when hindi then '/hi/assessment' else '/assessment' end;
  home_path constant text := case when hindi then '/hi' else '/' end;
  heading text;
  next_step text;
  links text := '';
begin
  answer := private.accept_assessment_request(jsonb_strip_nulls(jsonb_build_object(
    'child_name', child_name, 'age_years', age_years, 'age_months', age_months, 'date_of_birth', date_of_birth,
    'concerns', array_to_string(array_remove(array[
      case when concern_speech is not null then 'speech' end,
      case when concern_movement is not null then 'movement' end,
      case when concern_behaviour is not null then 'behaviour' end,
      case when concern_learning is not null then 'learning' end,
      case when concern_social is not null then 'social' end,
      case when concern_sleep_eating is not null then 'sleep_eating' end,
      case when concern_diagnosis is not null then 'diagnosis' end,
      case when concern_other is not null then 'other' end
    ], null), ','),
    'concern_details', concern_details, 'parent_name', parent_name, 'phone', phone, 'whatsapp', whatsapp,
    'email', email, 'call_language', call_language, 'call_time', call_time, 'service', service, 'consent', consent
  )));
  ok := (answer ->> 'success')::boolean;
  message := case when hindi then private.assessment_answer_hi(answer ->> 'message') else answer ->> 'message' end;
  if ok then
    heading := case when hindi then 'अनुरोध भेज दिया गया' else 'Request sent' end;
    next_step := case when hindi
      then 'हम आपके चुने हुए समय पर, आपकी चुनी हुई भाषा में फ़ोन करेंगे। फ़ोन पर हम मिलकर आकलन का दिन तय करेंगे।'
      else 'We will call at the time of day you chose, in the language you chose, and agree a day for the assessment with you.' end;
  else
    heading := case when hindi then 'अनुरोध नहीं भेजा गया' else 'Request not sent' end;
    next_step := case when hindi
      then 'आपके उत्तर फ़ॉर्म में सुरक्षित हैं: अपने ब्राउज़र के Back (वापस) बटन से फ़ॉर्म पर लौटें, इसे ठीक करें और फिर से भेजें।'
      else 'Your answers are still in the form: go back with your browser''s Back button, correct this and send again.' end;
  end if;

  -- Links back to the site that posted the form, when the browser said which site that was.
  begin
    origin := nullif(current_setting('request.headers', true), '')::json ->> 'origin';
  exception when others then
    origin := null;
  end;
  if origin ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$' then
    links := format(
      '<p><a href="%s">%s</a></p><p><a href="%s">%s</a></p>',
      private.html_text(origin || home_path),
      case when hindi then 'मुखपृष्ठ पर जाएँ' else 'Go to the home page' end,
      private.html_text(origin || form_path),
      case when hindi then 'एक और अनुरोध भेजें' else 'Send another request' end
    );
    if not ok then
      links := '';
    end if;
  end if;

  return format(
    '<!doctype html><html lang="%s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
    '<meta name="robots" content="noindex"><title>%s</title><style>body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;'
    'line-height:1.6;margin:0;padding:24px;color:#1a1b1e;font-size:18px}main{max-width:36rem;margin:0 auto}'
    'h1{font-size:1.6rem}a{color:#1864ab;display:inline-block;padding:12px 0;font-size:1.1rem}'
    '.answer{padding:16px;border-radius:8px;background:%s}</style></head><body><main><h1>%s</h1>'
    '<p class="answer" role="%s">%s</p><p>%s</p>%s</main></body></html>',
    case when hindi then 'hi' else 'en' end,
    private.html_text(heading),
    case when ok then '#e6fcf5' else '#fff5f5' end,
    private.html_text(heading),
    case when ok then 'status' else 'alert' end,
    private.html_text(message),
    private.html_text(next_step),
    links
  );
end;
$$;
revoke execute on function public.submit_assessment_request_page(
  text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text
) from public, anon, authenticated;
grant execute on function public.submit_assessment_request_page(
  text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text
) to anon, authenticated, service_role;

-- Assessment requests in the privacy machinery (section "Retention and privacy requests";
-- docs/architecture.md#retention, #privacy-requests): their personal data is declared, and the
-- retention job deletes a request closed more than 24 months ago.
insert into private.personal_data_columns (table_name, column_name, kind) values
  ('assessment_requests', 'child_name', 'name'),
  ('assessment_requests', 'parent_name', 'name'),
  ('assessment_requests', 'phone', 'phone'),
  ('assessment_requests', 'email', 'email'),
  -- Exported and erased with the row; only e-mail and phone columns are searched.
  ('assessment_requests', 'date_of_birth', 'free_text'),
  ('assessment_requests', 'concern_details', 'free_text'),
  ('assessment_requests', 'staff_notes', 'free_text');

insert into private.retention_rules (name, table_name, expired) values
  ('Assessment requests closed more than 24 months ago', 'assessment_requests',
   'status = ''closed'' and closed_at < now() - interval ''24 months''');


-- ================================================================================================
-- Publishing and history
-- ================================================================================================

-- Staff publish with confidence (issue 25, docs/architecture.md#publishing-and-history).
--
-- 1. Draft, scheduled, published. A content table declared with private.make_publishable() gets
--    `status` (draft or published) and `publish_at`; a published row whose publish_at is still to
--    come is "scheduled". With ends = true it also gets an optional `ends_at` after which the row
--    stops showing (notices). The database decides what the public sees: a restrictive policy per
--    table lets anon and non-staff accounts read only published rows whose time has come (and has
--    not ended); staff (public.is_staff()) read every row. The restrictive policy is ANDed with the
--    table's existing read policies, so `is_active` keeps its meaning (an inactive row stays hidden).
--    Rows already in a table when it is made publishable are published at their created_at.
--
-- 2. History with undo. A table declared with private.track_history() records every insert,
--    update and delete in public.change_history (who: auth.uid() and the account's e-mail; when;
--    the operation; the old and new row as jsonb). Nobody writes history through the API: the
--    trigger (security definer) appends, staff read it (editors only the rows of tables not declared
--    personal data), and public.restore_history(id) puts a row back as it was before that change,
--    with its id; the restore is itself recorded (restored_from). History older than two years is
--    removed by the retention job (a rule in private.retention_rules).
--
-- A content type gets both with two lines, as events do (section "Events"):
--   select private.make_publishable('events');
--   select private.track_history('events');
create or replace function private.make_publishable(target text, ends boolean default false) returns void
language plpgsql
set search_path = ''
as $$
declare
  visible text;
begin
  if to_regclass('public.' || quote_ident(target)) is null then
    raise exception 'No table public.%', target using errcode = '42P01';
  end if;
  execute format(
    'alter table public.%I '
    'add column status text not null default ''published'' '
    '  constraint "status must be draft or published" check (status in (''draft'', ''published'')), '
    'add column publish_at timestamptz', target);
  -- Existing rows were live already: published at the time they were made, without touching
  -- updated_at (user triggers off for the backfill).
  execute format('alter table public.%I disable trigger user', target);
  execute format('update public.%I set publish_at = created_at', target);
  execute format('alter table public.%I enable trigger user', target);
  execute format(
    'alter table public.%I alter column publish_at set default now(), alter column publish_at set not null', target);
  visible := 'status = ''published'' and publish_at <= now()';
  if ends then
    execute format(
      'alter table public.%I add column ends_at timestamptz '
      '  constraint "ends_at must be after publish_at" check (ends_at > publish_at)', target);
    visible := visible || ' and (ends_at is null or ends_at > now())';
  end if;
  execute format('create index %I on public.%I (publish_at)', target || '_publish_at_idx', target);
  execute format(
    'create policy "Visitors read published %1$s only" on public.%2$I as restrictive '
    'for select to anon using (%3$s)', replace(target, '_', ' '), target, visible);
  execute format(
    'create policy "Non-staff read published %1$s only" on public.%2$I as restrictive '
    'for select to authenticated using ((%3$s) or (select public.is_staff()))', replace(target, '_', ' '), target, visible);
end;
$$;
revoke execute on function private.make_publishable(text, boolean) from public;

select private.make_publishable('news_articles');
select private.make_publishable('notices', ends => true);
select private.make_publishable('doctors');
select private.make_publishable('advisories');
select private.make_publishable('testimonials');
select private.make_publishable('photos');

-- History -----------------------------------------------------------------------------------------
create table public.change_history (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id uuid not null,
  operation text not null constraint "operation must be insert, update or delete"
    check (operation in ('insert', 'update', 'delete')),
  actor_id uuid,
  actor_email text,
  changed_at timestamptz not null default now(),
  old_row jsonb,
  new_row jsonb,
  -- The history row this change restored (public.restore_history), or null.
  restored_from bigint,
  -- Declared per table (private.track_history): editors read only rows where this is false.
  personal_data boolean not null default false
);

create index change_history_row_idx on public.change_history (table_name, row_id, changed_at desc, id desc);
create index change_history_changed_at_idx on public.change_history (changed_at);

comment on table public.change_history is
  'Append-only: written by the private.record_history() trigger only; staff read it; nobody updates or deletes it through the API.';

revoke all on public.change_history from anon, authenticated, service_role;
grant select on public.change_history to authenticated, service_role;
revoke all on sequence public.change_history_id_seq from anon, authenticated, service_role;

alter table public.change_history enable row level security;

create policy "Staff read history, editors of content only" on public.change_history
  for select to authenticated
  using ((select public.is_admin()) or (not personal_data and (select public.is_staff())));
create policy "The service role reads history" on public.change_history
  for select to service_role using (true);

create or replace function private.record_history() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  before_row jsonb;
  after_row jsonb;
begin
  if tg_op <> 'INSERT' then
    before_row := to_jsonb(old);
  end if;
  if tg_op <> 'DELETE' then
    after_row := to_jsonb(new);
  end if;
  -- An update that changes nothing but updated_at is not a change.
  if tg_op = 'UPDATE' and before_row - 'updated_at' = after_row - 'updated_at' then
    return null;
  end if;
  insert into public.change_history
    (table_name, row_id, operation, actor_id, actor_email, old_row, new_row, restored_from, personal_data)
  values (
    tg_table_name,
    (coalesce(after_row, before_row) ->> 'id')::uuid,
    lower(tg_op),
    actor,
    (select u.email from auth.users u where u.id = actor),
    before_row,
    after_row,
    nullif(current_setting('app.restoring_history', true), '')::bigint,
    coalesce(tg_argv[0]::boolean, false)
  );
  return null;
end;
$$;
revoke execute on function private.record_history() from public;

create or replace function private.track_history(target text, personal_data boolean default false) returns void
language plpgsql
set search_path = ''
as $$
begin
  if to_regclass('public.' || quote_ident(target)) is null then
    raise exception 'No table public.%', target using errcode = '42P01';
  end if;
  execute format(
    'create trigger %I after insert or update or delete on public.%I '
    'for each row execute function private.record_history(%L)',
    target || '_record_history', target, personal_data::text);
end;
$$;
revoke execute on function private.track_history(text, boolean) from public;

select private.track_history('news_articles');
select private.track_history('notices');
select private.track_history('doctors');
select private.track_history('advisories');
select private.track_history('testimonials');
select private.track_history('photos');
select private.track_history('pages');

-- Puts the row back as it was before the change `history_id` recorded: a deleted row comes back
-- with its id (and created_at), an updated row gets its old values, a created row is deleted.
-- Security definer so the row keeps its id (private.keep_server_columns gives client inserts a new
-- one); it checks the caller's role itself: staff for content, admins for personal data.
create or replace function public.restore_history(history_id bigint) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  h public.change_history;
  columns text;
  still_there boolean;
begin
  if not public.is_staff() then
    raise exception 'Only staff can restore a change' using errcode = '42501';
  end if;
  select * into h from public.change_history where id = history_id;
  if not found or (h.personal_data and not public.is_admin()) then
    raise exception 'No change with this id' using errcode = 'P0002';
  end if;
  if not exists (
    select 1 from information_schema.triggers t
    where t.event_object_schema = 'public' and t.event_object_table = h.table_name
      and t.trigger_name = h.table_name || '_record_history'
  ) then
    raise exception 'This table keeps no history' using errcode = '22023';
  end if;
  perform set_config('app.restoring_history', h.id::text, true);
  if h.old_row is null then
    execute format('delete from public.%I where id = $1', h.table_name) using h.row_id;
  else
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
      from pg_catalog.pg_attribute a
      where a.attrelid = ('public.' || quote_ident(h.table_name))::regclass
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attname <> 'id';
    execute format('select exists (select 1 from public.%I where id = $1)', h.table_name)
      into still_there using h.row_id;
    if not still_there then
      execute format(
        'insert into public.%1$I (id, %2$s) select id, %2$s from jsonb_populate_record(null::public.%1$I, $1)',
        h.table_name, columns) using h.old_row;
    else
      execute format(
        'update public.%1$I set (%2$s) = (select %2$s from jsonb_populate_record(null::public.%1$I, $1)) where id = $2',
        h.table_name, columns) using h.old_row, h.row_id;
    end if;
  end if;
  perform set_config('app.restoring_history', '', true);
end;
$$;
revoke execute on function public.restore_history(bigint) from public, anon, authenticated, service_role;
grant execute on function public.restore_history(bigint) to authenticated;

-- Two years of history is enough to see who changed what and undo a mistake; older rows go.
insert into private.retention_rules (name, table_name, expired) values
  ('Change history older than 2 years', 'change_history', 'changed_at < now() - interval ''2 years''');


-- ================================================================================================
-- Site freshness and rebuilds
-- ================================================================================================

-- The site's freshness (issue 25, item 3): staff may ask the static host for a rebuild through the
-- rebuild-site Edge Function, at most once a minute. The database decides the limit, so two
-- functions, two tabs or a retried request cannot call the build hook twice within the minute.
create table private.site_rebuilds (
  -- One row: when the last rebuild was asked for, and by whom (null: the batching job).
  id boolean primary key default true check (id),
  requested_at timestamptz not null,
  requested_by uuid
);

revoke all on private.site_rebuilds from public, anon, authenticated;

-- Claims the minute's rebuild: true (and recorded) when none was asked for in the last minute,
-- false otherwise. Staff only (admin or editor); the service role (the batching job) too.
create or replace function public.claim_site_rebuild() returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed boolean;
begin
  if not (public.is_staff() or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Only staff can rebuild the site.' using errcode = '42501';
  end if;
  insert into private.site_rebuilds as r (id, requested_at, requested_by)
  values (true, now(), auth.uid())
  on conflict (id) do update
    set requested_at = excluded.requested_at, requested_by = excluded.requested_by
    where r.requested_at <= now() - interval '1 minute'
  returning true into claimed;
  return coalesce(claimed, false);
end;
$$;
revoke execute on function public.claim_site_rebuild() from public, anon, authenticated;
grant execute on function public.claim_site_rebuild() to authenticated, service_role;

-- When the last rebuild was asked for (null: never), for the dashboard and the batching job.
create or replace function public.last_site_rebuild() returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select case when public.is_staff() or coalesce(auth.role(), '') = 'service_role'
    then (select requested_at from private.site_rebuilds) end;
$$;
revoke execute on function public.last_site_rebuild() from public, anon, authenticated;
grant execute on function public.last_site_rebuild() to authenticated, service_role;

-- The site's freshness (issue 25, item 3). The public pages are prerendered, so a change reaches
-- them with the next build. Each build records the newest content change it saw (dist/build.json,
-- from public.site_content_changed_at()); the admin's dashboard lists what changed since
-- (public.site_changes_since()). A statement trigger on every table the public pages read keeps
-- the time of its last insert, update or delete, so removals and edits of tables without an
-- updated_at column count too; public.site_rebuild_due() tells the batching job when to rebuild.
create table private.site_content_changes (
  table_name text primary key,
  changed_at timestamptz not null
);

revoke all on private.site_content_changes from public, anon, authenticated;

create or replace function private.note_site_content_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.site_content_changes as c (table_name, changed_at)
  values (tg_table_name, now())
  on conflict (table_name) do update set changed_at = greatest(c.changed_at, excluded.changed_at);
  return null;
end;
$$;
revoke execute on function private.note_site_content_change() from public, anon, authenticated;

-- Every table the public pages read (README's rebuild-trigger list; tests/unit/docs/rebuildTriggers.test.ts).
do $$
declare
  t text;
begin
  foreach t in array array['advisories', 'doctors', 'news_articles', 'notices', 'pages', 'photos', 'testimonials'] loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on public.%I
         for each statement execute function private.note_site_content_change()',
      t || '_note_site_change', t);
  end loop;
end;
$$;

-- The newest content change (null: none yet), counting publish and end times that have come
-- (below). Only a time, so anyone may read it: the build asks with the anon key.
create or replace function public.site_content_changed_at() returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select greatest((select max(changed_at) from private.site_content_changes), private.site_publish_times_passed());
$$;
revoke execute on function public.site_content_changed_at() from public, anon, authenticated;
grant execute on function public.site_content_changed_at() to anon, authenticated, service_role;

-- What changed after `since` (the build's record), newest first, for staff: the rows written
-- since, by their updated_at (created_at where a table has none), and one line per table changed
-- in a way no row shows (a removal, or an edit of a table without updated_at), with row_id null;
-- plus each
-- published row whose publish time came after `since` (it appears on the site with the next
-- build) and each notice whose end came after `since` (it disappears), at that time. A time before
-- the row's last write is not listed again: the write is (a row published as it is saved).
create or replace function public.site_changes_since(since timestamptz)
returns table (table_name text, row_id uuid, title text, changed_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t record;
  timed text := '';
begin
  if not public.is_staff() then
    raise exception 'Only staff can see what changed.' using errcode = '42501';
  end if;
  -- The publishable tables (see private.site_publish_times_passed()); a row's title is its title,
  -- name, caption or image_alt, whichever it has.
  for t in
    select c.table_name::text as name,
      exists (select 1 from information_schema.columns e
              where e.table_schema = 'public' and e.table_name = c.table_name and e.column_name = 'ends_at') as ends
    from information_schema.columns c
    join information_schema.columns s
      on s.table_schema = c.table_schema and s.table_name = c.table_name and s.column_name = 'status'
    where c.table_schema = 'public' and c.column_name = 'publish_at'
  loop
    timed := timed || format(
      ' union all select %1$L, r.id, coalesce(to_jsonb(r) ->> ''title'', to_jsonb(r) ->> ''name'','
      ' nullif(to_jsonb(r) ->> ''caption'', ''''), to_jsonb(r) ->> ''image_alt''), r.publish_at'
      ' from public.%1$I r where r.status = ''published'' and r.publish_at > $1 and r.publish_at <= now()'
      ' and r.publish_at > coalesce((to_jsonb(r) ->> ''updated_at'')::timestamptz, r.created_at)',
      t.name);
    if t.ends then
      timed := timed || format(
        ' union all select %1$L, r.id, coalesce(to_jsonb(r) ->> ''title'', to_jsonb(r) ->> ''name''), r.ends_at'
        ' from public.%1$I r where r.status = ''published'' and r.ends_at > $1 and r.ends_at <= now()'
        ' and r.ends_at > coalesce((to_jsonb(r) ->> ''updated_at'')::timestamptz, r.created_at)',
        t.name);
    end if;
  end loop;
  return query execute
  'with changed_rows as (
    select ''advisories''::text as t, a.id, a.name as title, a.created_at as at from public.advisories a where a.created_at > $1
    union all select ''events'', e.id, e.title, e.updated_at from public.events e where e.updated_at > $1
    union all select ''doctors'', d.id, d.name, d.updated_at from public.doctors d where d.updated_at > $1
    union all select ''news_articles'', n.id, n.title, n.updated_at from public.news_articles n where n.updated_at > $1
    union all select ''notices'', n.id, n.title, n.updated_at from public.notices n where n.updated_at > $1
    union all select ''pages'', p.id, p.title_en, p.updated_at from public.pages p where p.updated_at > $1
    union all select ''photos'', p.id, coalesce(nullif(p.caption, ''''), p.image_alt), p.updated_at from public.photos p where p.updated_at > $1
    union all select ''testimonials'', s.id, s.name, s.created_at from public.testimonials s where s.created_at > $1
  ),
  unseen as (
    select c.table_name as t, null::uuid as id, null::text as title, c.changed_at as at
    from private.site_content_changes c
    where c.changed_at > $1
      and c.changed_at > coalesce((select max(r.at) from changed_rows r where r.t = c.table_name), ''-infinity'')
  )
  select u.t, u.id, u.title, u.at from (
    select * from changed_rows union all select * from unseen' || timed || '
  ) u
  order by u.at desc
  limit 200'
  using since;
end;
$$;
revoke execute on function public.site_changes_since(timestamptz) from public, anon, authenticated;
grant execute on function public.site_changes_since(timestamptz) to authenticated, service_role;

-- For the batching job (README, "Rebuilds, batched"): true when the site has something to show
-- that no rebuild was asked for since, and the edits have settled (no write for `settle`). A
-- publish or end time needs no settling: it is due in the minute it comes, unless staff are
-- still editing (then the rebuild after their edits carries it).
create or replace function public.site_rebuild_due(settle interval default interval '5 minutes') returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    coalesce((select max(changed_at) from private.site_content_changes), '-infinity') <= now() - settle
      and public.site_content_changed_at()
        > coalesce((select requested_at from private.site_rebuilds), '-infinity'),
    false);
$$;
revoke execute on function public.site_rebuild_due(interval) from public, anon, authenticated;
grant execute on function public.site_rebuild_due(interval) to service_role;

-- A scheduled publish time, and a notice's end, is a change of the public site when it comes
-- (issue 25, item 3; docs/architecture.md#the-sites-freshness). Nothing is written to the table at
-- that moment, so the statement triggers of section "Site freshness and rebuilds" never see it: the
-- rows' own times are read instead. The newest content change is the newest of
--   - the last insert, update or delete of a table the public pages read, and
--   - the newest publish_at of a published row, and the newest ends_at, that has passed,
-- over every publishable table (those private.make_publishable() gave a publish_at column: found in
-- the catalog, so a content type made publishable later counts without a change here). The build's
-- record, the dashboard's "changed since" and the batching job's site_rebuild_due() all read it, so
-- the cron job asks for a rebuild in the minute after a scheduled row's time comes.

-- The newest publish or end time of any publishable row that has passed (null: none).
create or replace function private.site_publish_times_passed() returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t record;
  newest timestamptz;
  found_at timestamptz;
begin
  for t in
    select c.table_name::text as name,
      exists (select 1 from information_schema.columns e
              where e.table_schema = 'public' and e.table_name = c.table_name and e.column_name = 'ends_at') as ends
    from information_schema.columns c
    join information_schema.columns s
      on s.table_schema = c.table_schema and s.table_name = c.table_name and s.column_name = 'status'
    where c.table_schema = 'public' and c.column_name = 'publish_at'
  loop
    -- publish_at is indexed (make_publishable); the scan walks back from now to the first published row.
    execute format(
      'select max(publish_at) from public.%I where status = ''published'' and publish_at <= now()', t.name)
      into found_at;
    newest := greatest(newest, found_at);
    if t.ends then
      execute format(
        'select max(ends_at) from public.%I where status = ''published'' and ends_at <= now()', t.name)
        into found_at;
      newest := greatest(newest, found_at);
    end if;
  end loop;
  return newest;
end;
$$;
revoke execute on function private.site_publish_times_passed() from public, anon, authenticated;

-- Notices' end times are looked up by time too.
create index notices_ends_at_idx on public.notices (ends_at) where ends_at is not null;

-- A table the public pages read registers for rebuilds in one line: `select
-- private.note_site_changes_of('<table>');` adds the statement trigger that notes its changes for
-- the site's freshness and the batched rebuilds (section "Site freshness and rebuilds"), and counts
-- the rows already there as changed when they were last written. The tables are declared once in
-- src/site/publishedData.ts; tests/integration/rebuildTriggers.test.ts checks the database has a
-- trigger for each of them and for no other.
create or replace function private.note_site_changes_of(t text) returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'create trigger %I after insert or update or delete or truncate on public.%I
       for each statement execute function private.note_site_content_change()',
    t || '_note_site_change', t);
  execute format(
    'insert into private.site_content_changes (table_name, changed_at)
     select %L, max(created_at) from public.%I having max(created_at) is not null
     on conflict (table_name) do update
       set changed_at = greatest(private.site_content_changes.changed_at, excluded.changed_at)',
    t, t);
end;
$$;
revoke execute on function private.note_site_changes_of(text) from public;


-- ================================================================================================
-- Events
-- ================================================================================================

-- Events: workshops, camps and awareness days (issue 27; docs/product.md#events). An event is
-- content: everyone reads the active ones, staff of either role (public.is_staff()) write them.
-- A registration is a parent's personal data: admins only (public.is_admin()); visitors never
-- touch the table, they call public.register_for_event, on the shared visitor-submission rules
-- (limits per phone and per network, held for review past the hour's threshold, exactly once by
-- the browser-made key). Capacity and the waiting list are decided here, under the event's lock.
--
-- The mechanism a content type stands on, so the next one costs less (docs/architecture.md,
-- "Adding a content type"):
--   private.set_slug()          one slug trigger for every table with a `slug` column;
--   queue_staff_alerts('<kind>')  the alert's kind from the trigger's argument;
--   staff_notifications.kind      any kind with a row in private.alert_kinds (a foreign key).

-- One slug trigger for any table with `id` and `slug`: the slug made from the title when empty,
-- kept unique under a per-table lock. Argument 1: the prefix for a title without Latin letters
-- (a Hindi title), followed by the date of argument 2's column ("event-2026-12-05").
create or replace function private.set_slug() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_json constant jsonb := to_jsonb(new);
  base text;
  candidate text;
  taken boolean;
  n integer := 1;
begin
  if btrim(coalesce(row_json ->> 'slug', '')) <> '' then
    return new;
  end if;
  base := private.slug_from_title(row_json ->> 'title');
  if base = '' then
    base := tg_argv[0] || '-' || to_char(
      coalesce(((row_json ->> tg_argv[1])::timestamptz at time zone 'Asia/Kolkata')::date, current_date), 'YYYY-MM-DD');
  end if;
  perform pg_advisory_xact_lock(hashtext(tg_table_schema || '.' || tg_table_name || '.slug'));
  candidate := base;
  loop
    execute format('select exists (select 1 from %I.%I t where t.slug = $1 and t.id is distinct from $2)',
      tg_table_schema, tg_table_name)
      into taken using candidate, (row_json ->> 'id')::uuid;
    exit when not taken;
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return jsonb_populate_record(new, jsonb_build_object('slug', candidate));
end;
$$;
revoke execute on function private.set_slug() from public;

create table public.events (
  id uuid primary key default gen_random_uuid(),
  slug text not null default '' constraint "slug: up to 80 lowercase letters, digits and single hyphens"
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80)
    constraint "slug is already used by another event" unique,
  title text not null constraint "title must be 1 to 200 characters" check (title ~ '\S' and char_length(title) <= 200),
  summary text not null default '' constraint "summary must be at most 500 characters" check (char_length(summary) <= 500),
  description text not null default '' constraint "description must be at most 10000 characters"
    check (char_length(description) <= 10000),
  -- Instants; the site shows and the calendar files carry them in Asia/Kolkata.
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  place_name text constraint "place name must be at most 200 characters" check (char_length(place_name) <= 200),
  place_address text constraint "place address must be at most 500 characters" check (char_length(place_address) <= 500),
  online_url text constraint "online link must be an https URL of at most 2048 characters"
    check (online_url ~ '^https://[^\s/?#]+[^\s]*$' and char_length(online_url) <= 2048),
  image_url text constraint "image_url must be an http(s) URL of at most 2048 characters"
    check (image_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_url) <= 2048),
  image_small_url text constraint "image_small_url must be an http(s) URL of at most 2048 characters"
    check (image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_small_url) <= 2048),
  image_width integer constraint "image_width must be 1 to 10000 pixels" check (image_width between 1 and 10000),
  image_height integer constraint "image_height must be 1 to 10000 pixels" check (image_height between 1 and 10000),
  image_alt text constraint "image_alt must be at most 300 characters" check (char_length(image_alt) <= 300),
  registration_mode text not null default 'none' constraint "registration mode must be none, form or link"
    check (registration_mode in ('none', 'form', 'link')),
  registration_url text constraint "registration link must be an https URL of at most 2048 characters"
    check (registration_url ~ '^https://[^\s/?#]+[^\s]*$' and char_length(registration_url) <= 2048),
  -- Places (people), for a registration on the site; null: no limit.
  capacity integer constraint "capacity must be 1 to 100000 places" check (capacity between 1 and 100000),
  cancelled boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint "an event ends after it starts" check (ends_at > starts_at),
  constraint "an event lasts at most 31 days" check (ends_at <= starts_at + interval '31 days'),
  constraint "an event needs a place or an online link" check (coalesce(place_name, '') ~ '\S' or online_url is not null),
  constraint "a registration link is given exactly when registration is by link"
    check ((registration_mode = 'link') = (registration_url is not null)),
  constraint "image_alt must describe the image whenever there is one"
    check (image_url is null or coalesce(image_alt, '') ~ '\S')
);

create index events_starts_at_idx on public.events (starts_at) where is_active;
create index events_ends_at_idx on public.events (ends_at desc) where is_active;
create index events_created_at_idx on public.events (created_at desc);
create index events_title_trgm_idx on public.events using gin (title extensions.gin_trgm_ops) with (fastupdate = off);
create index events_place_name_trgm_idx on public.events using gin (place_name extensions.gin_trgm_ops) with (fastupdate = off);

create trigger events_keep_server_columns before insert or update on public.events
  for each row execute function private.keep_server_columns();
create trigger events_set_slug before insert or update of slug on public.events
  for each row execute function private.set_slug('event', 'starts_at');
create trigger events_queue_media_removals after delete on public.events
  for each row execute function private.queue_media_removals();

alter table public.events enable row level security;

revoke all on public.events from anon, authenticated;
grant select on public.events to anon, authenticated;
grant insert, update, delete on public.events to authenticated;
revoke all on public.events from service_role;
grant all on public.events to service_role;

create policy "Visitors read active events" on public.events
  for select to anon using (is_active);
create policy "Signed-in users read active events, staff read all" on public.events
  for select to authenticated using (is_active or (select public.is_staff()));
create policy "Staff insert events" on public.events
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff update events" on public.events
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff delete events" on public.events
  for delete to authenticated using ((select public.is_staff()));

-- Registrations: a parent's name, mobile number, optional e-mail and how many people come.
-- `status` is decided at registration under the event's lock: confirmed while the places
-- allow, otherwise waiting, with `waiting_place` the parent's place on the list when they
-- registered (1 = first). Staff may move a registration (confirm from the list, cancel).
create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  -- The event as it was when the parent registered, filled by the server: staff search and
  -- export the registrations by it.
  event_title text not null default '',
  event_starts_at timestamptz,
  name text not null constraint "name must hold a letter or digit, at most 120 characters, no markup"
    check (private.has_letter_or_digit(name) and char_length(name) <= 120 and not private.has_markup(name)),
  phone text not null constraint "phone must be an Indian mobile number of at most 30 characters"
    check (char_length(phone) <= 30 and private.indian_mobile_key(phone) is not null),
  phone_key text generated always as (private.indian_mobile_key(phone)) stored,
  email text constraint "email must be a plausible mailbox of at most 254 characters"
    check (email is null or (char_length(email) <= 254 and private.is_mailbox(email))),
  people smallint not null default 1 constraint "people must be 1 to 10" check (people between 1 and 10),
  status text not null constraint "status must be confirmed, waiting or cancelled"
    check (status in ('confirmed', 'waiting', 'cancelled')),
  waiting_place integer constraint "waiting place must be 1 or more" check (waiting_place >= 1),
  held_for_review boolean not null default false,
  client_key uuid constraint "each registration key is stored once" unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint "a waiting registration has its place" check ((status = 'waiting') = (waiting_place is not null))
);

create index event_registrations_event_idx on public.event_registrations (event_id, created_at);
create index event_registrations_created_at_idx on public.event_registrations (created_at desc);
create index event_registrations_name_trgm_idx on public.event_registrations using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index event_registrations_phone_trgm_idx on public.event_registrations using gin (phone extensions.gin_trgm_ops) with (fastupdate = off);

create trigger event_registrations_keep_server_columns before insert or update on public.event_registrations
  for each row execute function private.keep_server_columns();

create or replace function private.fill_event_registration() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select e.title, e.starts_at into new.event_title, new.event_starts_at from public.events e where e.id = new.event_id;
  return new;
end;
$$;
revoke execute on function private.fill_event_registration() from public;

create trigger event_registrations_fill before insert on public.event_registrations
  for each row execute function private.fill_event_registration();

create index event_registrations_event_title_trgm_idx on public.event_registrations using gin (event_title extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.event_registrations enable row level security;

revoke all on public.event_registrations from anon, authenticated;
grant select, delete on public.event_registrations to authenticated;
grant update (status, waiting_place, held_for_review) on public.event_registrations to authenticated;
revoke all on public.event_registrations from service_role;
grant all on public.event_registrations to service_role;

create policy "Admins read event registrations" on public.event_registrations
  for select to authenticated using ((select public.is_admin()));
create policy "Admins work event registrations" on public.event_registrations
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete event registrations" on public.event_registrations
  for delete to authenticated using ((select public.is_admin()));

-- Personal data (section "Retention and privacy requests"): found, exported and erased on a
-- privacy request.
insert into private.personal_data_columns (table_name, column_name, kind) values
  ('event_registrations', 'name', 'name'),
  ('event_registrations', 'phone', 'phone'),
  ('event_registrations', 'phone_key', 'phone'),
  ('event_registrations', 'email', 'email');

-- Retention: a registration serves the event; kept six months after the event ended (for
-- questions and a repeat of the workshop), then deleted.
insert into private.retention_rules (name, table_name, expired) values
  ('Event registrations six months after their event ended', 'event_registrations',
   '(select e.ends_at from public.events e where e.id = event_id) < now() - interval ''6 months''');

-- Staff alerts (section "Staff alerts"): the kind, and its trigger with the kind as argument.
insert into private.alert_kinds (kind, table_name) values ('event_registration', 'event_registrations');

create trigger event_registrations_queue_staff_alerts
  after insert or update of held_for_review on public.event_registrations
  for each row execute function private.queue_staff_alerts('event_registration');

-- One JSON object in, `{ success, message, status, place }` out, in the pattern of
-- accept_assessment_request. status: confirmed or waiting; place: the place on the waiting list.
create or replace function private.accept_event_registration(payload jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed constant text[] := array['event_id', 'name', 'phone', 'email', 'people', 'client_key'];
  refusal jsonb;
  v_event_id uuid;
  v_event public.events;
  v_name text;
  v_phone text;
  v_phone_key text;
  v_email text;
  v_people_text text;
  v_people int;
  v_key uuid;
  taken int;
  v_status text;
  v_place int;
  existing public.event_registrations;
  client record;
  verdict record;
begin
  refusal := private.visitor_payload_refusal(payload, 'registration', allowed);
  if refusal is not null then
    return refusal;
  end if;
  if exists (
    select 1 from jsonb_each(payload)
    where jsonb_typeof(value) not in ('string', 'null') and not (key = 'people' and jsonb_typeof(value) = 'number')
  ) then
    return jsonb_build_object('success', false, 'message', 'Every field must be text and the number of people a number.');
  end if;

  if coalesce(payload ->> 'event_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return jsonb_build_object('success', false, 'message', 'This event was not found. Please reload the page.');
  end if;
  v_event_id := (payload ->> 'event_id')::uuid;

  v_name := private.trim_blank(payload ->> 'name');
  v_phone := private.trim_blank(payload ->> 'phone');
  v_email := nullif(private.trim_blank(payload ->> 'email'), '');
  v_people_text := coalesce(nullif(private.trim_blank(payload ->> 'people'), ''), '1');

  if private.has_markup(v_name) or private.has_markup(v_phone) or private.has_markup(v_email) then
    return jsonb_build_object('success', false, 'message', 'Please write plain text: markup such as <b> is not accepted.');
  end if;
  if v_name = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter your name.');
  end if;
  if not private.has_letter_or_digit(v_name) then
    return jsonb_build_object('success', false, 'message', 'Please enter a name with at least one letter or digit.');
  end if;
  if char_length(v_name) > 120 then
    return jsonb_build_object('success', false, 'message', 'Name must be at most 120 characters.');
  end if;
  if v_phone = '' then
    return jsonb_build_object('success', false, 'message', 'Please enter your mobile number, so that we can reach you.');
  end if;
  v_phone_key := private.indian_mobile_key(v_phone);
  if v_phone_key is null or char_length(v_phone) > 30 then
    return jsonb_build_object('success', false, 'message', 'Please enter a 10-digit Indian mobile number, with or without +91.');
  end if;
  if v_email is not null and (not private.is_mailbox(v_email) or char_length(v_email) > 254) then
    return jsonb_build_object('success', false, 'message', 'Please enter a valid email address.');
  end if;
  if v_people_text !~ '^[0-9]{1,3}$' or v_people_text::int not between 1 and 10 then
    return jsonb_build_object('success', false, 'message', 'Please give the number of people coming, 1 to 10.');
  end if;
  v_people := v_people_text::int;

  -- A repeat of a key is answered as the first was and stores nothing.
  select * into client from private.locked_client_key(payload ->> 'client_key');
  if not client.valid then
    return jsonb_build_object('success', false, 'message', 'The request key is not valid. Please reload the page and send again.');
  end if;
  v_key := client.key;
  if v_key is not null then
    select * into existing from public.event_registrations where client_key = v_key;
    if found then
      return private.event_registration_answer(existing.status, existing.waiting_place);
    end if;
  end if;

  -- The event's lock: registrations for one event take turns, so places are counted once.
  select * into v_event from public.events where id = v_event_id for no key update;
  if not found or not v_event.is_active or v_event.registration_mode <> 'form' then
    return jsonb_build_object('success', false, 'message', 'This event does not take registrations on the site.');
  end if;
  if v_event.cancelled then
    return jsonb_build_object('success', false, 'message', 'This event has been cancelled.');
  end if;
  if v_event.starts_at <= now() then
    return jsonb_build_object('success', false, 'message', 'This event has already taken place: registration is closed.');
  end if;

  select * into verdict from private.admit_visitor_submission('event_registration', v_phone_key || '@phone.invalid');
  if verdict.refusal is not null then
    return jsonb_build_object('success', false, 'message', verdict.refusal);
  end if;

  select coalesce(sum(r.people), 0) into taken from public.event_registrations r
  where r.event_id = v_event_id and r.status = 'confirmed';
  if v_event.capacity is null or taken + v_people <= v_event.capacity then
    v_status := 'confirmed';
  else
    v_status := 'waiting';
    select coalesce(max(r.waiting_place), 0) + 1 into v_place from public.event_registrations r
    where r.event_id = v_event_id and r.status = 'waiting';
  end if;

  insert into public.event_registrations (event_id, name, phone, email, people, status, waiting_place, held_for_review, client_key)
  values (v_event_id, v_name, v_phone, v_email, v_people, v_status, v_place, verdict.held, v_key);

  return private.event_registration_answer(v_status, v_place);
end;
$$;

create or replace function private.event_registration_answer(status text, place int) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when status = 'waiting' then jsonb_build_object(
      'success', true, 'status', 'waiting', 'place', place,
      'message', format('The event is full. You are number %s on the waiting list: we will call you if a place opens.', place))
    else jsonb_build_object(
      'success', true, 'status', 'confirmed',
      'message', 'Thank you! Your place is booked. We will call you before the event.')
  end;
$$;
revoke execute on function private.event_registration_answer(text, int) from public;
revoke execute on function private.accept_event_registration(jsonb) from public;

-- public.register_for_event is security definer, so the read policies do not stand between it and
-- a draft or a scheduled event: it refuses one itself, as it refuses an inactive one (the same
-- answer, which says nothing of a row the visitor cannot see).
create or replace function public.register_for_event(jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if coalesce($1 ->> 'event_id', '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and exists (
      select 1 from public.events e
      where e.id = ($1 ->> 'event_id')::uuid and not (e.status = 'published' and e.publish_at <= now())
    )
  then
    return jsonb_build_object('success', false, 'message', 'This event does not take registrations on the site.');
  end if;
  return private.accept_event_registration($1);
end;
$$;
revoke execute on function public.register_for_event(jsonb) from public, anon, authenticated;
grant execute on function public.register_for_event(jsonb) to anon, authenticated, service_role;

-- Events are read by the public pages (src/site/contentSources.ts): a change to
-- one is a change the site's freshness notes (section "Site freshness and rebuilds") and a rebuild
-- should carry, like the other content tables.
create trigger events_note_site_change after insert or update or delete or truncate on public.events
  for each statement execute function private.note_site_content_change();

-- Events are content like the news (issue 27; docs/architecture.md#publishing-and-history): draft,
-- scheduled and published, decided by the database (the restrictive read policies of
-- private.make_publishable), and every change recorded with undo (private.track_history). The
-- public pages read events through those policies; nothing in the site filters by status.
select private.make_publishable('events');
select private.track_history('events');

-- The admin's form sends an optional text left empty as null (src/admin/crud/formValues.ts);
-- events keep '' for "none" in summary and description (not null, as the pages read them). This
-- trigger turns null into '' in the columns it names, before the not-null check, so any table
-- with such columns declares it in one line (docs/architecture.md#adding-a-content-type). The
-- e2e of issue 27 found an event without a description refused ("null value in column").
create or replace function private.empty_text_for_null() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_json constant jsonb := to_jsonb(new);
  patch jsonb := '{}';
  col text;
begin
  foreach col in array tg_argv loop
    if row_json -> col = 'null'::jsonb then
      patch := patch || jsonb_build_object(col, '');
    end if;
  end loop;
  return case when patch = '{}' then new else jsonb_populate_record(new, patch) end;
end;
$$;
revoke execute on function private.empty_text_for_null() from public;

create trigger events_empty_text_for_null before insert or update on public.events
  for each row execute function private.empty_text_for_null('summary', 'description');


-- ================================================================================================
-- Dashboard
-- ================================================================================================

-- The admin's dashboard in one request (issue 25: "after sign-in the dashboard is usable within
-- 2 s"; docs/architecture.md#the-admins-login-route). The dashboard asked PostgREST for two head
-- counts per figure card and the newest articles: fourteen requests, which a browser's six
-- connections to one host take in three rounds of a phone's round trip. This function answers
-- all of them in one.
--
-- Security invoker: it reads as the signed-in member of staff, so row level security decides
-- what is counted, exactly as the head counts did. Which tables are counted comes from the
-- caller (the admin's resource declarations, src/admin/dashboard/stats.ts): a list of
-- { "table": <name>, "active": <also count the rows where is_active> }.
create or replace function public.dashboard_summary(counted jsonb, since timestamptz)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  item jsonb;
  name text;
  active boolean;
  figures jsonb;
  counts jsonb := '[]'::jsonb;
  recent jsonb;
begin
  if jsonb_typeof(counted) is distinct from 'array' or jsonb_array_length(counted) > 50 then
    raise exception 'counted must be an array of at most 50 tables' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(counted) loop
    name := item ->> 'table';
    active := coalesce((item ->> 'active')::boolean, false);
    if name is null or to_regclass('public.' || quote_ident(name)) is null then
      raise exception 'No table public.%', name using errcode = '42P01';
    end if;
    -- One scan per table: the total, the rows created since `since`, and the same for active rows.
    execute format(
      'select jsonb_build_object(''table'', %L, ''total'', count(*), ''recent'', count(*) filter (where created_at >= $1)%s) from public.%I',
      name,
      case when active
        then ', ''active'', count(*) filter (where is_active), ''active_recent'', count(*) filter (where is_active and created_at >= $1)'
        else '' end,
      name)
      into figures using since;
    counts := counts || jsonb_build_array(figures);
  end loop;
  select coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'title', a.title, 'source', a.source, 'date', a.date)
                            order by a.created_at desc), '[]'::jsonb)
    into recent
    from (select n.id, n.title, n.source, n.date, n.created_at from public.news_articles n
          order by n.created_at desc limit 5) a;
  return jsonb_build_object('counts', counts, 'recent_articles', recent);
end;
$$;
revoke execute on function public.dashboard_summary(jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.dashboard_summary(jsonb, timestamptz) to authenticated;


-- Later migrations' function bodies are checked again when they are created.
reset check_function_bodies;
