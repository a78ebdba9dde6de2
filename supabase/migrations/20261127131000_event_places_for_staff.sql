-- An event's card in the admin says how many places are booked and how many people wait
-- (docs/product.md#events; issue 36): "12 of 25 places booked, 3 waiting". Editors manage events but
-- may not read the registrations (names and phones: admins only), so the counts come from the
-- database as computed columns of the events row, which PostgREST selects beside it
-- (`select=*,booked_places,waiting_places`): numbers, never a person. Staff only; anyone else
-- reads null, and the public site never asks.
create or replace function public.booked_places(event public.events) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when public.is_staff() then (
    select coalesce(sum(r.people), 0)::integer from public.event_registrations r
    where r.event_id = event.id and r.status = 'confirmed'
  ) end;
$$;

create or replace function public.waiting_places(event public.events) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when public.is_staff() then (
    select coalesce(sum(r.people), 0)::integer from public.event_registrations r
    where r.event_id = event.id and r.status = 'waiting'
  ) end;
$$;

revoke execute on function public.booked_places(public.events), public.waiting_places(public.events)
  from public, anon, authenticated, service_role;
grant execute on function public.booked_places(public.events), public.waiting_places(public.events)
  to authenticated, service_role;
