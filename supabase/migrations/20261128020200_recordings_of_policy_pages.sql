-- Read aloud on the policy pages (issue 40, item 4; docs/architecture.md, "Read aloud"). A policy
-- page is a row of public.pages, a kind of item recordings have been of since migration
-- 20261127190200_recordings.sql: a visitor reads a page's recording while the page exists (the
-- policy "Whoever can read the item reads its recordings"; everyone reads pages).
--
-- The site reads aloud the three policy pages only (/privacy, /terms, /refund-policy; the list is
-- also src/site/policy/policySlugs.ts, and tests/integration/readAloudItems.test.ts holds the two
-- equal). A recording of another page (the first visit's sensory information) or of no page at
-- all would be a file no visitor ever hears, so it is refused here, as a recording of an easy-read
-- page that is not one of the six is; staff's screen offers recordings on the policy pages only.

create or replace function private.recording_is_of_a_policy_page() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- As the caller: staff read every page (the pages' own policy, "Everyone reads pages").
  if new.item_kind = 'pages' and not exists (
    select 1 from public.pages p
    where p.id = new.item_id and p.slug in ('privacy', 'terms', 'refund-policy')
  ) then
    raise exception 'a page''s recording must be of a policy page (privacy, terms or refund-policy)'
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
revoke execute on function private.recording_is_of_a_policy_page() from public, anon, authenticated;

create trigger recording_is_of_a_policy_page before insert or update on public.recordings
  for each row execute function private.recording_is_of_a_policy_page();
