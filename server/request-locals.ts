import type { Logger } from "pino";
import type { PageEffects } from "#app/modules/platform/anonymous-pages.server.ts";

/** What the Express middleware puts on `res.locals` for every request. */
export interface RequestLocals {
  requestId: string;
  nonce: string;
  logger: Logger;
  /** Set by the anonymous pages' middleware for each request it sees (ADR 080). */
  pageEffects?: PageEffects;
}
