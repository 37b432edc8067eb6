import { data, Form, redirect, useNavigation } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { confirmFormSchema } from "#app/modules/listings/listing.schema.ts";
import { formatListingDate } from "#app/modules/listings/own-listing-status.ts";
import { previewListingRenewal, startListingRenewal } from "#app/modules/listings/renew-listing.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/renew-listing";

// /renew-listing/{id}: renew a listing by paying its tier again through the same checkout (docs/product/selling.md).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  try {
    const preview = await previewListingRenewal({ db, listingId: params.id, userId: user.id });
    return { preview, isExpired: preview.expiresAt.getTime() <= Date.now(), error: null };
  } catch (error) {
    const failure = toAppError(error);
    return data({ preview: null, isExpired: false, error: failure.message }, { status: failure.status });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: confirmFormSchema });
  if (!input.ok) return replyData(input.failure);
  const { db, payments, env } = getServices(context);
  try {
    const { redirectUrl } = await startListingRenewal({
      db,
      payments,
      user,
      listingId: params.id,
      baseUrl: env.BASE_URL,
    });
    return redirect(redirectUrl, 303);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

export default function RenewListing({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { preview, isExpired } = loaderData;
  const error = actionData?.message ?? loaderData.error;
  const isRedirecting = navigation.state !== "idle";
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">Renew your listing</h1>
      {error ? (
        <div className="mt-6">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {preview ? (
        <Form method="post" className="mt-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-ink">{preview.title}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">Tier</dt>
            <dd className="text-ink">{preview.tierName}</dd>
            <dt className="text-ink-muted">{isExpired ? "Expired" : "Expires"}</dt>
            <dd className="text-ink">{formatListingDate(preview.expiresAt)}</dd>
            <dt className="text-ink-muted">Renewed until</dt>
            <dd className="font-semibold text-ink">{formatListingDate(preview.renewedUntil)}</dd>
          </dl>
          <p className="mt-4 text-sm text-ink-muted">
            Renewing adds {preview.months} {preview.months === 1 ? "month" : "months"} on the {preview.tierName} tier,
            starting {isExpired ? "today" : "when the current period ends"}.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button type="submit" disabled={isRedirecting}>
              {isRedirecting ? "Redirecting to Checkout..." : "Proceed to Checkout"}
            </Button>
            <ButtonLink to="/my-listings" variant="secondary">
              Cancel
            </ButtonLink>
          </div>
        </Form>
      ) : (
        <ButtonLink to="/my-listings" variant="secondary" className="mt-6">
          Back to my listings
        </ButtonLink>
      )}
    </section>
  );
}

export function meta() {
  return [{ title: "Renew your listing | Roamstead" }, { name: "robots", content: "noindex" }];
}
