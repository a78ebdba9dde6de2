-- Hindi all the way down (issue 39; docs/architecture.md#what-staff-write-in-hindi): the two texts
-- staff write that parents still met in English on the Hindi pages. The alternative text of each
-- picture staff upload (gallery and slideshow photos, doctors' and advisors' photos, articles' and
-- events' pictures; the first visit's steps had theirs from the start) and an event's place (its
-- name and address). Each gets its nullable Hindi twin with the English column's length limit, as
-- the migration 20261127140400 gave the other texts; src/lib/translatable.ts declares them, and
-- tests/integration/declarationsAndDatabase.test.ts holds the two together.

alter table public.photos
  add column image_alt_hi text constraint "image_alt_hi must be 1 to 300 characters when given"
    check (image_alt_hi ~ '\S' and char_length(image_alt_hi) <= 300);

alter table public.doctors
  add column image_alt_hi text constraint "image_alt_hi must be 1 to 300 characters when given"
    check (image_alt_hi ~ '\S' and char_length(image_alt_hi) <= 300);

alter table public.advisories
  add column image_alt_hi text constraint "image_alt_hi must be 1 to 300 characters when given"
    check (image_alt_hi ~ '\S' and char_length(image_alt_hi) <= 300);

alter table public.news_articles
  add column image_alt_hi text constraint "image_alt_hi must be 1 to 300 characters when given"
    check (image_alt_hi ~ '\S' and char_length(image_alt_hi) <= 300);

alter table public.events
  add column place_name_hi text constraint "place_name_hi must be 1 to 200 characters when given"
    check (place_name_hi ~ '\S' and char_length(place_name_hi) <= 200),
  add column place_address_hi text constraint "place_address_hi must be 1 to 500 characters when given"
    check (place_address_hi ~ '\S' and char_length(place_address_hi) <= 500),
  add column image_alt_hi text constraint "image_alt_hi must be 1 to 300 characters when given"
    check (image_alt_hi ~ '\S' and char_length(image_alt_hi) <= 300);

-- "Hindi missing" of these tables now counts the new texts too: a picture's English alt text, or an
-- event's place, without its Hindi. private.lacks_hindi reads every `<field>_hi` of the row by the
-- naming rule, so the computed columns keep their one body; they are re-created here, with their
-- grants, so that this migration states the rule its columns join (a picture without an image has
-- no alt text to translate: its null English alt is not missing).
create or replace function public.hindi_missing(r public.photos) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create or replace function public.hindi_missing(r public.doctors) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create or replace function public.hindi_missing(r public.advisories) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create or replace function public.hindi_missing(r public.news_articles) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
create or replace function public.hindi_missing(r public.events) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;

revoke execute on function public.hindi_missing(public.photos), public.hindi_missing(public.doctors),
  public.hindi_missing(public.advisories), public.hindi_missing(public.news_articles), public.hindi_missing(public.events)
  from public, anon, authenticated, service_role;
grant execute on function public.hindi_missing(public.photos), public.hindi_missing(public.doctors),
  public.hindi_missing(public.advisories), public.hindi_missing(public.news_articles), public.hindi_missing(public.events)
  to authenticated, service_role;
