import { existsSync, readFileSync } from "node:fs";

/**
 * Each function's `verify_jwt` from supabase/config.toml's `[functions.<name>]` tables (true when
 * unset, as the CLI and hosted read it). Only that key is read, so a line-wise reading is enough.
 */
export function verifyJwtSettings(configFile: string): (name: string) => boolean {
  const settings = new Map<string, boolean>();
  if (existsSync(configFile)) {
    let current: string | null = null;
    for (const line of readFileSync(configFile, "utf8").split("\n")) {
      const table = /^\s*\[([^\]]+)\]/.exec(line);
      if (table) current = /^functions\.([\w-]+)$/.exec(table[1].trim())?.[1] ?? null;
      const value = /^\s*verify_jwt\s*=\s*(true|false)\b/.exec(line);
      if (current && value) settings.set(current, value[1] === "true");
    }
  }
  return (name) => settings.get(name) ?? true;
}
