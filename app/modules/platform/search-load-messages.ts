// The words of a refused search (docs/product/browse-and-search.md, "Too many searches"), by message id: the
// server's refusal (search-load.server.ts) and the root ErrorBoundary, which shows one met during navigation in the
// browser on any page, so they are the site shell's messages.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const searchLoadMessages = {
  heading: "site-shell.searchLoad.heading",
  "too-fast": "site-shell.searchLoad.tooFast",
  busy: "site-shell.searchLoad.busy",
  backToHome: "site-shell.searchLoad.backToHome",
} as const satisfies Record<string, MessageId>;
