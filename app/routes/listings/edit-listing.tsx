import { data, Form, Link, redirect, useNavigation } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { TextAreaField } from "#app/components/listings/listing-form.tsx";
import { SentenceWithLink } from "#app/components/listings/sentence-with-link.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { submittedValue } from "#app/lib/form-reply.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { getListingForEdit } from "#app/modules/listings/get-listing-for-edit.server.ts";
import { listingTextSchema } from "#app/modules/listings/listing.schema.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { listingLimits, listingMessages, listingMessageValues } from "#app/modules/listings/listing-form-rules.ts";
import { quickEditRefusals, updateListingText } from "#app/modules/listings/update-listing-text.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/edit-listing";

// /edit-listing/{id}: the quick edit of title and description (docs/product/selling.md, Quick edit), owner only.

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["listings", "platform"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const pageTitle = requestTranslator(request).t("listings.edit.metaTitle");
  try {
    const listing = await getListingForEdit({ db, listingId: params.id, actor: user, messages: quickEditRefusals });
    return {
      refusal: null,
      listing: { id: listing.id, title: listing.values.title, description: listing.values.description },
      pageTitle,
    };
  } catch (error) {
    const failure = toAppError(error);
    return data({ refusal: failure.message, listing: null, pageTitle }, { status: failure.status });
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
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting";
  if (!loaderData.listing) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("listings.edit.heading")}</h1>
        <div className="mt-6 text-left">
          <Alert tone="error">{loaderData.refusal}</Alert>
        </div>
        <DelayedRedirect to="/my-listings" ms={3000} label={t("listings.edit.backToMyListings")} />
      </section>
    );
  }
  const { listing } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  // The fields' messages with the limits they name ('The title must be 120 characters or fewer.').
  const fieldError = (message: string | undefined) =>
    message ? t(message as MessageId, listingMessageValues()) : undefined;
  // A form message only for a refusal: field errors are shown beside their fields.
  const formError = actionData?.fieldErrors ? null : actionData?.message;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("listings.edit.heading")}</h1>
      <Form method="post" className="mt-8 space-y-6" noValidate>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t("listings.edit.titleLabel")}
          name="title"
          maxLength={listingLimits.maxTitleLength}
          defaultValue={actionData ? submittedValue(actionData, "title") : listing.title}
          error={fieldError(errors.title)}
        />
        <TextAreaField
          label={t("listings.edit.descriptionLabel")}
          name="description"
          rows={10}
          maxLength={listingLimits.maxDescriptionLength}
          defaultValue={actionData ? submittedValue(actionData, "description") : listing.description}
          error={fieldError(errors.description)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t("listings.edit.saving") : t("listings.edit.save")}
          </Button>
          <ButtonLink to="/my-listings" variant="secondary">
            {t("listings.edit.cancel")}
          </ButtonLink>
        </div>
        <p className="text-sm text-ink-muted">
          <SentenceWithLink
            id="listings.edit.allDetails"
            link={
              <Link to={`/submit-listing?edit=${listing.id}`} className="font-semibold text-pine-700 underline">
                {t("listings.edit.allDetailsLink")}
              </Link>
            }
          />
        </p>
      </Form>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
