-- Every news article has a permanent web address, /notice/<slug> (docs/product.md#in-the-news,
-- docs/decisions.md "Article slugs"). The server makes the slug from the title when an article
-- is created (or when staff empty the field), keeps it when the title changes, and keeps it
-- unique; staff may edit it in the admin.

create extension if not exists unaccent with schema extensions;

alter table public.news_articles add column slug text;

-- ASCII only: a link pasted into WhatsApp or an SMS stays readable and never breaks on
-- percent-encoding. Accented Latin letters lose their accents, "&" reads "and", apostrophes
-- vanish ("children's" -> "childrens"), every other run of characters becomes one hyphen.
-- A title with no Latin letters or digits (a Hindi headline) gives nothing here; the trigger
-- then names the article by its date, and staff may type a transliteration instead.
create or replace function private.slug_from_title(title text) returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select btrim(
    left(
      btrim(
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
      ),
      60
    ),
    '-'
  );
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

-- Existing articles get their slugs oldest first, so an older article keeps the plain slug and a
-- newer one with the same title gets "-2". Their updated_at stays: the content did not change.
alter table public.news_articles disable trigger news_articles_set_updated_at;
do $$
declare
  article record;
begin
  for article in select id from public.news_articles order by created_at, id loop
    update public.news_articles set slug = '' where id = article.id;
  end loop;
end;
$$;
alter table public.news_articles enable trigger news_articles_set_updated_at;

-- The default '' only lets an insert leave the column out (so the generated types mark it
-- optional); the trigger replaces an empty slug before the row is stored, and the check
-- refuses one that would reach the table.
alter table public.news_articles
  alter column slug set default '',
  alter column slug set not null,
  add constraint "slug: up to 80 lowercase letters, digits and single hyphens"
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  add constraint "slug is already used by another article" unique (slug);
