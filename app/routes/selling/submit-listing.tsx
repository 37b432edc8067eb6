import { data, Link, redirect } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { ListingForm, type ListingFormTier } from "#app/components/selling/listing-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { type ListingTier, parseTierId } from "#app/modules/billing/catalogue.ts";
import { createListing } from "#app/modules/listings/create-listing.server.ts";
import { getListingForEdit } from "#app/modules/listings/get-listing-for-edit.server.ts";
import {
  type ListingFieldErrors,
  type ListingFormValues,
  listingFormValues,
  listingMessages,
} from "#app/modules/listings/listing.schema.ts";
import { isListingError, type ListingErrorCode } from "#app/modules/listings/listing-error.ts";
import { openListingSubmission } from "#app/modules/listings/open-listing-submission.server.ts";
import { readListingForm } from "#app/modules/listings/read-listing-form.server.ts";
import { updateListing } from "#app/modules/listings/update-listing.server.ts";
import type { Route } from "./+types/submit-listing";

// /submit-listing?session_id={provider session id} (where /success leads) makes a listing from a paid
// checkout; /submit-listing?edit={listing id} edits one (seller spec §2 version A, DESIGN §6).
// /submit-listing?tier={tier} (version B's link) leads into that tier's checkout, like /create-listing.

const heading = "Submit a Camper Listing";

/** Where a refusal sends the seller after 3 seconds (spec §8), if anywhere. */
const refusalRedirects: Partial<Record<ListingErrorCode, { to: string; label: string }>> = {
  "payment-not-verified": { to: "/sell-your-camper", label: "Back to pricing" },
  forbidden: { to: "/", label: "Go to the home page" },
};

function tierView(tier: ListingTier): ListingFormTier {
  return { id: tier.id, name: tier.name, maxImages: tier.maxImages, maxVideos: tier.maxVideos };
}

function refusal(code: ListingErrorCode, message: string, status: number) {
  return data({ mode: "refused" as const, message, redirect: refusalRedirects[code] ?? null }, { status });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, payments, logger } = getServices(context);
  const params = new URL(request.url).searchParams;
  const editId = params.get("edit")?.trim();
  const providerSessionId = params.get("session_id")?.trim();
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
    if (isListingError(error)) return refusal(error.code, error.message, error.status);
    throw error;
  }
  const typedTier = params.get("tier");
  if (typedTier !== null) {
    // Graze when the tier is empty (spec §9: the create form's default); an unknown one goes to the tier choice.
    const tier = parseTierId(typedTier.trim() || "graze");
    throw redirect(tier ? `/create-listing?${new URLSearchParams({ tier })}` : "/sell-your-camper");
  }
  return refusal("invalid", listingMessages.missingSessionOrEdit, 400);
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readListingForm(request);
  if (!posted.ok) throw data(posted.message, { status: posted.status });
  const values = listingFormValues(posted.values);
  const failed = (status: number, formError: string, fieldErrors: ListingFieldErrors = {}, code?: ListingErrorCode) =>
    data({ formError, fieldErrors, values, redirect: (code && refusalRedirects[code]) ?? null }, { status });

  // A form post does not go through the sign-in redirect: the typed listing stays on the page.
  const user = await getCurrentUser(request, context);
  if (!user) return failed(401, listingMessages.signedOut);
  const { db, geocoder, logger } = getServices(context);
  const params = new URL(request.url).searchParams;
  const editId = params.get("edit")?.trim();
  const providerSessionId = params.get("session_id")?.trim();
  try {
    if (editId) {
      await updateListing({ db, geocoder, listingId: editId, actor: user, values: posted.values, logger });
      return redirect(`/my-listings?${new URLSearchParams({ updated: editId })}`, 303);
    }
    if (providerSessionId) {
      await createListing({ db, geocoder, userId: user.id, providerSessionId, values: posted.values, logger });
      return redirect("/listings?submitted=true", 303);
    }
    return failed(400, listingMessages.missingSessionOrEdit);
  } catch (error) {
    if (isListingError(error, "invalid")) {
      return failed(error.status, listingMessages.submitFailed, error.fieldErrors);
    }
    if (isListingError(error)) return failed(error.status, error.message, {}, error.code);
    logger.error({ err: error, editId, providerSessionId }, "listing submission failed");
    return failed(500, listingMessages.submitFailed);
  }
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
  const values: ListingFormValues | null = actionData?.values ?? loaderData.values;
  const isEditing = loaderData.mode === "edit";
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
          errors={actionData?.fieldErrors}
          formError={actionData?.formError}
          submitLabel={isEditing ? "Update Listing" : "Submit Listing"}
        >
          {actionData?.redirect ? (
            <DelayedRedirect to={actionData.redirect.to} ms={3000} label={actionData.redirect.label} />
          ) : null}
        </ListingForm>
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: `${heading} | Roamstead` }, { name: "robots", content: "noindex" }];
}
