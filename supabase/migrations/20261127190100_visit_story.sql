-- 'Your first visit', a visual story (issue 40, item 3; docs/product.md#your-first-visit,
-- docs/decisions/103-first-visit-story-steps-in-a-table-sensory-block-a-page.md): the steps of a
-- first visit to the centre, each a photo and one or two sentences, in English and Hindi, in the
-- order staff give them. A content type like the others (docs/architecture.md#adding-a-content-type):
-- everyone reads the published steps, staff of either role write them, drafts and scheduling,
-- history with undo, a rebuild on each change. The sensory information block under the steps is a
-- row of public.pages (slug 'first-visit-sensory'), which already has both languages, History and
-- its admin screen: nothing of it is created here.

create table public.visit_steps (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint "title must be 1 to 120 characters" check (title ~ '\S' and char_length(title) <= 120),
  title_hi text constraint "title_hi must be 1 to 120 characters when given"
    check (title_hi ~ '\S' and char_length(title_hi) <= 120),
  -- One or two sentences a parent reads aloud to their child: short by rule.
  body text not null constraint "body must be 1 to 400 characters" check (body ~ '\S' and char_length(body) <= 400),
  body_hi text constraint "body_hi must be 1 to 400 characters when given"
    check (body_hi ~ '\S' and char_length(body_hi) <= 400),
  -- Every step is a photo: a site path (the seeded illustrations) or an http(s) URL (an upload in
  -- the `media` bucket, prepared in the browser without its metadata).
  image_url text not null constraint "image_url must be a site path or an http(s) URL of at most 2048 characters"
    check ((image_url ~ '^https?://[^\s/?#]+[^\s]*$' or image_url ~ '^/[^\s/][^\s]*$') and char_length(image_url) <= 2048),
  image_small_url text constraint "image_small_url must be a site path or an http(s) URL of at most 2048 characters"
    check ((image_small_url ~ '^https?://[^\s/?#]+[^\s]*$' or image_small_url ~ '^/[^\s/][^\s]*$') and char_length(image_small_url) <= 2048),
  image_width integer not null constraint "image_width must be 1 to 10000 pixels" check (image_width between 1 and 10000),
  image_height integer not null constraint "image_height must be 1 to 10000 pixels" check (image_height between 1 and 10000),
  image_alt text not null constraint "image_alt must be 1 to 300 characters" check (image_alt ~ '\S' and char_length(image_alt) <= 300),
  image_alt_hi text constraint "image_alt_hi must be 1 to 300 characters when given"
    check (image_alt_hi ~ '\S' and char_length(image_alt_hi) <= 300),
  -- Lower first; a step added without one goes last (private.new_visit_step_last).
  position integer not null constraint "position must be 0 to 10000" check (position between 0 and 10000),
  -- As for the gallery: a photo that shows a child is published only with the parents' written consent.
  consent_confirmed boolean not null
    constraint "consent_confirmed must be true: the foundation holds written consent for everyone shown"
    check (consent_confirmed),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index visit_steps_position_idx on public.visit_steps (position, created_at);
create index visit_steps_title_trgm_idx on public.visit_steps using gin (title extensions.gin_trgm_ops) with (fastupdate = off);
create index visit_steps_body_trgm_idx on public.visit_steps using gin (body extensions.gin_trgm_ops) with (fastupdate = off);

create trigger visit_steps_keep_server_columns before insert or update on public.visit_steps
  for each row execute function private.keep_server_columns();
create trigger visit_steps_queue_media_removals after delete on public.visit_steps
  for each row execute function private.queue_media_removals();

-- A step staff add without a position (the admin's form left empty sends null) comes after the
-- last one: a story is told in order, and the newest step is usually its end.
create function private.new_visit_step_last() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.position is null then
    select least(coalesce(max(s.position), 0) + 10, 10000) into new.position from public.visit_steps s;
  end if;
  return new;
end;
$$;
revoke execute on function private.new_visit_step_last() from public, anon, authenticated, service_role;

create trigger visit_steps_new_last before insert on public.visit_steps
  for each row execute function private.new_visit_step_last();

alter table public.visit_steps enable row level security;

revoke all on public.visit_steps from anon, authenticated, service_role;
grant select on public.visit_steps to anon, authenticated;
grant insert, update, delete on public.visit_steps to authenticated;
grant all on public.visit_steps to service_role;

-- Permissive reads for everyone; which rows are published decide the restrictive policies of
-- private.make_publishable below.
create policy "Visitors read visit steps" on public.visit_steps
  for select to anon using (true);
create policy "Signed-in users read visit steps" on public.visit_steps
  for select to authenticated using (true);
create policy "Staff insert visit steps" on public.visit_steps
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff update visit steps" on public.visit_steps
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff delete visit steps" on public.visit_steps
  for delete to authenticated using ((select public.is_staff()));

select private.make_publishable('visit_steps');
select private.track_history('visit_steps');
select private.note_site_changes_of('visit_steps');

-- "Hindi missing" (migration 20261127140400): the same rule as every translatable table.
create function public.hindi_missing(r public.visit_steps) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
revoke execute on function public.hindi_missing(public.visit_steps) from public, anon, authenticated, service_role;
grant execute on function public.hindi_missing(public.visit_steps) to authenticated, service_role;

-- Swaps a step with its neighbour in the story's order (position, then created_at, then id) and
-- renumbers the steps 10, 20, 30..., as public.move_photo does for a placement. Security invoker:
-- the RLS policies decide who may write; the is_staff check makes a refusal an error rather than a
-- silent no-op. False when the step is already first (up) or last (down).
create function public.move_visit_step(step_id uuid, direction text) returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  ordered uuid[];
  here integer;
  there integer;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff can reorder the visit story' using errcode = '42501';
  end if;
  if direction is null or direction not in ('up', 'down') then
    raise exception 'direction must be up or down' using errcode = '22023';
  end if;
  perform 1 from public.visit_steps for update;
  select array_agg(id order by position, created_at, id) into ordered from public.visit_steps;
  here := array_position(ordered, step_id);
  if here is null then
    raise exception 'No visit step with this id' using errcode = 'P0002';
  end if;
  there := case direction when 'up' then here - 1 else here + 1 end;
  if there < 1 or there > cardinality(ordered) then
    return false;
  end if;
  ordered[here] := ordered[there];
  ordered[there] := step_id;
  update public.visit_steps as s set position = k.n * 10
    from unnest(ordered) with ordinality as k(id, n)
    where s.id = k.id and s.position <> k.n * 10;
  return true;
end;
$$;
revoke execute on function public.move_visit_step(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.move_visit_step(uuid, text) to authenticated;
