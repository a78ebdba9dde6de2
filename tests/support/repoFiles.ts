import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The repository's root folder. */
export const repoRoot = join(import.meta.dirname, "..", "..");

/** Every file below dir, in all its folders but node_modules and hidden ones, whose name matches pattern. */
export function filesBelow(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return filesBelow(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/** The public site's TypeScript sources (src/site). */
export const siteSources = () => filesBelow(join(repoRoot, "src", "site"), /\.tsx?$/);
