-- Doctors, advisors and news articles get photos staff upload (the admin's image field): beside
-- image_url, the small version for cards, the large version's size (pages reserve its space) and
-- alt text, required whenever there is an image. Rows with an external image URL keep working:
-- their alt text starts as the doctor's or advisor's name, or the article's title.

alter table public.doctors
  add column image_small_url text constraint "image_small_url must be an http(s) URL of at most 2048 characters"
    check (image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_small_url) <= 2048),
  add column image_width integer constraint "image_width must be 1 to 10000 pixels" check (image_width between 1 and 10000),
  add column image_height integer constraint "image_height must be 1 to 10000 pixels" check (image_height between 1 and 10000),
  add column image_alt text constraint "image_alt must be at most 300 characters" check (char_length(image_alt) <= 300);
alter table public.advisories
  add column image_small_url text constraint "image_small_url must be an http(s) URL of at most 2048 characters"
    check (image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_small_url) <= 2048),
  add column image_width integer constraint "image_width must be 1 to 10000 pixels" check (image_width between 1 and 10000),
  add column image_height integer constraint "image_height must be 1 to 10000 pixels" check (image_height between 1 and 10000),
  add column image_alt text constraint "image_alt must be at most 300 characters" check (char_length(image_alt) <= 300);
alter table public.news_articles
  add column image_small_url text constraint "image_small_url must be an http(s) URL of at most 2048 characters"
    check (image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(image_small_url) <= 2048),
  add column image_width integer constraint "image_width must be 1 to 10000 pixels" check (image_width between 1 and 10000),
  add column image_height integer constraint "image_height must be 1 to 10000 pixels" check (image_height between 1 and 10000),
  add column image_alt text constraint "image_alt must be at most 300 characters" check (char_length(image_alt) <= 300);

update public.doctors set image_alt = name where image_url is not null;
update public.advisories set image_alt = name where image_url is not null;
update public.news_articles set image_alt = title where image_url is not null;

alter table public.doctors add constraint "image_alt must describe the image whenever there is one"
  check (image_url is null or coalesce(image_alt, '') ~ '\S');
alter table public.advisories add constraint "image_alt must describe the image whenever there is one"
  check (image_url is null or coalesce(image_alt, '') ~ '\S');
alter table public.news_articles add constraint "image_alt must describe the image whenever there is one"
  check (image_url is null or coalesce(image_alt, '') ~ '\S');
