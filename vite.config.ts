import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { prerenderPublicPages } from "./scripts/prerender/plugin.ts";
import { inlineLanguageCheck } from "./scripts/inlineScripts.ts";

/** The settings a deployed site cannot do without (README, "Build and host it"). */
const REQUIRED_FOR_BUILD = ["VITE_SUPABASE_URL", "VITE_SUPABASE_ANON_KEY"] as const;

export default defineConfig(({ command, mode }) => {
  if (command === "build") {
    const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
    const missing = REQUIRED_FOR_BUILD.filter((name) => !env[name]);
    if (missing.length) {
      throw new Error(
        `npm run build needs ${missing.join(" and ")}: the Supabase project the site reads from ` +
          "(Supabase dashboard -> Project Settings -> API). Set them in the environment or in .env.local.",
      );
    }
  }
  return {
    plugins: [react(), inlineLanguageCheck(), prerenderPublicPages()],
    server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
    preview: { port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
    build: {
      target: "es2020",
      sourcemap: false,
      reportCompressedSize: true,
      // The prerender step reads it to preload each page's own chunk.
      manifest: true,
    },
  };
});
