import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import {
  ListingForm,
  type ListingFormTier,
  type ListingFormTierOption,
} from "#app/components/listings/listing-form.tsx";
import { SentenceWithLink } from "#app/components/listings/sentence-with-link.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import type { Database } from "#app/db/client.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { type ListingTier, listingTierList, listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import { perkPriceNote } from "#app/modules/billing/listing-perk-notes.ts";
import { getListingPerks } from "#app/modules/billing/listing-perks.server.ts";
import { priceFor } from "#app/modules/billing/start-checkout.server.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { answerPriceSuggestion } from "#app/modules/deal-rating/answer-price-suggestion.server.ts";
import { priceSuggestionSchema } from "#app/modules/deal-rating/price-suggestion.schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { createListing } from "#app/modules/listings/create-listing.server.ts";
import { deleteListingDraft } from "#app/modules/listings/delete-listing-draft.server.ts";
import { fillFromVin } from "#app/modules/listings/fill-from-vin.server.ts";
import { getListingForEdit } from "#app/modules/listings/get-listing-for-edit.server.ts";
import { listingFormSchema } from "#app/modules/listings/listing.schema.ts";
import {
  isListingDraftIntent,
  listingDraftIntents,
  listingDraftPath,
  listingLivePath,
  newDraftKey,
  storedDraftValues,
  unstorableDraftFields,
} from "#app/modules/listings/listing-draft.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import {
  type ListingFormValues,
  listingFormMaxBytes,
  listingFormValues,
  listingListFields,
  listingMessages,
} from "#app/modules/listings/listing-form-rules.ts";
import { openListingSubmission } from "#app/modules/listings/open-listing-submission.server.ts";
import { findOwnListingDraft } from "#app/modules/listings/own-listing-draft.server.ts";
import { payForListingDraft } from "#app/modules/listings/pay-for-listing-draft.server.ts";
import { findPaidDraftPayment } from "#app/modules/listings/publish-listing-draft.server.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { rememberSignedOutPost, signedOutSubmissionTier } from "#app/modules/listings/signed-out-submission.server.ts";
import { updateListing } from "#app/modules/listings/update-listing.server.ts";
import { parseValues, readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, linkFailurePage, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/submit-listing";

// /submit-listing?session_id={provider session id} (where /success leads) makes a listing from a paid
// checkout; /submit-listing?edit={listing id} edits one (docs/product/selling.md, Listing form).
// /submit-listing?tier={tier} (an older link) leads into that tier's checkout, like /create-listing.
// /submit-listing?draft={id} (or ?draft=new&tier=, from /sell-your-camper) is a listing kept on the server as a draft
// and paid for when it is published (docs/product/selling.md, Draft).

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = {
  messages: [
    "listings",
    "search",
    "media",
    "camper-details",
    "disclosure",
    "deal-rating",
    "billing",
    "platform",
    "offers",
  ],
};

/** Where a refusal sends the seller after 3 seconds, if anywhere: an unverified payment, someone else's listing. */
function refusalRedirect(message: string | undefined): { to: string; label: MessageId } | null {
  if (message === listingMessages.paymentNotVerified) {
    return { to: "/sell-your-camper", label: "listings.submit.backToPricing" };
  }
  if (message === listingMessages.noPermission) return { to: "/", label: "listings.submit.homePage" };
  return null;
}

function tierView(tier: ListingTier): ListingFormTier {
  return { id: tier.id, name: tier.name, maxImages: tier.maxImages, maxVideos: tier.maxVideos };
}

function refusal(error: AppError, pageTitle: string) {
  const page = {
    mode: "refused" as const,
    message: error.message,
    redirect: refusalRedirect(error.message),
    pageTitle,
  };
  return data(page, { status: error.status });
}

/**
 * `?session_id=` (back from a paid checkout), `?edit={id}` (the seller edits), `?tier=` (version B's link), or
 * `?draft={id}` / `?draft=new&tier=` (a draft) with `?saved` or `?canceled` (what the last step did).
 */
const submitListingQuerySchema = z.object({
  edit: z.string().optional(),
  session_id: z.string().optional(),
  tier: z.string().optional(),
  draft: z.string().optional(),
  saved: z.string().optional(),
  canceled: z.string().optional(),
});

/** The tiers a draft may be published on, at the price this seller pays (a builder's perks included). */
async function draftTierOptions(db: Database, userId: string, { t, locale }: Translator) {
  const perks = await getListingPerks({ db, userId });
  return listingTierList.map((tier): ListingFormTierOption => {
    const price = priceFor({ kind: "listing", tier: tier.id, perks });
    return {
      ...tierView(tier),
      label: t("listings.submit.tierOption", {
        tier: tier.name,
        price: formatMoney(price?.amountCents ?? tier.priceCents, "USD", locale),
        months: tier.months,
      }),
      hint: perkPriceNote(t, price?.perk ?? null, perks) ?? tier.description,
    };
  });
}

/** The draft page's data: a new draft of the tier asked for, or the seller's own draft as saved. */
async function loadDraft({
  db,
  userId,
  draftKey,
  typedTier,
  notice,
  translator,
}: {
  db: Database;
  userId: string;
  draftKey: string;
  typedTier: string | undefined;
  notice: "saved" | "canceled" | null;
  translator: Translator;
}) {
  const tiers = await draftTierOptions(db, userId, translator);
  const pageTitle = translator.t("listings.submit.metaTitle");
  if (draftKey === newDraftKey) {
    // Graze when no tier is given (the default tier, docs/product/selling.md); an unknown one: the tier choice.
    const tierId = parseTierId(typedTier || "graze");
    if (!tierId) throw redirect("/sell-your-camper");
    const page = { draftId: null, isPaid: false, notice: null, pageTitle };
    return { mode: "draft" as const, tier: tierView(listingTiers[tierId]), values: null, tiers, ...page };
  }
  const draft = await findOwnListingDraft(db, { draftId: draftKey, userId });
  const isPaid = (await findPaidDraftPayment(db, draft.id)) !== null;
  const shown: MessageId | null = isPaid
    ? "listings.draft.paid"
    : notice === "canceled"
      ? "listings.draft.canceled"
      : notice === "saved"
        ? "listings.draft.saved"
        : null;
  const values = storedDraftValues(draft.values);
  const tier = tierView(listingTiers[draft.tier]);
  return { mode: "draft" as const, tier, values, tiers, draftId: draft.id, isPaid, notice: shown, pageTitle };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, payments, logger } = getServices(context);
  const query = readQuery(request, { schema: submitListingQuerySchema, keepEmpty: ["tier"] });
  if (!query.ok) throw linkFailurePage(query.failure);
  const { edit: editId, session_id: providerSessionId, tier: typedTier, draft: draftKey } = query.data;
  const translator = requestTranslator(request);
  const pageTitle = translator.t("listings.submit.metaTitle");
  if (draftKey !== undefined) {
    const user = await requireUser(request, context);
    const notice = query.data.canceled !== undefined ? "canceled" : query.data.saved !== undefined ? "saved" : null;
    try {
      return await loadDraft({ db, userId: user.id, draftKey, typedTier, notice, translator });
    } catch (error) {
      if (error instanceof Response) throw error;
      return refusal(toAppError(error), pageTitle);
    }
  }
  const signedIn = await getCurrentUser(request, context);
  // After a signed-out post, the form again (the action's reply holds what was typed), not the sign-in redirect.
  const signedOutTier = signedIn ? null : await signedOutSubmissionTier({ db, context, providerSessionId, editId });
  if (signedOutTier) {
    const page = {
      mode: "signed-out" as const,
      tier: tierView(signedOutTier),
      values: null,
      isEdit: Boolean(editId),
      pageTitle,
    };
    return data(page, { status: 401 });
  }
  const user = signedIn ?? (await requireUser(request, context));
  try {
    if (editId) {
      const listing = await getListingForEdit({ db, listingId: editId, actor: user });
      return { mode: "edit" as const, tier: tierView(listing.tier), values: listing.values, pageTitle };
    }
    if (providerSessionId) {
      const opened = await openListingSubmission({ db, payments, providerSessionId, userId: user.id, logger });
      if (opened.kind === "renewed") {
        throw redirect(`/my-listings?${new URLSearchParams({ renewed: opened.renewal.listingId })}`);
      }
      return { mode: "create" as const, tier: tierView(opened.tier), values: null, pageTitle };
    }
  } catch (error) {
    return refusal(toAppError(error), pageTitle);
  }
  if (typedTier !== undefined) {
    // Graze when the tier is empty (the default tier, docs/product/selling.md); an unknown one: the tier choice.
    const tier = parseTierId(typedTier || "graze");
    throw redirect(tier ? `/create-listing?${new URLSearchParams({ tier })}` : "/sell-your-camper");
  }
  return refusal(new AppError("invalid", listingMessages.missingSessionOrEdit), pageTitle);
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, {
    schema: listingFormSchema,
    listFields: listingListFields,
    maxBytes: listingFormMaxBytes,
    invalidMessage: listingMessages.submitFailed,
  });
  if (input.values.intent === "suggest-price") {
    // 'Suggest a price' before JavaScript: the line and the form as typed, nothing saved.
    const fields = parseValues(input.values, { schema: priceSuggestionSchema });
    if (!fields.ok) return data({ ...fields.failure.reply, values: input.values }, { status: fields.failure.status });
    const answer = await answerPriceSuggestion(getServices(context).db, fields.data, requestTranslator(request));
    const reply: FormReply & { priceSuggestion: string } = {
      ok: true,
      values: input.values,
      priceSuggestion: answer.text,
    };
    return reply;
  }
  if (input.values.intent === "decode-vin") {
    const answer = await fillFromVin(input.values, requestTranslator(request));
    const reply: FormReply & { vinNote: string[] } = { ok: true, values: answer.values, vinNote: answer.note };
    return reply;
  }
  // A form post does not go through the sign-in redirect: the typed listing stays on the page, complete or not.
  const user = await getCurrentUser(request, context);
  if (!user) {
    rememberSignedOutPost(context);
    return replyData(failureOf(listingFailures.signedOut(), input.values));
  }
  const query = readQuery(request, submitListingQuerySchema);
  if (!query.ok) return data({ ...query.failure.reply, values: input.values }, { status: query.failure.status });
  const { edit: editId, session_id: providerSessionId, draft: draftKey } = query.data;
  if (draftKey !== undefined) return draftAction({ context, user, draftKey, values: input.values });
  if (!input.ok) return replyData(input.failure);
  const { db, env, geocoder, logger, notifyOutbox } = getServices(context);
  try {
    if (editId) {
      const baseUrl = env.BASE_URL;
      await updateListing({
        db,
        geocoder,
        listingId: editId,
        actor: user,
        input: input.data,
        baseUrl,
        notifyOutbox,
      });
      return redirect(`/my-listings?${new URLSearchParams({ updated: editId })}`, 303);
    }
    if (providerSessionId) {
      const { listingId } = await createListing({
        db,
        geocoder,
        userId: user.id,
        providerSessionId,
        input: input.data,
      });
      // "Your listing is live" (docs/product/selling.md, Outcomes).
      return redirect(listingLivePath(listingId), 303);
    }
  } catch (error) {
    const message = editId ? listingMessages.saveFailed : listingMessages.submitFailed;
    return replyData(failureReply(error, input.values, { message, logger }));
  }
  return replyData(failureOf(new AppError("invalid", listingMessages.missingSessionOrEdit), input.values));
}

