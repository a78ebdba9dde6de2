import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The repository's root, for the docs' tests that read its files. */
export const root = join(import.meta.dirname, "..", "..", "..");

/** Every TypeScript file below `dir` (src/site by default): the code the docs' lists are compared with. */
export function sources(dir = join(root, "src", "site")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
