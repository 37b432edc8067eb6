import { data, Form, Link, redirect, useNavigation } from "react-router";
import { DocumentDescription, DocumentDownloadLink } from "#app/components/documents/document-description.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { LabelledField } from "#app/components/ui/labelled-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { attachListingDocument } from "#app/modules/documents/attach-listing-document.server.ts";
import { deleteListingDocument } from "#app/modules/documents/delete-listing-document.server.ts";
import { earliestDocumentDate, latestToday } from "#app/modules/documents/document-dates.ts";
import { documentKindNames, listingDocumentKinds } from "#app/modules/documents/document-kinds.ts";
import { type DocumentLine, documentLines } from "#app/modules/documents/document-lines.ts";
import { documentUploadSchema } from "#app/modules/documents/document-upload.schema.ts";
import { getOwnerDocuments } from "#app/modules/documents/get-owner-documents.server.ts";
import {
  discardReceivedDocument,
  type ReceivedDocument,
  receiveListingDocument,
} from "#app/modules/documents/receive-listing-document.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { localeOfRequest, requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { parseValues, readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/listing-documents";

// /listing-documents/{id}: a listing's inspection reports and build documents, for its owner or an administrator
// (docs/product/listing-documents.md, Managing documents). The upload is a plain multipart post and Delete a plain
// form post, so both work before JavaScript; each answers with a redirect back here that says what was done.

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["documents", "listings", "media", "platform"] };

/** `?done=added|deleted` after a redirect; any other value says nothing. */
const listingDocumentsQuery = z.object({ done: z.enum(["added", "deleted"]).optional().catch(undefined) });

const deleteDocumentForm = z.object({ documentId: idSchema("documents.manage.deleteFailed" satisfies MessageId) });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, listingDocumentsQuery);
  const done = query.ok ? (query.data.done ?? null) : null;
  const pageTitle = requestTranslator(request).t("documents.manage.metaTitle");
  try {
    const owned = await getOwnerDocuments({ db: getServices(context).db, listingId: params.id, actor: user });
    const documents = documentLines(requestTranslator(request), owned.documents);
    return { listing: owned.listing, documents, refusal: null, done, today: latestToday(), pageTitle };
  } catch (error) {
    const failure = toAppError(error);
    return data(
      { listing: null, documents: [], refusal: failure.message, done: null, today: latestToday(), pageTitle },
      { status: failure.status },
    );
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, storage, logger } = getServices(context);
  const user = await getCurrentUser(request, context);
  if (!user) return replyData(failureOf(listingFailures.signedOut(), {}));
  const backHere = (done: "added" | "deleted") =>
    redirect(`/listing-documents/${params.id}?${new URLSearchParams({ done })}`, 303);

  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    const input = await readInput(request, { schema: deleteDocumentForm, formats: ["form"] });
    if (!input.ok) return replyData(input.failure);
    try {
      await deleteListingDocument({
        db,
        storage,
        logger,
        listingId: params.id,
        documentId: input.data.documentId,
        actor: user,
      });
    } catch (error) {
      return replyData(failureReply(error, input.values, { message: "documents.manage.deleteFailed", logger }));
    }
    return backHere("deleted");
  }

  let upload: ReceivedDocument | undefined;
  try {
    upload = await receiveListingDocument({ db, storage, request, listingId: params.id, actor: user });
    const input = parseValues(upload.fields, {
      schema: documentUploadSchema,
      invalidMessage: "documents.upload.invalid" satisfies MessageId,
      locale: localeOfRequest(request),
    });
    if (!input.ok) {
      await discardReceivedDocument(upload);
      return replyData(input.failure);
    }
    await attachListingDocument({ db, storage, logger, upload, input: input.data });
  } catch (error) {
    return replyData(failureReply(error, upload?.fields ?? {}, { message: "documents.upload.failed", logger }));
  }
  return backHere("added");
}