/**
 * A post to a draft (docs/product/selling.md, Draft): saved as typed first, whatever the intent, so nothing typed is
 * lost; then an autosave answers the draft's id, 'Save draft' opens the draft's address, 'Pay and publish' checks the
 * whole draft and opens its checkout, 'Delete draft' deletes it. A refusal keeps what was typed and names the draft,
 * so the next post goes to it.
 */
async function draftAction({
  context,
  user,
  draftKey,
  values: posted,
}: {
  context: Route.ActionArgs["context"];
  user: { id: string; email: string };
  draftKey: string;
  values: Record<string, string | string[]>;
}) {
  const { db, env, geocoder, logger, payments, storage } = getServices(context);
  const intent = isListingDraftIntent(posted.intent) ? posted.intent : listingDraftIntents.save;
  let draftId = draftKey === newDraftKey ? null : draftKey;
  const refused = (error: unknown) => {
    const failure = failureReply(error, posted, { message: listingMessages.submitFailed, logger });
    return data({ ...failure.reply, draftId }, { status: failure.status, headers: failure.headers });
  };
  try {
    if (intent === listingDraftIntents.delete) {
      if (draftId === null) return redirect("/my-listings", 303);
      await deleteListingDraft({ db, storage, userId: user.id, draftId, logger });
      return redirect("/my-listings?draftDeleted=1", 303);
    }
    const unstorable = unstorableDraftFields(posted);
    if (Object.keys(unstorable).length > 0) return refused(listingFailures.invalid(unstorable));
    const tier = parseTierId(typeof posted.tier === "string" ? posted.tier : "") ?? "graze";
    ({ draftId } = await saveListingDraft({ db, userId: user.id, draftId, tier, values: listingFormValues(posted) }));
    if (intent === listingDraftIntents.autosave) {
      const reply: FormReply & { draftId: string } = { ok: true, draftId };
      return reply;
    }
    if (intent === listingDraftIntents.save) return redirect(listingDraftPath(draftId, "saved"), 303);
    const paid = await payForListingDraft({ db, payments, geocoder, user, draftId, baseUrl: env.BASE_URL });
    return redirect(paid.redirectUrl, 303);
  } catch (error) {
    return refused(error);
  }
}

