import { data, Form, Link, redirect, useNavigation } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { TextAreaField } from "#app/components/selling/listing-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { getListingForEdit } from "#app/modules/listings/get-listing-for-edit.server.ts";
import { listingLimits, listingMessages } from "#app/modules/listings/listing.schema.ts";
import { isListingError } from "#app/modules/listings/listing-error.ts";
import { readListingForm } from "#app/modules/listings/read-listing-form.server.ts";
import { updateListingText } from "#app/modules/listings/update-listing-text.server.ts";
import type { Route } from "./+types/edit-listing";

// /edit-listing/{id}: the quick edit of title and description (seller spec §2), owner only.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  try {
    const listing = await getListingForEdit({
      db,
      listingId: params.id,
      actor: user,
      forbiddenMessage: listingMessages.notAuthorized,
    });
    return {
      refusal: null,
      listing: { id: listing.id, title: listing.values.title, description: listing.values.description },
    };
  } catch (error) {
    if (!isListingError(error)) throw error;
    const message = error.code === "forbidden" ? error.message : listingMessages.loadFailed;
    return data({ refusal: message, listing: null }, { status: error.status });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const posted = await readListingForm(request);
  if (!posted.ok) throw data(posted.message, { status: posted.status });
  const values = {
    title: String(posted.values.title ?? "").slice(0, listingLimits.maxTitleLength * 2),
    description: String(posted.values.description ?? "").slice(0, listingLimits.maxDescriptionLength),
  };
  const user = await getCurrentUser(request, context);
  if (!user) return data({ formError: listingMessages.signedOut, fieldErrors: {}, values }, { status: 401 });
  const { db, logger } = getServices(context);
  try {
    await updateListingText({ db, listingId: params.id, actor: user, values });
  } catch (error) {
    if (isListingError(error, "invalid")) {
      return data({ formError: null, fieldErrors: error.fieldErrors, values }, { status: 400 });
    }
    if (isListingError(error)) {
      const message = error.code === "forbidden" ? error.message : listingMessages.loadFailed;
      return data({ formError: message, fieldErrors: {}, values }, { status: error.status });
    }
    logger.error({ err: error, listingId: params.id }, "saving a listing's title and description failed");
    return data({ formError: listingMessages.saveFailed, fieldErrors: {}, values }, { status: 500 });
  }
  return redirect(`/my-listings?${new URLSearchParams({ updated: params.id })}`, 303);
}

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting";
  if (!loaderData.listing) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800">Edit Listing</h1>
        <div className="mt-6 text-left">
          <Alert tone="error">{loaderData.refusal}</Alert>
        </div>
        <DelayedRedirect to="/my-listings" ms={3000} label="Back to my listings" />
      </section>
    );
  }
  const { listing } = loaderData;
  const values = actionData?.values ?? listing;
  const errors: Partial<Record<"title" | "description", string>> = actionData?.fieldErrors ?? {};
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">Edit Listing</h1>
      <Form method="post" className="mt-8 space-y-6" noValidate>
        {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
        <TextField
          label="Title"
          name="title"
          maxLength={listingLimits.maxTitleLength}
          defaultValue={values.title}
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={10}
          maxLength={listingLimits.maxDescriptionLength}
          defaultValue={values.description}
          error={errors.description}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={isSaving}>
            {isSaving ? "Saving..." : "Save Changes"}
          </Button>
          <ButtonLink to="/my-listings" variant="secondary">
            Cancel
          </ButtonLink>
        </div>
        <p className="text-sm text-ink-muted">
          To change the price, photos or anything else,{" "}
          <Link to={`/submit-listing?edit=${listing.id}`} className="font-semibold text-pine-700 underline">
            edit all details
          </Link>
          .
        </p>
      </Form>
    </section>
  );
}

export function meta() {
  return [{ title: "Edit Listing | Roamstead" }, { name: "robots", content: "noindex" }];
}
