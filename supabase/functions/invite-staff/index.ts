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
  // An invitation opened but not finished leaves a confirmed account with access and no password:
  // Auth will not invite it again, and "give access" has nothing to give.
  alreadyStaff:
    "This address already has access to the admin. If they have not chosen a password yet, or have forgotten it, they choose 'Forgot password?' on the sign-in screen: it e-mails them a link to choose one.",
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
      return answer(409, { error: (await isStaff(admin, email.trim())) ? TEXTS.alreadyStaff : TEXTS.exists });
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

/** Whether the account with this address is staff already (Auth lists accounts a page at a time). */
async function isStaff(admin: ReturnType<typeof serviceClient>, email: string): Promise<boolean> {
  const wanted = email.toLowerCase();
  for (let page = 1; page <= 100; page++) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) return false;
    const account = data.users.find((user) => user.email?.toLowerCase() === wanted);
    if (account) {
      const staff = await admin.from("admin_users").select("user_id").eq("user_id", account.id).maybeSingle();
      return !staff.error && staff.data !== null;
    }
    if (data.users.length < 1000) return false;
  }
  return false;
}
