import { data, Form, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { confirmFormSchema } from "#app/modules/listings/listing.schema.ts";
import { formatListingDate } from "#app/modules/listings/own-listing-status.ts";
import { previewListingRenewal, startListingRenewal } from "#app/modules/listings/renew-listing.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/renew-listing";

// /renew-listing/{id}: renew a listing by paying its tier again through the same checkout (docs/product/selling.md).

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["listings", "billing", "platform"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const pageTitle = requestTranslator(request).t("listings.renew.metaTitle");
  try {
    const preview = await previewListingRenewal({ db, listingId: params.id, userId: user.id });
    return { preview, isExpired: preview.expiresAt.getTime() <= Date.now(), error: null, pageTitle };
  } catch (error) {
    const failure = toAppError(error);
    return data({ preview: null, isExpired: false, error: failure.message, pageTitle }, { status: failure.status });
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
  const { t, locale } = useTranslator();
  const navigation = useNavigation();
  const { preview, isExpired } = loaderData;
  const error = actionData?.message ?? loaderData.error;
  const isRedirecting = navigation.state !== "idle";
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("listings.renew.heading")}</h1>
      {error ? (
        <div className="mt-6">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {preview ? (
        <Form method="post" className="mt-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-ink">{preview.title}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">{t("listings.renew.tier")}</dt>
            <dd className="text-ink">{preview.tierName}</dd>
            <dt className="text-ink-muted">{isExpired ? t("listings.renew.expired") : t("listings.renew.expires")}</dt>
            <dd className="text-ink">{formatListingDate(preview.expiresAt, locale)}</dd>
            <dt className="text-ink-muted">{t("listings.renew.renewedUntil")}</dt>
            <dd className="font-semibold text-ink">{formatListingDate(preview.renewedUntil, locale)}</dd>
          </dl>
          <p className="mt-4 text-sm text-ink-muted">
            {t(isExpired ? "listings.renew.addsFromToday" : "listings.renew.addsFromEnd", {
              months: preview.months,
              tier: preview.tierName,
            })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button type="submit" disabled={isRedirecting}>
              {isRedirecting ? t("listings.renew.redirecting") : t("listings.renew.proceed")}
            </Button>
            <ButtonLink to="/my-listings" variant="secondary">
              {t("listings.renew.cancel")}
            </ButtonLink>
          </div>
        </Form>
      ) : (
        <ButtonLink to="/my-listings" variant="secondary" className="mt-6">
          {t("listings.renew.backToMyListings")}
        </ButtonLink>
      )}
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