export default function ListingDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { listing, documents, done, today } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("documents.manage.heading")}</h1>
      {listing ? null : (
        <>
          <div className="mt-6">
            <Alert tone="error">{loaderData.refusal ?? ""}</Alert>
          </div>
          <ButtonLink to="/my-listings" variant="secondary" className="mt-6">
            {t("documents.manage.backToMyListings")}
          </ButtonLink>
        </>
      )}
      {listing ? (
        <>
          <p className="mt-2 text-lg text-ink">
            {t("documents.manage.forListing", { title: listing.title })}{" "}
            <Link to={`/listing/${listing.id}`} className="font-semibold text-pine-700 underline">
              {t("documents.manage.viewListing")}
            </Link>
          </p>
          <p className="mt-3 max-w-prose text-ink-muted">{t("documents.manage.intro")}</p>
          {done ? (
            <div className="mt-6">
              <Alert tone="success">
                {done === "added" ? t("documents.manage.added") : t("documents.manage.deleted")}
              </Alert>
            </div>
          ) : null}
          <AttachedDocuments documents={documents} />
          <UploadForm reply={actionData} today={today} />
          <p className="mt-8">
            <Link to="/my-listings" className="font-semibold text-pine-700 underline">
              {t("documents.manage.backToMyListings")}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

function AttachedDocuments({ documents }: { documents: DocumentLine[] }) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby="attached-heading" className="mt-8">
      <h2 id="attached-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("documents.manage.attached")}
      </h2>
      {documents.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t("documents.manage.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <DocumentDescription line={document} />
                <DocumentDownloadLink line={document} />
              </div>
              <Form method="post">
                <input type="hidden" name="documentId" value={document.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  aria-label={t("documents.manage.deleteLabel", { fileName: document.fileName })}
                >
                  {t("documents.manage.delete")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The upload: what the PDF is, the file, and an inspection report's inspector, company and date. */
function UploadForm({ reply, today }: { reply: FormReply | undefined; today: string }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isAttaching = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const errors = reply?.fieldErrors ?? {};
  // The form's message only when no field says what is wrong.
  const formError = reply && !reply.ok && Object.keys(errors).length === 0 ? reply.message : undefined;
  const value = (field: string) => submittedValue(reply, field);
  return (
    <section
      aria-labelledby="upload-heading"
      className="mt-10 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="upload-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("documents.upload.heading")}
      </h2>
      {formError ? (
        <div className="mt-4">
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-5" noValidate>
        <SelectField
          name="kind"
          label={t("documents.upload.kind")}
          defaultValue={value("kind") ?? "inspection_report"}
          options={listingDocumentKinds.map((kind) => ({ value: kind, label: t(documentKindNames[kind]) }))}
          error={errors.kind}
        />
        <LabelledField label={t("documents.upload.file")} hint={t("documents.upload.fileHint")} error={errors.file}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept="application/pdf,.pdf"
              required
              className="mt-1 block w-full text-ink file:mr-4 file:min-h-11 file:rounded-md file:border file:border-sand-300 file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:bg-sand-100"
            />
          )}
        </LabelledField>
        <fieldset className="grid gap-5 rounded-lg border border-sand-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{t("documents.upload.inspection")}</legend>
          <TextField
            name="inspectorName"
            label={t("documents.upload.inspector")}
            autoComplete="off"
            maxLength={120}
            defaultValue={value("inspectorName")}
            error={errors.inspectorName}
          />
          <TextField
            name="inspectionCompany"
            label={t("documents.upload.company")}
            autoComplete="organization"
            maxLength={120}
            defaultValue={value("inspectionCompany")}
            error={errors.inspectionCompany}
          />
        </fieldset>
        <TextField
          type="date"
          name="datedOn"
          label={t("documents.upload.datedOn")}
          hint={t("documents.upload.datedOnHint")}
          min={earliestDocumentDate}
          max={today}
          defaultValue={value("datedOn")}
          error={errors.datedOn}
        />
        <div>
          <Button type="submit" disabled={isAttaching}>
            {isAttaching ? t("documents.upload.submitting") : t("documents.upload.submit")}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
