-- The site's content: news, notices, doctors, testimonials, advisories (docs/product.md#entities-and-fields).
-- Constraints mirror the admin forms, so bad input gets a clear error from the server too.
-- Constraint names are sentences: they are what a client sees in the error message.

create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

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
