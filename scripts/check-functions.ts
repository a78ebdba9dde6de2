// Type-checks the Edge Functions (supabase/functions/*, and the test functions the integration
// tests serve) with Deno's own checker, as they run: Deno's globals, npm: imports, no package.json.
// `tsc` cannot (tsconfig.json leaves them out); `npm test` runs this in its lint/typecheck stage.
// The first run downloads the functions' npm: packages into Deno's cache, as `npm start` does.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { denoBinary, machineEnv } from "../supabase/local/functions/worker";

const root = fileURLToPath(new URL("..", import.meta.url));
const folders = ["supabase/functions", "tests/integration/functions"];

/** Every .ts file of each function's folder (a function may split its code, as notify-staff does). */
export function functionFiles(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((fn) =>
        readdirSync(join(root, folder, fn.name))
          .filter((file) => file.endsWith(".ts"))
          .map((file) => join(folder, fn.name, file)),
      ),
  );
}

const files = functionFiles();
const result = spawnSync(denoBinary(), ["check", "--no-config", "--node-modules-dir=none", "--quiet", ...files], {
  cwd: root,
  stdio: "inherit",
  env: { ...machineEnv(), DENO_NO_PACKAGE_JSON: "1", DENO_NO_UPDATE_CHECK: "1" },
});
if (result.error) throw result.error;
if (result.status !== 0) {
  console.error(`\nThe Edge Functions failed Deno's type check (${files.length} files; deno check, above).`);
  process.exit(result.status ?? 1);
}
console.log(`Edge Functions type-checked with Deno: ${files.length} files.`);
