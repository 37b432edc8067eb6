import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileCatalogs } from "./scripts/vite-compile-catalogs.ts";

export default defineConfig({
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React DOM, React Router, the page's translator (Lingui and ours) and its dates and numbers load on
              // every page: one file compresses and travels better than the six Rolldown would otherwise cut them into
              // (ADRs 052, 056, 058).
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/]core)[\\/]|app[\\/](components|modules)[\\/]i18n[\\/][^/\\]+\.tsx?$|app[\\/](lib[\\/]plain-format|modules[\\/]listings[\\/]locale-format)\.ts$/,
                },
                // A price with its currency and an odometer or a length with its unit go together on every card:
                // one small file rather than five (ADR 058).
                {
                  name: "prices-and-units",
                  test: /app[\\/](components[\\/]currencies[\\/]price|modules[\\/]currencies[\\/](currencies|format-money)|modules[\\/]listings[\\/]odometer|modules[\\/]camper-details[\\/]detail-units)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is our Express handler, so the app and its routes share one module graph.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  plugins: [compileCatalogs(), tailwindcss(), reactRouter()],
});
