-- A hosted project's default privileges grant every new function in `public` to service_role and
-- every new sequence to anon, authenticated and service_role (supabase/local/bootstrap.sql mirrors
-- them now). These migrations relied on a superuser's plain defaults instead:
--   * the staff-only functions revoked from public and anon only, so service_role kept EXECUTE;
--   * staff_notifications' id sequence revoked nowhere, so anon could call nextval on it.
-- Nothing calls them that way: the admin calls the functions as a signed-in member of staff, and
-- staff alerts are queued by a security definer trigger (private.queue_staff_alerts).

revoke execute on function public.list_staff() from service_role;
revoke execute on function public.grant_staff_access(text) from service_role;
revoke execute on function public.revoke_staff_access(uuid) from service_role;
revoke execute on function public.move_photo(uuid, text) from service_role;

revoke all on sequence public.staff_notifications_id_seq from public, anon, authenticated, service_role;
