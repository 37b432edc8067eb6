import { Link, redirect } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { billingMessages } from "#app/modules/billing/billing-failures.ts";
import { confirmPayment } from "#app/modules/billing/confirm-payment.server.ts";
import { listingDraftPath, listingLivePath } from "#app/modules/listings/listing-draft.ts";
import { draftPaymentDestination } from "#app/modules/listings/publish-listing-draft.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import type { Route } from "./+types/payment-success";

// Listing (/success) and builder (/builder-success) returns differ only in their texts and next steps.
const returns = {
  listing: {
    title: "Thank you! Your payment was successful.",
    lead: "Redirecting you to submit your camper...",
    next: (sessionId: string) => ({
      to: `/submit-listing?session_id=${encodeURIComponent(sessionId)}`,
      label: "Continue to your listing",
      ms: 2000,
    }),
    retry: "/sell-your-camper",
  },
  builder: {
    title: "Payment Successful",
    lead: "We have your payment. Next, tell campers about your company.",
    next: (sessionId: string) => ({
      to: `/submit-builder?session_id=${encodeURIComponent(sessionId)}`,
      label: "Continue to your builder profile",
      ms: 1500,
    }),
    retry: "/builder-pricing",
  },
} as const;

/** `?session_id=`: the provider's session; anything unreadable is no session (the page says it is not paid). */
const paymentReturnQuerySchema = z.object({ session_id: z.string().optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const kind: keyof typeof returns = url.pathname.startsWith("/builder-success") ? "builder" : "listing";
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
  return { kind, isPaid, isUnconfirmed: confirmed.outcome === "unconfirmed", providerSessionId };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const texts = returns[loaderData.kind];
  if (loaderData.isUnconfirmed) {
    return (
      <NoticePage title="Payment not confirmed yet">
        <p>
          We could not reach the payment provider to confirm your payment. Please do not pay again: once it is
          confirmed, your dashboard takes you on from there.
        </p>
        <p className="mt-6">
          <Link to="/dashboard" className="font-semibold text-pine-700 underline hover:text-pine-800">
            Go to your dashboard
          </Link>
        </p>
      </NoticePage>
    );
  }
  if (!loaderData.isPaid) {
    return (
      <NoticePage title="Payment not confirmed">
        <p>{billingMessages.notPaid} Redirecting...</p>
        <DelayedRedirect to={texts.retry} ms={3000} label="Back to pricing" />
      </NoticePage>
    );
  }
  const next = texts.next(loaderData.providerSessionId);
  return (
    <NoticePage title={texts.title}>
      <p>{texts.lead}</p>
      <DelayedRedirect to={next.to} ms={next.ms} label={next.label} />
      <p className="mt-4 text-sm">
        <Link to="/dashboard" className="underline">
          Go to your dashboard
        </Link>
      </p>
    </NoticePage>
  );
}

export function meta() {
  return [{ title: "Payment | Roamstead" }, { name: "robots", content: "noindex" }];
}
