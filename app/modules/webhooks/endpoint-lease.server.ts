// An endpoint's attempt lease (ADR 077): one attempt at its deliveries under way at a time, so a slow receiver holds
// up its own deliveries only. Taken with a delivery's claim, cleared with the attempt's outcome, and run out on its
// own when the process attempting died.
import { isNull, lte, or, sql } from "drizzle-orm";
import { webhookEndpoints } from "#app/db/schema.ts";

/** No attempt holds the endpoint, or the one that did died and its lease ran out. */
export const isEndpointFree = or(
  isNull(webhookEndpoints.attemptLeaseUntil),
  lte(webhookEndpoints.attemptLeaseUntil, sql`now()`),
);
