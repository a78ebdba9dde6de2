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
create policy "Staff insert pages" on public.pages
  for insert to authenticated with check ((select public.is_admin()));
create policy "Staff update pages" on public.pages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Staff delete pages" on public.pages
  for delete to authenticated using ((select public.is_admin()));
