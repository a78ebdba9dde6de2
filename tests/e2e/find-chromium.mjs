// Prints the Chromium to drive: CHROME_PATH, else a system chromium on PATH, else the one
// that @sparticuz/chromium ships inside its npm package (a fresh machine needs no install).
import { execFileSync } from "node:child_process";

function onPath(name) {
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`])
      .toString()
      .trim();
  } catch {
    return "";
  }
}

let path = process.env.CHROME_PATH || onPath("chromium") || onPath("chromium-browser");
if (!path) {
  const { default: chromium } = await import("@sparticuz/chromium");
  path = await chromium.executablePath();
}
process.stdout.write(path);
