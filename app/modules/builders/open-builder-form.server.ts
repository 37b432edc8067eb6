import type { Database } from "#app/db/client.server.ts";
import type { Builder } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { confirmPayment } from "#app/modules/billing/confirm-payment.server.ts";
import { findUsablePaymentSession } from "#app/modules/billing/find-usable-payment-session.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { isPaymentSessionId } from "#app/modules/billing/session-id.ts";
import { requireOwnBuilder } from "./builder-ownership.server.ts";
import { findUnusedBuilderSession } from "./find-unused-builder-session.server.ts";

export interface OpenBuilderFormOptions {
  db: Database;
  payments: PaymentProvider;
  userId: string;
  /** `?edit=` (a profile id), unvalidated. */
  editId: string | null;
  /** `?session_id=` (ours or the provider's), unvalidated. */
  sessionId: string | null;
  logger?: Logger;
}

export type BuilderFormView =
  /** No paid builder package to use: choose the tier (with why, when a session was named but is not usable). */
  | { view: "select-tier"; notice: string | null }
  /** A paid, unused builder session: the empty form that will consume it. */
  | { view: "create"; sessionId: string }
  /** The owner's profile to edit. */
  | { view: "edit"; builder: Builder };

/**
 * What /submit-builder shows (docs/product/builders.md, Submit builder): editing needs the owner (AppError `not-found`
 * or `forbidden`); creating needs a paid, unused builder session of this user, named in the URL or
 * else the newest one the server holds. The provider is asked about a named session it has not
 * confirmed yet, so a slow webhook does not strand the builder.
 */
export async function openBuilderForm({
  db,
  payments,
  userId,
  editId,
  sessionId,
  logger,
}: OpenBuilderFormOptions): Promise<BuilderFormView> {
  if (editId) return { view: "edit", builder: await requireOwnBuilder(db, editId, userId) };
  if (sessionId) {
    if (!isPaymentSessionId(sessionId)) {
      try {
        await confirmPayment({ db, payments, providerSessionId: sessionId, userId, logger });
      } catch (error) {
        // The stored state still decides below; a provider that cannot be asked now only delays it.
        logger?.warn({ err: error }, "could not confirm a builder payment with the provider");
      }
    }
    try {
      await findUsablePaymentSession({ db, sessionId, userId, kind: "builder" });
      return { view: "create", sessionId };
    } catch (error) {
      // Unknown, someone else's, not paid or already used: the tier page, saying why.
      if (!isAppError(error)) throw error;
      return { view: "select-tier", notice: error.message };
    }
  }
  const held = await findUnusedBuilderSession(db, userId);
  return held ? { view: "create", sessionId: held.id } : { view: "select-tier", notice: null };
}
