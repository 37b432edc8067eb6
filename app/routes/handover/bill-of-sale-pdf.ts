import { redirect } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { billOfSaleFormSchema } from "#app/modules/handover/bill-of-sale.schema.ts";
import {
  billOfSaleFileName,
  billOfSaleResponse,
  plainRefusal,
} from "#app/modules/handover/bill-of-sale-download.server.ts";
import { drawBillOfSale } from "#app/modules/handover/draw-bill-of-sale.server.ts";
import { findBillOfSale } from "#app/modules/handover/find-bill-of-sale.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { onlyPost } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/bill-of-sale-pdf";

// POST /offers/{id}/bill-of-sale.pdf (docs/product/making-the-deal.md, "Bill of sale and handover"): the bill of
// sale's PDF with the two names posted by the form of /offers/{id}/bill-of-sale, for the offer's buyer and seller
// only (anyone else: the 404 of an unknown id); 409 while the offer is not accepted; 400 for a name it cannot carry.

export const loader = onlyPost;

const fieldLabels: Readonly<Record<string, MessageId>> = {
  sellerName: "handover.billOfSale.sellerName",
  buyerName: "handover.billOfSale.buyerName",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request, context);
  // Signed out: sign in, then back to the form (a GET of this address would only answer 405).
  if (!user) throw redirect(signInLeadingBack(`/offers/${params.id}/bill-of-sale`));
  const translator = requestTranslator(request);
  const { t } = translator;
  const access = await findBillOfSale(getServices(context).db, params.id, user.id);
  if (!access) return plainRefusal(404, t("site-shell.notFound.message"));
  if (access.state !== "ready") {
    const why = access.state === "listingGone" ? "handover.billOfSale.listingGone" : "handover.billOfSale.notAccepted";
    return plainRefusal(409, t(why));
  }
  const input = await readInput(request, { schema: billOfSaleFormSchema, formats: ["form"] });
  if (!input.ok) {
    const { reply } = input.failure;
    const lines = Object.entries(reply.fieldErrors ?? {}).map(([field, message]) =>
      t("handover.pdf.field", { label: t(fieldLabels[field] ?? (field as MessageId)), value: t(message as MessageId) }),
    );
    return plainRefusal(input.failure.status, [t(reply.message as MessageId), ...lines].join("\n"));
  }
  const { deal } = access;
  const bytes = await drawBillOfSale({ deal, names: input.data, translator, now: new Date() });
  return billOfSaleResponse(bytes, billOfSaleFileName(deal.camper, translator));
}
