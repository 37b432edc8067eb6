// Each catalog's loader in the browser, in a module of its own (ADR 079): a page comes with its messages in its HTML,
// so only a later page that names another area needs this map of every area's file, and no page's first load pays
// for it.

import type { Messages } from "#app/modules/i18n/translator.ts";

export const catalogLoaders = import.meta.glob<Messages>("/app/modules/*/messages/*.json", { import: "default" });
