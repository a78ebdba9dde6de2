// @vitest-environment node
// The architecture's boundaries (docs/architecture.md) are lint rules: prove that they bite.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// The first lint loads the parser and the whole config: slow on a busy 2-core machine.
describe("import boundaries", { timeout: 60_000 }, () => {
  it("a public page may not import supabase-js, the admin's client or the admin", async () => {
    const file = "src/site/pages/Example.tsx";
    expect(await restrictedImports(file, 'import { createClient } from "@supabase/supabase-js";\n')).toHaveLength(1);
    expect(await restrictedImports(file, 'import { supabase } from "../../lib/supabase";\n')).toHaveLength(1);
    expect(await restrictedImports(file, 'import AdminApp from "../../admin/AdminApp";\n')).toHaveLength(1);
  });

  it("a public page may read through the REST-only client", async () => {
    expect(await restrictedImports("src/site/pages/Example.tsx", 'import { rest } from "../../lib/rest";\n')).toEqual(
      [],
    );
  });

  it("nothing in src imports the local backend, while the admin may use supabase-js", async () => {
    const keys = 'import { LOCAL_ANON_KEY } from "../../supabase/local/keys";\n';
    expect(await restrictedImports("src/lib/example.ts", keys)).toHaveLength(1);
    expect(
      await restrictedImports("src/admin/example.ts", 'import { createClient } from "@supabase/supabase-js";\n'),
    ).toEqual([]);
  });

  it("src/config and src/lib import nothing from the site or the admin", async () => {
    const localized = 'import type { Localized } from "../site/i18n/language";\n';
    expect(await restrictedImports("src/config/example.ts", localized)).toHaveLength(1);
    expect(await restrictedImports("src/lib/example.ts", 'import { x } from "../admin/x";\n')).toHaveLength(1);
    expect(
      await restrictedImports("src/config/example.ts", 'import type { Localized } from "../lib/localized";\n'),
    ).toEqual([]);
  });

  it("the browser reads its settings only through src/lib/env.ts", async () => {
    const [result] = await eslint.lintText(
      "export const a = import.meta.env.VITE_SITE_URL;\nexport const b = process.env.VITE_SITE_URL;\n",
      { filePath: "src/site/example.ts" },
    );
    expect(result.messages.filter((m) => m.ruleId === "no-restricted-syntax")).toHaveLength(2);
    const [env] = await eslint.lintText("export const a = import.meta.env.VITE_SITE_URL;\n", {
      filePath: "src/lib/env.ts",
    });
    expect(env.messages.filter((m) => m.ruleId === "no-restricted-syntax")).toEqual([]);
  });
  it("the build scripts read the environment only in scripts/settings.ts, the functions only in _shared/settings.ts", async () => {
    const restricted = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return result.messages.filter((m) => m.ruleId === "no-restricted-syntax");
    };
    expect(await restricted("scripts/example.ts", "export const port = process.env.WEB_PORT;\n")).toHaveLength(1);
    expect(await restricted("scripts/settings.ts", "export const port = process.env.WEB_PORT;\n")).toEqual([]);
    const deno = 'export const url = Deno.env.get("SUPABASE_URL");\n';
    expect(await restricted("supabase/functions/example/index.ts", deno)).toHaveLength(1);
    expect(await restricted("supabase/functions/_shared/settings.ts", deno)).toEqual([]);
  });
});
