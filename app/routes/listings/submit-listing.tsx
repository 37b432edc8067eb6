import { data, Link, redirect, useLocation } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { ListingForm, type ListingFormTier } from "#app/components/listings/listing-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { type ListingTier, parseTierId } from "#app/modules/billing/catalogue.ts";
import { answerPriceSuggestion } from "#app/modules/deal-rating/answer-price-suggestion.server.ts";
import { priceSuggestionSchema } from "#app/modules/deal-rating/price-suggestion.schema.ts";
import { createListing } from "#app/modules/listings/create-listing.server.ts";
import { getListingForEdit } from "#app/modules/listings/get-listing-for-edit.server.ts";
import {
  type ListingFormValues,
  listingFormMaxBytes,
  listingFormSchema,
  listingFormValues,
  listingListFields,
  listingMessages,
} from "#app/modules/listings/listing.schema.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { openListingSubmission } from "#app/modules/listings/open-listing-submission.server.ts";
import { rememberSignedOutPost, signedOutSubmissionTier } from "#app/modules/listings/signed-out-submission.server.ts";
import { updateListing } from "#app/modules/listings/update-listing.server.ts";
import { parseValues, readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, linkFailurePage, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/submit-listing";

// /submit-listing?session_id={provider session id} (where /success leads) makes a listing from a paid
// checkout; /submit-listing?edit={listing id} edits one (docs/product/selling.md, Listing form).
// /submit-listing?tier={tier} (an older link) leads into that tier's checkout, like /create-listing.

const heading = "Submit a Camper Listing";

/** Where a refusal sends the seller after 3 seconds, if anywhere: an unverified payment, someone else's listing. */
function refusalRedirect(message: string | undefined): { to: string; label: string } | null {
  if (message === listingMessages.paymentNotVerified) return { to: "/sell-your-camper", label: "Back to pricing" };
  if (message === listingMessages.noPermission) return { to: "/", label: "Go to the home page" };
  return null;
}

function tierView(tier: ListingTier): ListingFormTier {
  return { id: tier.id, name: tier.name, maxImages: tier.maxImages, maxVideos: tier.maxVideos };
}

function refusal(error: AppError) {
  const page = { mode: "refused" as const, message: error.message, redirect: refusalRedirect(error.message) };
  return data(page, { status: error.status });
}

/** `?session_id=` (back from a paid checkout), `?edit={id}` (the seller edits), or `?tier=` (version B's link). */
const submitListingQuerySchema = z.object({
  edit: z.string().optional(),
  session_id: z.string().optional(),
  tier: z.string().optional(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, payments, logger } = getServices(context);
  const query = readQuery(request, { schema: submitListingQuerySchema, keepEmpty: ["tier"] });
  if (!query.ok) throw linkFailurePage(query.failure);
  const { edit: editId, session_id: providerSessionId, tier: typedTier } = query.data;
  const signedIn = await getCurrentUser(request, context);
  // After a signed-out post, the form again (the action's reply holds what was typed), not the sign-in redirect.
  const signedOutTier = signedIn ? null : await signedOutSubmissionTier({ db, context, providerSessionId, editId });
  if (signedOutTier) {
    const page = { mode: "signed-out" as const, tier: tierView(signedOutTier), values: null, isEdit: Boolean(editId) };
    return data(page, { status: 401 });
  }
  const user = signedIn ?? (await requireUser(request, context));
  try {
    if (editId) {
      const listing = await getListingForEdit({ db, listingId: editId, actor: user });
      return { mode: "edit" as const, tier: tierView(listing.tier), values: listing.values };
    }
    if (providerSessionId) {
      const opened = await openListingSubmission({ db, payments, providerSessionId, userId: user.id, logger });
      if (opened.kind === "renewed") {
        throw redirect(`/my-listings?${new URLSearchParams({ renewed: opened.renewal.listingId })}`);
      }
      return { mode: "create" as const, tier: tierView(opened.tier), values: null };
    }
  } catch (error) {
    return refusal(toAppError(error));
  }
  if (typedTier !== undefined) {
    // Graze when the tier is empty (the default tier, docs/product/selling.md); an unknown one: the tier choice.
    const tier = parseTierId(typedTier || "graze");
    throw redirect(tier ? `/create-listing?${new URLSearchParams({ tier })}` : "/sell-your-camper");
  }
  return refusal(new AppError("invalid", listingMessages.missingSessionOrEdit));
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
    const answer = await answerPriceSuggestion(getServices(context).db, fields.data);
    const reply: FormReply & { priceSuggestion: string } = {
      ok: true,
      values: input.values,
      priceSuggestion: answer.text,
    };
    return reply;
  }
  // A form post does not go through the sign-in redirect: the typed listing stays on the page, complete or not.
  const user = await getCurrentUser(request, context);
  if (!user) {
    rememberSignedOutPost(context);
    return replyData(failureOf(listingFailures.signedOut(), input.values));
  }
  if (!input.ok) return replyData(input.failure);
  const { db, env, geocoder, logger, notifyOutbox } = getServices(context);
  const query = readQuery(request, submitListingQuerySchema);
  if (!query.ok) return data({ ...query.failure.reply, values: input.values }, { status: query.failure.status });
  const { edit: editId, session_id: providerSessionId } = query.data;
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
      return redirect(`/my-listings/${listingId}/live`, 303);
    }
  } catch (error) {
    const message = editId ? listingMessages.saveFailed : listingMessages.submitFailed;
    return replyData(failureReply(error, input.values, { message, logger }));
  }
  return replyData(failureOf(new AppError("invalid", listingMessages.missingSessionOrEdit), input.values));
}

export default function SubmitListing({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "refused") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{heading}</h1>
        <div className="mt-6 text-left">
          <Alert tone="error">{loaderData.message}</Alert>
        </div>
        {loaderData.redirect ? (
          <DelayedRedirect to={loaderData.redirect.to} ms={3000} label={loaderData.redirect.label} />
        ) : (
          <p className="mt-6">
            <Link to="/dashboard" className="font-semibold text-pine-700 underline hover:text-pine-800">
              Go to your dashboard
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
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{heading}</h1>
      <p className="mt-2 text-ink-muted">
        {isEditing
          ? "Change what buyers see. Your tier, expiry date and featured days stay as they are."
          : "Tell buyers about your camper. Your listing goes live as soon as you submit it."}
      </p>
      <div className="mt-8">
        <ListingForm
          tier={loaderData.tier}
          values={values}
          openingValues={loaderData.values}
          errors={actionData?.fieldErrors}
          formError={actionData?.message}
          submitLabel={isEditing ? "Update Listing" : "Submit Listing"}
          priceSuggestion={actionData && "priceSuggestion" in actionData ? actionData.priceSuggestion : undefined}
        >
          {redirectAfter ? <DelayedRedirect to={redirectAfter.to} ms={3000} label={redirectAfter.label} /> : null}
          {loaderData.mode === "signed-out" ? <SignInElsewhere /> : null}
        </ListingForm>
      </div>
    </section>
  );
}

/** Signed out after typing a listing: sign in in another tab, then send this form (still filled in) again. */
function SignInElsewhere() {
  const location = useLocation();
  const signIn = `/sign-in-camper?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
  return (
    <p>
      <a href={signIn} target="_blank" rel="noopener" className="font-semibold text-pine-700 underline">
        Sign in (opens in a new tab)
      </a>
      , then submit this form again: what you typed stays here.
    </p>
  );
}

export function meta() {
  return [{ title: `${heading} | Roamstead` }, { name: "robots", content: "noindex" }];
}
