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
create trigger contact_messages_keep_server_columns before insert or update on public.contact_messages
  for each row execute function private.keep_server_columns();

-- The admin's search box is a case-insensitive substring match (ilike '%term%') on each
-- resource's searchFields (src/admin/resources/*.ts). Trigram GIN indexes answer it without
-- reading every row.
create extension if not exists pg_trgm with schema extensions;

create index news_articles_title_trgm_idx on public.news_articles using gin (title extensions.gin_trgm_ops);
create index news_articles_source_trgm_idx on public.news_articles using gin (source extensions.gin_trgm_ops);
create index notices_title_trgm_idx on public.notices using gin (title extensions.gin_trgm_ops);
create index notices_content_trgm_idx on public.notices using gin (content extensions.gin_trgm_ops);
create index doctors_name_trgm_idx on public.doctors using gin (name extensions.gin_trgm_ops);
create index doctors_specialty_trgm_idx on public.doctors using gin (specialty extensions.gin_trgm_ops);
create index testimonials_name_trgm_idx on public.testimonials using gin (name extensions.gin_trgm_ops);
create index testimonials_position_trgm_idx on public.testimonials using gin (position extensions.gin_trgm_ops);
create index advisories_name_trgm_idx on public.advisories using gin (name extensions.gin_trgm_ops);
create index advisories_position_trgm_idx on public.advisories using gin (position extensions.gin_trgm_ops);
create index contact_messages_name_trgm_idx on public.contact_messages using gin (name extensions.gin_trgm_ops);
create index contact_messages_email_trgm_idx on public.contact_messages using gin (email extensions.gin_trgm_ops);
create index contact_messages_subject_trgm_idx on public.contact_messages using gin (subject extensions.gin_trgm_ops);
