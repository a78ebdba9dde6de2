// `npm start`: the local backend (unless a hosted Supabase project is configured) and the
// site with the admin at /admin, on WEB_PORT. Ctrl-C stops everything.
import { startBackend, type Backend } from "../supabase/local/backend";
import { backendOptionsFromEnv, describeBackend, stopOnSignal } from "../supabase/local/cli";
import { assertPortFree } from "../supabase/local/ports";
import { createDevServer } from "./devServer";
import { pointBuildAt, settingsOrExit, startSettings } from "./settings";

const { webPort, hosted } = settingsOrExit(() => startSettings());

try {
  await assertPortFree(webPort, "site", "WEB_PORT");
  let backend: Backend | null = null;
  if (hosted) {
    console.log(`Using the Supabase project at ${hosted.url}; no local backend started.`);
    console.log(
      hosted.keyName === "VITE_SUPABASE_PUBLISHABLE_KEY"
        ? "Browser key: the publishable key (VITE_SUPABASE_PUBLISHABLE_KEY)."
        : "Browser key: the legacy anon key (VITE_SUPABASE_ANON_KEY), which Supabase retires at the end of 2026: set VITE_SUPABASE_PUBLISHABLE_KEY.",
    );
  } else {
    backend = await startBackend(backendOptionsFromEnv());
    pointBuildAt(backend);
    console.log(describeBackend(backend));
  }
  const web = await createDevServer(webPort);
  await web.listen();
  console.log(`Site:         http://localhost:${webPort}/   Admin: http://localhost:${webPort}/admin`);
  const stopAll = async () => {
    await web.close();
    await backend?.stop();
  };
  stopOnSignal(stopAll);
  // The backend already said why it stopped; a site without its backend only misleads.
  void backend?.stopped.then(() => stopAll().finally(() => process.exit(1)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
