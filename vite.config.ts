import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { prerenderPublicPages } from "./scripts/prerender/plugin.ts";
import { inlineLanguageCheck } from "./scripts/inlineScripts.ts";
import { browserSettings } from "./src/lib/settings.ts";

export default defineConfig(({ command, mode }) => {
  // The browser's settings, checked as the browser checks them (src/lib/settings.ts): a build
  // without a valid Supabase address and key stops here with a message naming what is wrong.
  if (command === "build") browserSettings({ ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env });
  return {
    plugins: [react(), inlineLanguageCheck(), prerenderPublicPages()],
    // React Router 7's package sends every bundler to its development build, warnings and checks
    // included (remix-run/react-router#14102, open): the build takes its production build, which the
    // package ships beside it (docs/decisions/108-react-routers-production-build.md).
    resolve: command === "build" ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] } : {},
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

/** React Router's production build, beside the development build its package.json exports. */
function reactRouterProduction(): string {
  const manifest = createRequire(import.meta.url).resolve("react-router/package.json");
  return join(dirname(manifest), "dist/production/index.mjs");
}
