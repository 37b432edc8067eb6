import { useId } from "react";
import { data, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingConfirmation } from "#app/components/listings/listing-confirmation.tsx";
import { BuyerChoice } from "#app/components/reviews/buyer-choice.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { submittedValue } from "#app/lib/form-reply.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { findAcceptedOfferOfListing } from "#app/modules/listings/accepted-offer-of-listing.server.ts";
import { getOwnListingSummary } from "#app/modules/listings/get-own-listing-summary.server.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { listingMessages, priceFieldValue } from "#app/modules/listings/listing-form-rules.ts";
import { markAsSoldFormSchema, salePriceOf } from "#app/modules/listings/mark-as-sold.schema.ts";
import { markListingSold } from "#app/modules/listings/mark-listing-sold.server.ts";
import { ownListingsReturnPath } from "#app/modules/listings/own-listings-return-path.server.ts";
import { refuseSoldListing } from "#app/modules/listings/sold-listing-guard.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import { listBuyerChoices } from "#app/modules/reviews/list-buyer-choices.server.ts";
import { personName } from "#app/modules/reviews/party-name.ts";
import type { Route } from "./+types/mark-as-sold";

// /mark-as-sold/{id}: the owner (or an administrator) confirms the sale, with an optional sale price, private unless
// published on /sold, and the listing leaves search (docs/product/mark-as-sold.md, docs/product/making-the-deal.md).
// A camper an accepted offer holds comes with that offer's amount and buyer filled in.

const refusals = { forbidden: "listings.sold.forbidden", notFound: listingMessages.listingGone } as const;

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["listings", "platform", "reviews"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const returnTo = ownListingsReturnPath(request);
  const translator = requestTranslator(request);
  const pageTitle = translator.t("listings.sold.metaTitle");
  try {
    const listing = await getOwnListingSummary({ db, listingId: params.id, actor: user, messages: refusals });
    refuseSoldListing(listing, "listings.sold.alreadySold");
    const [writers, acceptedOffer] = await Promise.all([
      listBuyerChoices(db, listing.id),
      findAcceptedOfferOfListing(db, listing.id),
    ]);
    const buyers = writers.map((buyer) => ({ id: buyer.id, name: personName(buyer, translator) }));
    // A camper an accepted offer holds is most likely sold at that price, to that buyer (making-the-deal.md).
    const fromOffer =
      acceptedOffer?.currency === listing.currency
        ? {
            salePrice: priceFieldValue(acceptedOffer.amountCents),
            buyerId: buyers.some((buyer) => buyer.id === acceptedOffer.buyerId) ? acceptedOffer.buyerId : undefined,
            note: translator.t("listings.sold.fromAcceptedOffer", {
              price: formatMoney(acceptedOffer.amountCents, acceptedOffer.currency, translator.locale),
            }),
          }
        : null;
    return {
      listing: { id: listing.id, title: listing.title, currency: listing.currency },
      buyers,
      fromOffer,
      error: null,
      returnTo,
      pageTitle,
    };
  } catch (error) {
    const failure = toAppError(error);
    return data(
      { listing: null, buyers: [], fromOffer: null, error: failure.message, returnTo, pageTitle },
      { status: failure.status },
    );
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const input = await readInput(request, { schema: markAsSoldFormSchema });
  if (!input.ok) return replyData(input.failure);
  const user = await getCurrentUser(request, context);
  if (!user) return replyData(failureOf(listingFailures.signedOut(), input.values));
  const { db, env, notifyOutbox } = getServices(context);
  try {
    await markListingSold({
      db,
      listingId: params.id,
      actor: user,
      salePrice: salePriceOf(input.data),
      buyerId: input.data.buyer,
      baseUrl: env.BASE_URL,
      notifyOutbox,
    });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  return redirect(`${ownListingsReturnPath(request)}?sold=1`, 303);
}

export default function MarkAsSold({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const { listing, returnTo, fromOffer } = loaderData;
  const fieldError = actionData?.fieldErrors?.sale_price;
  const publishError = actionData?.fieldErrors?.publish_price;
  const buyerError = actionData?.fieldErrors?.buyer;
  return (
    <ListingConfirmation
      heading={t("listings.sold.heading")}
      error={fieldError || publishError || buyerError ? null : (actionData?.message ?? loaderData.error)}
      hasListing={listing !== null}
      returnTo={returnTo}
      submitLabel={navigation.state === "submitting" ? t("listings.sold.saving") : t("listings.sold.button")}
      isBusy={navigation.state !== "idle"}
    >
      <h2 className="text-lg font-semibold text-ink">{listing?.title}</h2>
      <p className="mt-2 text-ink-muted">{t("listings.sold.lead")}</p>
      <TextField
        className="mt-6"
        label={t("listings.sold.salePriceLabel")}
        name="sale_price"
        inputMode="decimal"
        autoComplete="off"
        maxLength={40}
        hint={
          <>
            {fromOffer ? `${fromOffer.note} ` : null}
            {listing ? `${t("listings.sold.salePriceCurrency", { currency: listing.currency })} ` : null}
            {t("listings.sold.salePriceHint")}
          </>
        }
        defaultValue={actionData ? submittedValue(actionData, "sale_price") : (fromOffer?.salePrice ?? "")}
        error={fieldError}
      />
      <PublishPriceField isChecked={submittedValue(actionData, "publish_price") === "1"} error={publishError} />
      <BuyerChoice
        buyers={loaderData.buyers}
        chosen={actionData ? submittedValue(actionData, "buyer") : fromOffer?.buyerId}
        error={buyerError}
      />
    </ListingConfirmation>
  );
}

/** 'Publish the sale price', off unless ticked (docs/product/making-the-deal.md, "Sold prices"). */
function PublishPriceField({ isChecked, error }: { isChecked: boolean; error: string | undefined }) {
  const { t } = useTranslator();
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="mt-6">
      <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
        <input
          id={id}
          type="checkbox"
          name="publish_price"
          value="1"
          defaultChecked={isChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-5 w-5 rounded border-sand-300 text-pine-700 focus-visible:ring-2 focus-visible:ring-sunset-500"
        />
        {t("listings.sold.publishLabel")}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {t("listings.sold.publishHint")}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
