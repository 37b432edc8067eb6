import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./scripts/client-chunks.ts";
import { compileCatalogs } from "./scripts/vite-compile-catalogs.ts";

export default defineConfig({
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } },
      },
    },
    // The server build's entry is our Express handler, so the app and its routes share one module graph. Its output
    // is ASCII (strings escaped, comments dropped), so V8 holds each chunk's source as a one-byte string (ADR 090).
    ssr: { build: { rolldownOptions: { input: "./server/app.ts", output: { charset: "ascii", comments: false } } } },
  },
  plugins: [compileCatalogs(), tailwindcss(), reactRouter()],
});
