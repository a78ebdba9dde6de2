import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { LOCAL_PUBLISHABLE_KEY } from "./supabase/local/keys";

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/unit/setup.ts"],
          // Unit tests mock the network; the clients still need an address and a key to be built.
          env: { VITE_SUPABASE_URL: "http://127.0.0.1:54321", VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY },
          // Typing into forms in jsdom takes about a second here; on a busy 2-core machine, several.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Each file starts its own fresh backend; one at a time suits a 2-core machine.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The wire format of every Auth, Storage, Functions and PostgREST call the product makes,
          // as the real services answer it (tests/contract, docs/architecture.md).
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
