-- A slug made from a long title ends at a whole word: "...-for-early-intervention" rather than
-- "...-for-early-interve". Slugs already made stay as they are (their links may be shared).
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
