import { AdminLoading } from "../layout/AdminLoading";
import { prerenderedDoorAttribute, submittedEarlyAttribute } from "./doorMarkers";
import { LoginForm } from "./LoginForm";

/**
 * What the build writes into dist/admin/index.html (src/entry-server.tsx, renderAdminDoor): the
 * login form, so it paints before any script, and 'Checking authentication', which the page's
 * head shows instead when this browser holds a stored session (`adminDoorHead`), so a returning
 * member of staff never sees the form flash. The door's code replaces both when it starts.
 */
export function PrerenderedDoor() {
  return (
    <div {...{ [prerenderedDoorAttribute]: "" }}>
      <div data-door-checking="">
        <AdminLoading label="Checking authentication" fullScreen />
      </div>
      <div data-door-form="">
        <LoginForm onSignedIn={() => {}} />
      </div>
    </div>
  );
}

/**
 * The head of dist/admin/index.html: which of the two the prerendered door shows (supabase-js's
 * stored session is a localStorage key `sb-<project>-auth-token`), and no submit before the code
 * runs (the form would send the password to the static host): a 'Sign in' pressed that early is
 * noted on <html>, and the live form signs in as it starts. The e-mailed links' pages show neither.
 */
export const adminDoorHead = `<style>[data-door-checking]{display:none}html[data-admin-session] [data-door-checking]{display:block}html[data-admin-session] [data-door-form]{display:none}html[data-admin-link] [${prerenderedDoorAttribute}]{display:none}</style><script>try{if(/^\\/admin\\/(update-password|set-password)\\/?$/.test(location.pathname))document.documentElement.setAttribute("data-admin-link","");for(var i=0;i<localStorage.length;i++)if(/^sb-.*-auth-token$/.test(localStorage.key(i)||"")){document.documentElement.setAttribute("data-admin-session","");break}}catch(e){}document.addEventListener("submit",function(e){if(e.target.closest("[${prerenderedDoorAttribute}]")){e.preventDefault();document.documentElement.setAttribute("${submittedEarlyAttribute}","")}},true)</script>`;
