-- Photos name their image's size and description as doctors, advisors, news and events do
-- (20261123007100_image_columns.sql): image_width, image_height and image_alt beside image_url
-- and image_small_url, so one word means one thing across the tables (issue 28, "Names that mean
-- one thing"). The constraints keep their rules under the new names, and the history's copies of
-- earlier versions are renamed too, so restoring one still fills every column.

alter table public.photos rename column width to image_width;
alter table public.photos rename column height to image_height;
alter table public.photos rename column alt_text to image_alt;

alter table public.photos rename constraint "width must be 1 to 10000 pixels" to "image_width must be 1 to 10000 pixels";
alter table public.photos rename constraint "height must be 1 to 10000 pixels" to "image_height must be 1 to 10000 pixels";
alter table public.photos rename constraint "alt_text must be 1 to 300 characters" to "image_alt must be 1 to 300 characters";
alter index public.photos_alt_text_trgm_idx rename to photos_image_alt_trgm_idx;

-- Earlier versions kept for restoring (20261125008000_publishing_and_history.sql) hold the old keys.
update public.change_history h
set old_row = case when h.old_row is null then null else
      (h.old_row - 'width' - 'height' - 'alt_text')
      || jsonb_build_object('image_width', h.old_row -> 'width', 'image_height', h.old_row -> 'height',
                            'image_alt', h.old_row -> 'alt_text') end,
    new_row = case when h.new_row is null then null else
      (h.new_row - 'width' - 'height' - 'alt_text')
      || jsonb_build_object('image_width', h.new_row -> 'width', 'image_height', h.new_row -> 'height',
                            'image_alt', h.new_row -> 'alt_text') end
where h.table_name = 'photos';

-- public.site_changes_since names the photos' old column in its body (plpgsql names columns as
-- text, so the rename does not reach it): the next migration,
-- 20261125012000_publish_times_count_as_changes.sql, defines it anew with image_alt.
