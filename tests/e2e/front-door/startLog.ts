import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where tests/e2e/front-door/npmStart.ts keeps what `npm start` printed. */
export const startLogPath = (webPort: string) => join(".data", `e2e-start-${webPort}.log`);

/** The staff login that `npm start` printed ("Staff login:  <e-mail> / <password>"). */
export function printedStaffLogin(webPort: string): { email: string; password: string } {
  const printed = readFileSync(startLogPath(webPort), "utf8");
  const match = /^Staff login:\s+(\S+) \/ (\S+)/m.exec(printed);
  if (!match) throw new Error(`npm start printed no staff login:\n${printed}`);
  return { email: match[1], password: match[2] };
}
