import { data, Form, Link, redirect, useNavigation } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { TextAreaField } from "#app/components/listings/listing-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { submittedValue } from "#app/lib/form-reply.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { getListingForEdit } from "#app/modules/listings/get-listing-for-edit.server.ts";
import { listingTextSchema } from "#app/modules/listings/listing.schema.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { listingLimits, listingMessages } from "#app/modules/listings/listing-form-rules.ts";
import { quickEditRefusals, updateListingText } from "#app/modules/listings/update-listing-text.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/edit-listing";

// /edit-listing/{id}: the quick edit of title and description (docs/product/selling.md, Quick edit), owner only.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  try {
    const listing = await getListingForEdit({ db, listingId: params.id, actor: user, messages: quickEditRefusals });
    return {
      refusal: null,
      listing: { id: listing.id, title: listing.values.title, description: listing.values.description },
    };
  } catch (error) {
    const failure = toAppError(error);
    return data({ refusal: failure.message, listing: null }, { status: failure.status });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const input = await readInput(request, { schema: listingTextSchema });
  if (!input.ok) return replyData(input.failure);
  const user = await getCurrentUser(request, context);
  if (!user) return replyData(failureOf(listingFailures.signedOut(), input.values));
  const { db, logger } = getServices(context);
  try {
    await updateListingText({ db, listingId: params.id, actor: user, input: input.data });
  } catch (error) {
    return replyData(failureReply(error, input.values, { message: listingMessages.saveFailed, logger }));
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
  const errors = actionData?.fieldErrors ?? {};
  // A form message only for a refusal: field errors are shown beside their fields.
  const formError = actionData?.fieldErrors ? null : actionData?.message;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">Edit Listing</h1>
      <Form method="post" className="mt-8 space-y-6" noValidate>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="Title"
          name="title"
          maxLength={listingLimits.maxTitleLength}
          defaultValue={actionData ? submittedValue(actionData, "title") : listing.title}
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={10}
          maxLength={listingLimits.maxDescriptionLength}
          defaultValue={actionData ? submittedValue(actionData, "description") : listing.description}
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
