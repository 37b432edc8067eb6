// A catalog as the server reads it: compiled already when Vite built the server (scripts/vite-compile-catalogs.ts),
// ICU text when Node or Vitest reads the JSON itself. The translator takes compiled messages only, so the browser
// never carries the ICU parser.
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Messages } from "./translator.ts";

export type Catalog = Readonly<Record<string, string | CompiledMessage>>;

export function compiledCatalog(catalog: Catalog): Messages {
  const compiled: Messages = {};
  for (const [key, message] of Object.entries(catalog)) {
    compiled[key] = typeof message === "string" ? compileMessageOrThrow(message) : message;
  }
  return compiled;
}
