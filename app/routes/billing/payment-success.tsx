import { Link, redirect } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { confirmPayment } from "#app/modules/billing/confirm-payment.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingDraftPath, listingLivePath } from "#app/modules/listings/listing-draft.ts";
import { draftPaymentDestination } from "#app/modules/listings/publish-listing-draft.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import type { Route } from "./+types/payment-success";

export const handle: MessagesHandle = { messages: ["billing"] };

/** Where a paid return leads, after `ms`, and its link's words. */
interface NextStep {
  to: string;
  label: MessageId;
  ms: number;
}

// Listing (/success) and builder (/builder-success) returns differ only in their texts and next steps.
const returns = {
  listing: {
    title: "billing.success.listing.heading",
    lead: "billing.success.listing.lead",
    next: (sessionId: string): NextStep => ({
      to: `/submit-listing?session_id=${encodeURIComponent(sessionId)}`,
      label: "billing.success.listing.next",
      ms: 2000,
    }),
    retry: "/sell-your-camper",
  },
  builder: {
    title: "billing.success.builder.heading",
    lead: "billing.success.builder.lead",
    next: (sessionId: string): NextStep => ({
      to: `/submit-builder?session_id=${encodeURIComponent(sessionId)}`,
      label: "billing.success.builder.next",
      ms: 1500,
    }),
    retry: "/builder-pricing",
  },
} as const;

/** `?session_id=`: the provider's session; anything unreadable is no session (the page says it is not paid). */
const paymentReturnQuerySchema = z.object({ session_id: z.string().optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // The path as the routes know it: a French page's starts with /fr (docs/product/languages.md).
  const path = pathInLocale(new URL(request.url).pathname, "en-US");
  const kind: keyof typeof returns = path.startsWith("/builder-success") ? "builder" : "listing";
  const query = readQuery(request, paymentReturnQuerySchema);
  const providerSessionId = (query.ok && query.data.session_id) || "";
  const { db, payments, logger } = getServices(context);
  // The query string only names the session; the provider says whether it was paid.
  const confirmed = providerSessionId
    ? await confirmPayment({ db, payments, providerSessionId, userId: user.id, logger }).catch((error: unknown) => {
        // The provider could not be asked (Stripe unreachable): not confirmed yet, not a 500. The
        // webhook still fulfils the payment, and the dashboard picks the session up then.
        logger.warn({ err: error, providerSessionId }, "payment could not be confirmed with the provider");
        return { outcome: "unconfirmed" as const };
      })
    : { outcome: "not-found" as const };
  const isPaid = confirmed.outcome === "paid" && confirmed.session.kind === kind;
  if (isPaid && confirmed.outcome === "paid") {
    // A draft's payment made its listing when it was recorded: 'Your listing is live' at once (docs/product/selling.md, Draft).
    const destination = await draftPaymentDestination(db, confirmed.session.id);
    if (destination) {
      throw redirect(
        "listingId" in destination ? listingLivePath(destination.listingId) : listingDraftPath(destination.draftId),
        303,
      );
    }
  }
  const metaTitle = `${requestTranslator(request).t("billing.success.metaTitle")} | Roamstead`;
  return { metaTitle, kind, isPaid, isUnconfirmed: confirmed.outcome === "unconfirmed", providerSessionId };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const texts = returns[loaderData.kind];
  if (loaderData.isUnconfirmed) {
    return (
      <NoticePage title={t("billing.success.unconfirmed.heading")}>
        <p>{t("billing.success.unconfirmed.lead")}</p>
        <p className="mt-6">
          <Link to="/dashboard" className="font-semibold text-pine-700 underline hover:text-pine-800">
            {t("billing.success.goToDashboard")}
          </Link>
        </p>
      </NoticePage>
    );
  }
  if (!loaderData.isPaid) {
    return (
      <NoticePage title={t("billing.success.notPaid.heading")}>
        <p>{t("billing.success.notPaid.lead")}</p>
        <DelayedRedirect to={texts.retry} ms={3000} label={t("billing.success.backToPricing")} />
      </NoticePage>
    );
  }
  const next = texts.next(loaderData.providerSessionId);
  return (
    <NoticePage title={t(texts.title)}>
      <p>{t(texts.lead)}</p>
      <DelayedRedirect to={next.to} ms={next.ms} label={t(next.label)} />
      <p className="mt-4 text-sm">
        <Link to="/dashboard" className="underline">
          {t("billing.success.goToDashboard")}
        </Link>
      </p>
    </NoticePage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