export default function SubmitListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const heading = t("listings.submit.heading");
  if (loaderData.mode === "refused") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{heading}</h1>
        <div className="mt-6 text-left">
          <Alert tone="error">{loaderData.message}</Alert>
        </div>
        {loaderData.redirect ? (
          <DelayedRedirect to={loaderData.redirect.to} ms={3000} label={t(loaderData.redirect.label)} />
        ) : (
          <p className="mt-6">
            <Link to="/dashboard" className="font-semibold text-pine-700 underline hover:text-pine-800">
              {t("listings.submit.dashboard")}
            </Link>
          </p>
        )}
      </section>
    );
  }
  // After a refused submission, the form as it was typed.
  const values: ListingFormValues | null = actionData?.values
    ? listingFormValues(actionData.values)
    : loaderData.values;
  const redirectAfter = refusalRedirect(actionData?.message);
  const isEditing = loaderData.mode === "edit" || (loaderData.mode === "signed-out" && loaderData.isEdit);
  const draft =
    loaderData.mode === "draft"
      ? {
          // A refused post names the draft it saved, so the next one goes to it.
          id: (actionData && "draftId" in actionData ? actionData.draftId : null) ?? loaderData.draftId,
          tiers: loaderData.tiers,
          isPaid: loaderData.isPaid,
        }
      : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{heading}</h1>
      <p className="mt-2 text-ink-muted">
        {t(draft ? "listings.draft.lead" : isEditing ? "listings.submit.editLead" : "listings.submit.createLead")}
      </p>
      {loaderData.mode === "draft" && loaderData.notice && !actionData ? (
        <div className="mt-6">
          <Alert tone={loaderData.notice === "listings.draft.canceled" ? "info" : "success"}>{loaderData.notice}</Alert>
        </div>
      ) : null}
      <div className="mt-8">
        <ListingForm
          tier={loaderData.tier}
          values={values}
          openingValues={loaderData.values}
          errors={actionData?.fieldErrors}
          formError={actionData?.message}
          submitLabel={isEditing ? "listings.form.update" : "listings.form.submit"}
          priceSuggestion={actionData && "priceSuggestion" in actionData ? actionData.priceSuggestion : undefined}
          vinNote={actionData && "vinNote" in actionData ? actionData.vinNote : undefined}
          draft={draft}
        >
          {redirectAfter ? <DelayedRedirect to={redirectAfter.to} ms={3000} label={t(redirectAfter.label)} /> : null}
          {loaderData.mode === "signed-out" || actionData?.message === listingMessages.signedOut ? (
            <SignInElsewhere />
          ) : null}
        </ListingForm>
      </div>
    </section>
  );
}

/** Signed out after typing a listing: sign in in another tab, then send this form (still filled in) again. */
function SignInElsewhere() {
  const { t } = useTranslator();
  const location = useLocation();
  const signIn = `/sign-in-camper?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
  return (
    <p>
      <SentenceWithLink
        id="listings.submit.signInElsewhere"
        link={
          <a href={signIn} target="_blank" rel="noopener" className="font-semibold text-pine-700 underline">
            {t("listings.submit.signInLink")}
          </a>
        }
      />
    </p>
  );
}

/** An autosave changes nothing the page shows: no need to load it again after each one. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === listingDraftIntents.autosave) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
