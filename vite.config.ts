import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: {
    target: "es2020",
    sourcemap: false,
    reportCompressedSize: true,
  },
});
