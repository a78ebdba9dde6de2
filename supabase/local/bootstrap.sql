-- Platform bootstrap for the local stand-in: what a hosted Supabase project provides before any
-- migration runs, in the hosted shape (docs/architecture.md, "The database's hosted shape"). It
-- is not a migration; on hosted Supabase or `supabase start` all of this already exists.
-- Idempotent: it runs at every start, as the cluster's superuser (`supabase_admin`, as hosted's
-- platform owner), before the migrations run as the non-superuser `postgres`.
--
-- Where each part comes from (github.com/supabase/postgres migrations/db, github.com/supabase/auth
-- migrations, github.com/supabase/storage migrations/tenant) is said beside it.

-- Roles: init-scripts/00000000000000-initial-schema.sql; the service owners as in
-- 00000000000001-auth-schema.sql and 00000000000002-storage-schema.sql (here without a login:
-- the stand-ins connect as the superuser and take the caller's role per request).
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST logs in as authenticator (no superuser, no privileges of its own) and switches to
  -- the request's role. The password is the one `supabase start` uses; the cluster listens on
  -- 127.0.0.1 only. An authenticator that exists already (DATABASE_URL) keeps its own.
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
  -- The role migrations run as (`supabase db push` logs in as postgres). On hosted it is no
  -- superuser: migrations/10000000000000_demote-postgres.sql. A cluster made before this
  -- bootstrap has `postgres` as its own bootstrap superuser, which cannot be demoted: it keeps
  -- working as before until `npm run db:reset` makes a new one.
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres login password 'postgres';
  end if;
  if current_user <> 'postgres' then
    alter role postgres nosuperuser createdb createrole login replication bypassrls;
  else
    raise notice 'this cluster''s superuser is postgres (made before the hosted shape): npm run db:reset gives one where migrations run without superuser rights';
  end if;
end
$$;

-- 20230529180330_alter_api_roles_for_inherit.sql
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;

grant anon, authenticated, service_role to authenticator;
-- 20230201083204_grant_auth_roles_to_postgres.sql, 20240606060239_grant_predefined_roles_to_postgres.sql
-- With the admin option: supautils.reserved_roles marks anon*, authenticated* and service_role*,
-- whose settings the privileged role postgres may still change (ALTER ROLE ... SET, e.g.
-- the baseline migration's "Platform"); Postgres 16+ asks for the admin option for that.
grant anon, authenticated, service_role to postgres with admin option;
grant pg_read_all_data, pg_signal_backend to postgres;
-- On hosted, postgres is no member of supabase_auth_admin or supabase_storage_admin: it may not
-- create objects in `auth` or `storage` (docs/architecture.md, "Where the stand-in follows hosted
-- Supabase"). It may still create policies on storage's tables, which supautils.policy_grants
-- allows there; Postgres alone lets only the owner, so membership in supabase_storage_admin is
-- given here for the migrations and the seed, and taken back by migrate.ts once they ran.
revoke supabase_auth_admin from postgres;
grant supabase_storage_admin to postgres;
-- supautils.privileged_role_allowed_configs lets postgres set session_replication_role (a restore
-- without triggers, scripts/backup/restore.ts); Postgres 15+ grants the same per parameter.
grant set on parameter session_replication_role to postgres;

-- The project's database belongs to postgres (migrations/db/migrate.sh), so `public` (owned by
-- pg_database_owner) is postgres's to create in, as on hosted.
do $$
begin
  execute format('alter database %I owner to postgres', current_database());
  execute format('grant all on database %I to postgres', current_database());
end
$$;
grant usage on schema public to postgres, anon, authenticated, service_role;

-- Hosted's default privileges (00000000000000-initial-schema.sql, run there as postgres): every
-- table, function and sequence postgres (or supabase_admin) makes in `public` is granted in full
-- to anon, authenticated and service_role. A migration must revoke what it does not mean to give.
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
do $$
begin
  if exists (select from pg_roles where rolname = 'supabase_admin') then
    alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
    alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;
    alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
  end if;
end
$$;

-- Hosted Supabase's role timeouts. PostgREST applies the settings of the role it switches to,
-- so an expensive anonymous request is cancelled after 3 s instead of holding a connection.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
-- A request waiting on a lock gives up after 8 s, as hosted's authenticator does.
alter role authenticator set lock_timeout = '8s';

-- Where hosted Supabase installs extensions (pg_trgm, pgcrypto, ...), on PostgREST's search path;
-- owned by postgres, with pgcrypto and uuid-ossp in it from the start (initial-schema.sql).
create schema if not exists extensions;
alter schema extensions owner to postgres;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
-- postgres finds them unqualified, as on hosted (a migration calling crypt() or gen_salt()).
alter role postgres set search_path = "$user", public, extensions;
-- 20230224042246_grant_extensions_perms_for_postgres.sql: what the platform (this role) makes in
-- `extensions`, an extension's tables and functions, postgres may use and grant on, now and later.
grant all privileges on all tables in schema extensions to postgres with grant option;
grant all privileges on all routines in schema extensions to postgres with grant option;
grant all privileges on all sequences in schema extensions to postgres with grant option;
alter default privileges in schema extensions grant all on tables to postgres with grant option;
alter default privileges in schema extensions grant all on routines to postgres with grant option;
alter default privileges in schema extensions grant all on sequences to postgres with grant option;

-- The auth schema, owned by Auth's role (20211124212715_update-auth-owner.sql); postgres may
-- use it, and reads and references auth.users (10000000000000_demote-postgres.sql).
create schema if not exists auth;
alter schema auth owner to supabase_auth_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;

-- auth.users with every column supabase/auth's migrations give it (00_init_auth_schema.up.sql
-- through 20240214120130_add_is_anonymous_column.up.sql). The stand-in keeps its own defaults
-- for the columns it fills in (id, aud, role, the metadata, created_at): GoTrue sets them itself.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb default '{}',
  banned_until timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
alter table auth.users
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists recovery_token varchar(255),
  add column if not exists recovery_sent_at timestamptz,
  add column if not exists email_change_token_new varchar(255),
  add column if not exists email_change varchar(255),
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists is_super_admin boolean,
  add column if not exists phone text default null,
  add column if not exists phone_confirmed_at timestamptz,
  add column if not exists phone_change text default '',
  add column if not exists phone_change_token varchar(255) default '',
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0,
  add column if not exists reauthentication_token varchar(255) default '',
  add column if not exists reauthentication_sent_at timestamptz,
  add column if not exists is_sso_user boolean not null default false,
  add column if not exists deleted_at timestamptz,
  add column if not exists is_anonymous boolean not null default false;
-- An earlier bootstrap made these not null; GoTrue's are nullable.
alter table auth.users
  alter column aud drop not null,
  alter column role drop not null,
  alter column raw_app_meta_data drop not null,
  alter column raw_user_meta_data drop not null,
  alter column created_at drop not null,
  alter column updated_at drop not null;
-- 20221215195500_modify_users_email_unique_index.up.sql: unique among non-SSO users (an earlier
-- bootstrap had a plain unique constraint).
alter table auth.users drop constraint if exists users_email_key;
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
alter table auth.users owner to supabase_auth_admin;

-- 20210909172000_create_identities_table.up.sql, 20221215195800_add_identities_email_column.up.sql,
-- 20231117164230_add_id_pkey_identities.up.sql. The stand-in answers each e-mail account's one
-- identity from auth.users (supabase/local/auth/store.ts) and keeps no rows here.
create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
alter table auth.identities owner to supabase_auth_admin;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table auth.sessions owner to supabase_auth_admin;

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table auth.refresh_tokens owner to supabase_auth_admin;

-- MFA as supabase/auth's migrations keep it (20221003041349_add_mfa_schema.up.sql,
-- 20221011041400_add_mfa_indexes.up.sql, 20240729123726_add_mfa_phone_config.up.sql,
-- 20241009103726_add_web_authn_mfa.up.sql): the factors, their challenges, the methods each
-- session was signed in with (the access token's amr), and each session's assurance level.
do $$
begin
  if not exists (select 1 from pg_type where typname = 'factor_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if not exists (select 1 from pg_type where typname = 'factor_status' and typnamespace = 'auth'::regnamespace) then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
  if not exists (select 1 from pg_type where typname = 'aal_level' and typnamespace = 'auth'::regnamespace) then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end $$;
alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;
alter type auth.aal_level owner to supabase_auth_admin;

alter table auth.sessions add column if not exists factor_id uuid;
alter table auth.sessions add column if not exists aal auth.aal_level;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
alter table auth.mfa_factors owner to supabase_auth_admin;

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
alter table auth.mfa_challenges owner to supabase_auth_admin;

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint amr_id_pk primary key (id),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
alter table auth.mfa_amr_claims owner to supabase_auth_admin;

-- The OAuth 2.1 server's clients, as upstream's migrations leave auth.oauth_clients
-- (20250731150234 ... 20260121000000): the id is the public client_id, only a SHA-256 of a
-- confidential client's secret is kept, a deleted client keeps its row with deleted_at set.
do $$ begin
  if not exists (select 1 from pg_type where typname = 'oauth_registration_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.oauth_registration_type as enum ('dynamic', 'manual');
  end if;
  if not exists (select 1 from pg_type where typname = 'oauth_client_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.oauth_client_type as enum ('public', 'confidential');
  end if;
end $$;
alter type auth.oauth_registration_type owner to supabase_auth_admin;
alter type auth.oauth_client_type owner to supabase_auth_admin;
create table if not exists auth.oauth_clients (
  id uuid primary key,
  client_secret_hash text,
  registration_type auth.oauth_registration_type not null,
  redirect_uris text not null,
  grant_types text not null,
  client_name text check (char_length(client_name) <= 1024),
  client_uri text check (char_length(client_uri) <= 2048),
  logo_uri text check (char_length(logo_uri) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  client_type auth.oauth_client_type not null default 'confidential',
  token_endpoint_auth_method text not null,
  -- A confidential client has a secret and a public one none (the secret's hash only).
  check ((client_type = 'confidential') = (client_secret_hash is not null))
);
create index if not exists oauth_clients_deleted_at_idx on auth.oauth_clients (deleted_at);
alter table auth.oauth_clients owner to supabase_auth_admin;

-- Passkeys, as upstream's 20260302000000_add_passkeys: the credentials and the ceremonies' challenges.
create table if not exists auth.webauthn_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id bytea not null,
  public_key bytea not null,
  attestation_type text not null default '',
  aaguid uuid,
  sign_count bigint not null default 0,
  transports jsonb not null default '[]'::jsonb,
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);
create unique index if not exists webauthn_credentials_credential_id_key on auth.webauthn_credentials (credential_id);
create index if not exists webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);
alter table auth.webauthn_credentials owner to supabase_auth_admin;
create table if not exists auth.webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
  session_data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);
alter table auth.webauthn_challenges owner to supabase_auth_admin;

alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;
alter table auth.oauth_clients enable row level security;
alter table auth.webauthn_credentials enable row level security;
alter table auth.webauthn_challenges enable row level security;
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
-- 10000000000000_demote-postgres.sql and 20211115181400_update-auth-permissions.sql.
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;

-- The same definitions as Supabase's (20220224000811_update_auth_functions.up.sql,
-- 20220531120530_add_auth_jwt_function.up.sql): PostgREST 12 puts the verified JWT's claims in
-- the `request.jwt.claims` setting of each request's transaction.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to postgres, anon, authenticated, service_role;

-- The Supabase CLI's own record of applied migrations, so both tools agree on what ran.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
grant usage on schema supabase_migrations to postgres;
grant all on supabase_migrations.schema_migrations to postgres;

-- Storage's schema as supabase/storage's migrations leave it (migrations/tenant, through
-- 0062-object-versioning-core.sql), owned by Storage's role. The local Storage stand-in
-- (supabase/local/storage) reads and writes object rows as the caller's role, so the policies in
-- our migrations decide.
create schema if not exists storage;
alter schema storage owner to supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
-- 00000000000002-storage-schema.sql: what the platform makes in `storage` is granted to postgres
-- and the API roles (the tables below are granted one by one, as Storage's own migrations do).
alter default privileges in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

do $$
begin
  if not exists (select from pg_type where typname = 'buckettype' and typnamespace = 'storage'::regnamespace) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS'); -- 0038-iceberg-catalog-flag-on-buckets.sql
  end if;
end
$$;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
alter table storage.buckets
  add column if not exists type storage.buckettype not null default 'STANDARD',
  add column if not exists versioning_status text not null default 'DISABLED';
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
alter table storage.objects
  add column if not exists archived_at timestamptz,
  add column if not exists is_delete_marker boolean not null default false,
  add column if not exists is_versioned boolean not null default false;
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
-- 0046-buckets-objects-grants.sql; 10000000000000_demote-postgres.sql for postgres.
grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role;

-- The helpers Supabase's policy examples use (0002-storage-schema.sql, 0061-mark-filename-immutable.sql).
create or replace function storage.foldername(name text) returns text[]
language sql immutable as $$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $$;
create or replace function storage.filename(name text) returns text
language sql immutable as $$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $$;
create or replace function storage.extension(name text) returns text
language sql immutable as $$ select split_part(storage.filename(name), '.', -1) $$;

-- 0055-prevent-direct-deletes.sql: a plain SQL delete of objects or buckets is refused; Storage
-- itself sets storage.allow_delete_query in its request's transaction (src/internal/database/
-- postgres/scope.ts), and so does the stand-in (supabase/local/storage/caller.ts).
create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- 0002-storage-schema.sql's update_updated_at_column trigger.
create or replace function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;
