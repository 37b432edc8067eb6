import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is our Express handler, so the app and its routes share one module graph.
  environments: { ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
});
