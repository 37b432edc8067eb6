import type { Logger } from "pino";

/** What the Express middleware puts on `res.locals` for every request. */
export interface RequestLocals {
  requestId: string;
  nonce: string;
  logger: Logger;
}
