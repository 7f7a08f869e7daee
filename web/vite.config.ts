import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { routePreloads } from "./build/route-preloads.js";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    // At "/" a visitor who is not signed in sees the landing page instead of the home page.
    routePreloads(fileURLToPath(new URL("screens.ts", import.meta.url)), {
      "/": [fileURLToPath(new URL("pages/landing.tsx", import.meta.url))],
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What two or more screens share comes in one chunk per kind instead of one per module:
            // left alone, Rolldown gave each shared icon and helper its own file of ~1 kB, and the
            // home page asked for 60 of them. The form engine's libraries stay in their own chunks,
            // which a tool page loads after its heading (docs/performance.md).
            // zod, with the request schemas, in one chunk that no screen's first paint needs.
            { name: "schemas", test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: "icons", test: /[\\/]lucide-react[\\/]/, minShareCount: 2 },
            { name: "vendor", test: /[\\/]node_modules[\\/](?!zod|react-hook-form|@hookform)/, minShareCount: 2 },
            // The engine's small text rules (a few hundred bytes each) ride with them: several screens
            // use them, and alone each was one more request on a tool page.
            {
              name: "shared",
              test: /[\\/](web[\\/](lib|components)[\\/]|engine[\\/](graphemes|readable-text)\.ts$)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8787" },
  },
});
