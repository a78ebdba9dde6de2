-- The policy pages are content (docs/architecture.md#security-model): editors write them as they
-- write articles and notices. 20261125002500_pages.sql was written before the editor role
-- (20261125002000_staff_roles.sql) reached it, with admins only.
drop policy "Staff insert pages" on public.pages;
drop policy "Staff update pages" on public.pages;
drop policy "Staff delete pages" on public.pages;
create policy "Staff insert pages" on public.pages
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff update pages" on public.pages
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff delete pages" on public.pages
  for delete to authenticated using ((select public.is_staff()));
