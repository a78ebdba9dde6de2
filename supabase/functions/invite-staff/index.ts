// Invites a new member of staff (docs/product.md#staff-access): creates the account through
// Auth's invite, which e-mails the link to choose a password, and makes it staff. Only staff may
// call it: the caller's own JWT must pass public.is_admin(). It needs the service-role key, which
// is why this is a function and not an RPC (docs/decisions/009-inviting-is-an-edge-function-the-invitation-is-auths-own.md).
import { answer, fromAdmin, serviceClient } from "../_shared/http.ts";
import { projectSettings } from "../_shared/settings.ts";

const TEXTS = {
  notStaff: "Only staff can invite people.",
  badRequest: "Send a JSON object with the e-mail address to invite.",
  badEmail: "Please enter a valid email address.",
  exists: "This address already has an account. Give it access with 'Give access to an existing account'.",
  notSent: "The invitation could not be sent. Please try again in a few minutes.",
  notStaffed: "The invitation was not sent: the account could not be made staff. Please try again.",
};

const project = projectSettings();

Deno.serve(async (req) => {
  const asked = await fromAdmin(req, project, TEXTS.notStaff);
  if ("refused" in asked) return asked.refused;

  const body: unknown = await req.json().catch(() => null);
  const { email, redirectTo } = (body ?? {}) as { email?: unknown; redirectTo?: unknown };
  if (typeof email !== "string" || (redirectTo !== undefined && typeof redirectTo !== "string")) {
    return answer(400, { error: TEXTS.badRequest });
  }

  const admin = serviceClient(project);
  // Auth keeps the link within its allowed redirect URLs, whatever the caller asks for.
  const invited = await admin.auth.admin.inviteUserByEmail(email.trim(), { redirectTo });
  if (invited.error) {
    if (invited.error.code === "email_exists" || invited.error.status === 422)
      return answer(409, { error: TEXTS.exists });
    if (invited.error.status === 400) return answer(400, { error: TEXTS.badEmail });
    console.error("invite failed:", invited.error.message);
    return answer(502, { error: TEXTS.notSent });
  }
  const user = invited.data.user;
  const staffed = await admin.from("admin_users").upsert({ user_id: user.id }, { ignoreDuplicates: true });
  if (staffed.error) {
    console.error("making staff failed:", staffed.error.message);
    // The link would lead to an account that cannot use the admin: take the account back.
    if (!user.last_sign_in_at) await admin.auth.admin.deleteUser(user.id);
    return answer(500, { error: TEXTS.notStaffed });
  }
  return answer(200, { user_id: user.id, email: user.email });
});
