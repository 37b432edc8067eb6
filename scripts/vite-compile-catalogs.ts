// Compiles the message catalogs (app/modules/*/messages/*.json) as Vite reads them, so that the built app carries
// Lingui's compiled messages and not its ICU parser (ADR 056). Outside a build (tests, the dev server) Lingui
// compiles each message when it is used. The output is JSON still, which Vite's own JSON handling then loads.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const catalogFile = /\/app\/modules\/[^/]+\/messages\/[^/]+\.json$/;

export function compileCatalogs(): Plugin {
  return {
    name: "roamstead:compile-catalogs",
    enforce: "pre",
    transform(source, id) {
      if (!catalogFile.test(id)) return null;
      const catalog = JSON.parse(source) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(catalog)) {
        try {
          // Even a message without arguments is compiled (an array): Lingui reads a plain string as uncompiled.
          compiled[key] = compileMessageOrThrow(message);
        } catch (error) {
          this.error(`${id}: the message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
