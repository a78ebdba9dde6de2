// Lint rules, including the architecture's boundaries (docs/architecture.md, "Boundaries"):
// the public site never loads supabase-js or the admin, and the app never imports the local backend.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const localBackend = {
  regex: "(^|/)supabase/local(/|$)",
  message: "src/ runs in the browser; the local backend (supabase/local) is a development tool.",
};

export default tseslint.config(
  { ignores: ["dist/", ".data/", "node_modules/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Edge Functions and the local runner's bootstrap run on Deno.
    files: ["supabase/functions/**", "supabase/local/functions/*.mjs", "tests/integration/functions/**"],
    languageOptions: { globals: { Deno: "readonly" } },
  },
  {
    // Hooks live in the app; tests' `useBackend()` helpers are vitest fixtures, not React hooks.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": ["error", { patterns: [localBackend] }],
    },
  },
  {
    // The browser reads its settings in one module, which checks them (src/lib/settings.ts).
    files: ["src/**/*.{ts,tsx}"],
    // siteOrigin.ts: see its comment (the build checks VITE_SITE_URL all the same).
    ignores: ["src/lib/env.ts", "src/site/siteOrigin.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: "Read the browser's settings from src/lib/env.ts, which checks them (src/lib/settings.ts).",
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "The browser has no process.env: read its settings from src/lib/env.ts.",
        },
      ],
    },
  },
  {
    // The lower layers (settings, shared code) depend on nothing above them.
    files: ["src/config/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            localBackend,
            {
              regex: "(^|\\.\\./)(site|admin)(/|$)",
              message: "src/config and src/lib sit below the site and the admin: move what both need into src/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/site/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@supabase/supabase-js",
              message: "Public pages read through src/lib/rest.ts (postgrest-js); supabase-js is the admin's.",
            },
          ],
          patterns: [
            localBackend,
            {
              regex: "(^|/)lib/supabase(\\.ts)?$",
              message: "Public pages read through src/lib/rest.ts; src/lib/supabase.ts is the admin's client.",
            },
            {
              regex: "(^|/)admin(/|$)",
              message: "The admin is a lazy chunk that public pages never load.",
            },
          ],
        },
      ],
    },
  },
  {
    // The build scripts read the environment in one module, which checks it (scripts/settings.ts).
    files: ["scripts/**/*.{ts,mjs}"],
    ignores: ["scripts/settings.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read the build's settings from scripts/settings.ts, which checks them.",
        },
      ],
    },
  },
  {
    // The Edge Functions read their settings in one module, which checks them when a function starts.
    files: ["supabase/functions/**/*.ts"],
    ignores: ["supabase/functions/_shared/settings.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='Deno'][property.name='env']",
          message: "Read the functions' settings from supabase/functions/_shared/settings.ts, which checks them.",
        },
      ],
    },
  },
  prettier,
);
