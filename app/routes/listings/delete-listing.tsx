import { data, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingConfirmation } from "#app/components/listings/listing-confirmation.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { deleteListing } from "#app/modules/listings/delete-listing.server.ts";
import { getOwnListingSummary } from "#app/modules/listings/get-own-listing-summary.server.ts";
import { confirmFormSchema } from "#app/modules/listings/listing.schema.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { listingMessages } from "#app/modules/listings/listing-form-rules.ts";
import { ownListingsReturnPath } from "#app/modules/listings/own-listings-return-path.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/delete-listing";

// /delete-listing/{id}: 'Are you sure you want to delete this listing?' as a page (the Delete button
// without JavaScript leads here; with JavaScript it asks in a dialog), and the delete itself (POST).

const deleteRefusals = {
  forbidden: "listings.rules.deleteForbidden",
  notFound: listingMessages.listingGone,
} as const;

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["listings", "platform"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const returnTo = ownListingsReturnPath(request);
  const pageTitle = requestTranslator(request).t("listings.delete.metaTitle");
  try {
    const listing = await getOwnListingSummary({ db, listingId: params.id, actor: user, messages: deleteRefusals });
    return { listing: { id: listing.id, title: listing.title }, error: null, returnTo, pageTitle };
  } catch (error) {
    const failure = toAppError(error);
    return data({ listing: null, error: failure.message, returnTo, pageTitle }, { status: failure.status });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const input = await readInput(request, { schema: confirmFormSchema });
  if (!input.ok) return replyData(input.failure);
  const user = await getCurrentUser(request, context);
  if (!user) return replyData(failureOf(listingFailures.signedOut(), input.values));
  const { db, storage, logger, env, notifyOutbox } = getServices(context);
  try {
    await deleteListing({
      db,
      storage,
      listingId: params.id,
      actor: user,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      logger,
    });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  return redirect(`${ownListingsReturnPath(request)}?deleted=1`, 303);
}

export default function DeleteListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const { listing, returnTo } = loaderData;
  return (
    <ListingConfirmation
      heading={t("listings.delete.heading")}
      error={actionData?.message ?? loaderData.error}
      hasListing={listing !== null}
      returnTo={returnTo}
      submitLabel={navigation.state === "submitting" ? t("listings.delete.deleting") : t("listings.delete.button")}
      isBusy={navigation.state !== "idle"}
      submitClassName="bg-red-800 hover:bg-red-900 active:bg-red-950"
    >
      <p className="text-lg font-semibold text-ink">{t(listingMessages.confirmDelete)}</p>
      <p className="mt-2 text-ink-muted">{t("listings.delete.removedForGood", { title: listing?.title ?? "" })}</p>
    </ListingConfirmation>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
