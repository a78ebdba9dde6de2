// Asks the static host to rebuild the public site (docs/product.md#the-sites-freshness): POSTs to
// the build hook in the SITE_BUILD_HOOK_URL secret, which never reaches the browser. Staff (admin
// or editor) only, checked with the caller's own JWT; a secret key (the batching job) too.
// At most one call a minute, and for staff 20 a day in India, decided by the database
// (public.claim_site_rebuild(), whose refusal past the day's 20 is SQLSTATE PT429 with its sentence).
import { callerOf } from "../_shared/caller.ts";
import { answer, notPost, serviceClient, userClient, withCors } from "../_shared/http.ts";
import { buildHookSettings, projectSettings } from "../_shared/settings.ts";

const TEXTS = {
  notStaff: "Only staff can rebuild the site.",
  noHook:
    "No build hook is set, so the site cannot be rebuilt from here. Ask whoever set up the site to add the SITE_BUILD_HOOK_URL secret.",
  tooSoon: "The site was asked to rebuild less than a minute ago. Please wait a minute and try again.",
  failed: "The static host did not accept the rebuild. Please try again in a few minutes.",
  asked: "The site is rebuilding. Changes show in a few minutes.",
};

const project = projectSettings();
const { hook } = buildHookSettings();

Deno.serve(async (req) => {
  const refused = notPost(req);
  if (refused) return refused;
  const asked = await callerOf(req, project);
  if ("refused" in asked) return withCors(asked.refused);

  // A secret key is the batching job; anyone else must be staff, asked as themselves.
  const { caller } = asked;
  if (caller.kind === "anonymous") return answer(403, { error: TEXTS.notStaff });
  const claimer = caller.kind === "service" ? serviceClient(project) : userClient(project, caller.token);
  if (caller.kind === "user") {
    const { data: isStaff, error } = await claimer.rpc("is_staff");
    if (error || isStaff !== true) return answer(403, { error: TEXTS.notStaff });
  }

  if (!hook) return answer(503, { error: TEXTS.noHook, code: "no_hook" });

  const { data: claimed, error: claimError } = await claimer.rpc("claim_site_rebuild");
  if (claimError?.code === "PT429") return answer(429, { error: claimError.message, code: "daily_limit" });
  if (claimError) {
    console.error("claiming the rebuild failed:", claimError.message);
    return answer(500, { error: TEXTS.failed });
  }
  if (claimed !== true) return answer(429, { error: TEXTS.tooSoon, code: "too_soon" });

  // Netlify, Cloudflare Pages and Vercel all take an empty POST.
  const hooked = await fetch(hook, { method: "POST" }).catch((error: Error) => error);
  if (hooked instanceof Error || !hooked.ok) {
    console.error("the build hook failed:", hooked instanceof Error ? hooked.message : hooked.status);
    return answer(502, { error: TEXTS.failed });
  }
  await hooked.body?.cancel();
  return answer(200, { message: TEXTS.asked });
});
