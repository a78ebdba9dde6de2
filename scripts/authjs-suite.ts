// Reruns supabase-js's own auth-js test suite against the local Auth stand-in (issue 37; decision
// 096 records the figures). By hand, not in CI: it needs a supabase-js checkout and the suite's
// dev dependencies from npm.
//
//   npx tsx scripts/authjs-suite.ts [--supabase-js <git dir>] [--dir <work dir>] [--only <jest filter>]
//
// It exports packages/core/auth-js from the supabase-js git directory (HEAD; default
// /work/.mirror/supabase+supabase-js/repo) into the work dir (default /tmp/authjs-suite), installs
// the suite's dev dependencies there once (versions of the supabase-js catalog at 381bded5),
// changes only the suite's Auth URL and keys (test/lib/clients.ts), and runs jest twice: once with
// nothing listening (which tests need a server), once against a throw-away backend that follows
// the suite's own test/supabase/config.toml (LOCAL_AUTH_CONFIG). It prints how many of the tests
// that need a server pass, and names the ones that do not.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startBackend } from "../supabase/local/backend";
import { findFreePort } from "../supabase/local/ports";

const { values } = parseArgs({
  options: {
    "supabase-js": { type: "string", default: "/work/.mirror/supabase+supabase-js/repo" },
    dir: { type: "string", default: "/tmp/authjs-suite" },
    only: { type: "string" },
  },
});
const gitDir = values["supabase-js"];
const dir = values.dir;
const suite = join(dir, "packages/core/auth-js");

const DEV_DEPENDENCIES = [
  "jest@30.4.2",
  "ts-jest@29.4.9",
  "typescript@5.8.3",
  "@types/jest@30.0.0",
  "@types/node@20.19.9",
  "jest-environment-jsdom@30.4.1",
  "jest-mock-server@0.1.0",
  "jsonwebtoken@9.0.2",
  "@types/jsonwebtoken@8.5.9",
  "@faker-js/faker@9.9.0",
  "prettier@3.6.2",
  "tslib@2.8.1",
];

function exportSuite() {
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync(
    "git",
    ["--git-dir", gitDir, "archive", "HEAD", "packages/core/auth-js", "tsconfig.base.json"],
    {
      maxBuffer: 1 << 28,
    },
  );
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  const commit = execFileSync("git", ["--git-dir", gitDir, "rev-parse", "--short", "HEAD"]).toString().trim();
  console.log(`auth-js of supabase-js ${commit} in ${suite}`);
  // As the suite's own test:generate-keys target does: its keys are not in git.
  if (!existsSync(join(suite, "test/supabase/signing_keys.json")))
    execFileSync("node", ["test/generate-signing-keys.js"], { cwd: suite, stdio: "ignore" });
  if (!existsSync(join(suite, "node_modules/.bin/jest"))) {
    // The package's own package.json has pnpm's `catalog:` versions, which npm cannot read.
    writeFileSync(join(suite, "package.json"), JSON.stringify({ name: "authjs-suite", private: true }));
    execFileSync("npm", ["install", "--no-audit", "--no-fund", ...DEV_DEPENDENCIES], { cwd: suite, stdio: "inherit" });
  }
}

/** The suite's test/lib/clients.ts with only the Auth URL and the keys changed. */
function pointAt(url: string, publishableKey: string, secretKey: string) {
  const file = join(suite, "test/lib/clients.ts");
  const original = execFileSync("git", [
    "--git-dir",
    gitDir,
    "show",
    "HEAD:packages/core/auth-js/test/lib/clients.ts",
  ]).toString();
  const changed = original
    .replace(/(GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON = )'[^']*'/, `$1'${url}/auth/v1'`)
    .replace(/(SUPABASE_PUBLISHABLE_KEY = )jwt\.sign\([\s\S]*?\n\)/, `$1'${publishableKey}'`)
    .replace(/(SUPABASE_SECRET_KEY = )jwt\.sign\([\s\S]*?\n\)/, `$1'${secretKey}'`)
    .replace(/(AUTH_ADMIN_JWT = )jwt\.sign\([\s\S]*?\n\)/, "$1SUPABASE_SECRET_KEY");
  if (changed.split("\n").filter((line, i) => line !== original.split("\n")[i]).length === 0)
    throw new Error("test/lib/clients.ts has changed upstream: the URL and keys were not found");
  writeFileSync(file, changed);
}

type JestResult = { testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[] };

/** Asynchronously: the backend answering the suite runs in this process, and a blocked loop answers nothing. */
async function runJest(output: string): Promise<Map<string, string>> {
  // The suite's own test:suite target (project.json): jest.config.cli.js leaves out docker-tests/.
  const args = [
    "jest",
    "--config",
    "jest.config.cli.js",
    "--runInBand",
    "--coverage=false",
    "--json",
    `--outputFile=${output}`,
  ];
  if (values.only) args.push(values.only);
  const jest = spawn("npx", args, { cwd: suite, stdio: "ignore" });
  await once(jest, "close");
  return readStatuses(output);
}

function readStatuses(output: string): Map<string, string> {
  const result = JSON.parse(readFileSync(output, "utf8")) as JestResult;
  const statuses = new Map<string, string>();
  for (const file of result.testResults)
    for (const test of file.assertionResults)
      statuses.set(`${file.name.split("/test/")[1]} :: ${test.fullName}`, test.status);
  return statuses;
}

exportSuite();
// Which tests need a server does not change between runs of one commit: measured once, kept.
const withoutServerFile = join(dir, "without-server.json");
if (!existsSync(withoutServerFile) || values.only) {
  pointAt(`http://127.0.0.1:${await findFreePort()}`, "sb_publishable_unused", "sb_secret_unused");
  await runJest(withoutServerFile);
}
const withoutServer = readStatuses(withoutServerFile);
const needServer = [...withoutServer].filter(([, status]) => status === "failed").map(([name]) => name);

const backend = await startBackend({
  dataDir: null,
  apiPort: 0,
  quiet: true,
  auth: { configFile: join(suite, "test/supabase/config.toml") },
});
try {
  pointAt(backend.url, backend.publishableKey, backend.secretKey);
  const withServer = await runJest(join(dir, "with-server.json"));
  const failing = needServer.filter((name) => withServer.get(name) !== "passed");
  for (const name of failing) console.log(`not passed (${withServer.get(name) ?? "missing"}): ${name}`);
  const passed = needServer.length - failing.length;
  console.log(
    `${passed} of the ${needServer.length} tests that need a server pass (${Math.round((100 * passed) / needServer.length)} %)`,
  );
} finally {
  await backend.stop();
}
