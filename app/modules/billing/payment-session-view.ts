import type { PaymentSession } from "#app/db/schema.ts";
import { findProduct, type PaymentKind } from "./catalogue.ts";

/** A payment session as pages see it. */
export interface PaymentSessionView {
  id: string;
  kind: PaymentKind;
  tier: string;
  productName: string;
  amountCents: number;
  status: PaymentSession["status"];
  paidAt: Date | null;
  isUsed: boolean;
}

export function toPaymentSessionView(row: PaymentSession): PaymentSessionView {
  return {
    id: row.id,
    kind: row.kind,
    tier: row.tier,
    productName: findProduct(row.kind, row.tier)?.name ?? row.tier,
    amountCents: row.amountCents,
    status: row.status,
    paidAt: row.paidAt,
    isUsed: row.usedAt !== null,
  };
}
