import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { findFreePort } from "../ports";

const BOOTSTRAP = join(dirname(fileURLToPath(import.meta.url)), "bootstrap.mjs");
/** The first start downloads the function's npm: packages into Deno's cache; later ones take well under a second. */
const BOOT_TIMEOUT_MS = 180_000;

/**
 * DENO_BIN, else the Deno binary from the npm package @deno/<platform> (an optional dependency, as
 * the npm package `deno` does it; the registry here serves only the linux-x64-glibc build, and the
 * `deno` package's other platform entries would leave `npm ci` with a lock file it cannot satisfy).
 */
export function denoBinary(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const builds: Record<string, string> = { "linux-x64": "linux-x64-glibc", "linux-arm64": "linux-arm64-glibc" };
  const platform = builds[`${process.platform}-${process.arch}`];
  const pkg = `@deno/${platform ?? `${process.platform}-${process.arch}`}`;
  const require = createRequire(import.meta.url);
  try {
    return join(dirname(require.resolve(`${pkg}/package.json`)), process.platform === "win32" ? "deno.exe" : "deno");
  } catch {
    throw new Error(
      `No Deno binary for ${process.platform}-${process.arch}: install ${pkg}, or set DENO_BIN to a Deno 2 binary.`,
    );
  }
}

const PASSED_THROUGH =
  /^(PATH|HOME|DENO_DIR|DENO_CERT|SSL_CERT_FILE|SSL_CERT_DIR|(HTTPS?|NO|ALL)_PROXY|NPM_CONFIG_REGISTRY)$/i;

/**
 * What Deno needs from this machine to download packages: the cache, proxies and the CAs this
 * machine trusts (Deno trusts only its own list unless told; Node's extra CAs count too).
 */
export function machineEnv(): Record<string, string> {
  const env: Record<string, string> = { DENO_TLS_CA_STORE: "mozilla,system" };
  if (process.env.NODE_EXTRA_CA_CERTS) env.DENO_CERT = process.env.NODE_EXTRA_CA_CERTS;
  for (const [name, value] of Object.entries(process.env)) if (value && PASSED_THROUGH.test(name)) env[name] = value;
  return env;
}

export interface FunctionWorker {
  port: number;
  /** Resolves when the process has ended, for whatever reason. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/**
 * One function in its own Deno process, with only the network, environment and file reads it
 * needs (as the edge runtime allows). Resolves once the function listens; rejects when it
 * fails to start, with its last output as the reason.
 */
export async function startWorker(options: {
  name: string;
  entry: string;
  env: Record<string, string>;
  log: (line: string) => void;
}): Promise<FunctionWorker> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    denoBinary(),
    [
      "run",
      "--no-config",
      "--node-modules-dir=none",
      "--no-prompt",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-sys",
      BOOTSTRAP,
      pathToFileURL(options.entry).href,
    ],
    {
      env: {
        ...options.env,
        ...machineEnv(),
        DENO_NO_PACKAGE_JSON: "1",
        DENO_NO_UPDATE_CHECK: "1",
        NO_COLOR: "1",
        LOCAL_FUNCTION_PORT: String(port),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const recent: string[] = [];
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`did not start within ${BOOT_TIMEOUT_MS / 1000} s`)),
      BOOT_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      if (line === "local-function-listening") {
        clearTimeout(timer);
        return resolve();
      }
      recent.push(line);
      if (recent.length > 5) recent.shift();
      options.log(`[${options.name}] ${line}`);
    };
    createInterface({ input: child.stdout! }).on("line", onLine);
    createInterface({ input: child.stderr! }).on("line", onLine);
    child.once("error", (error) => reject(error));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited while starting: ${recent.join(" / ") || "no output"}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    await listening;
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, exited, stop };
}
