import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { BuilderPackageCard } from "#app/components/billing/tier-card.tsx";
import {
  BuilderForm,
  type BuilderFormDefaults,
  emptyBuilderFormDefaults,
} from "#app/components/builders/builder-form.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { AppError, type AppErrorCode, isAppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { type SubmittedValues, submittedValue } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { builderMessages } from "#app/modules/builders/builder-messages.ts";
import { builderFormSchema, builderListFields } from "#app/modules/builders/builder-profile.schema.ts";
import { createBuilderProfile } from "#app/modules/builders/create-builder-profile.server.ts";
import { findUnusedBuilderSession } from "#app/modules/builders/find-unused-builder-session.server.ts";
import { openBuilderForm } from "#app/modules/builders/open-builder-form.server.ts";
import { updateBuilderProfile } from "#app/modules/builders/update-builder-profile.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import {
  failureOf,
  failureReply,
  type InputFailure,
  linkFailurePage,
  replyData,
  type UnexpectedFailure,
} from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/submit";

// /submit-builder?session_id=… (after the builder payment), ?edit={id} (the owner edits), or neither
// (the paid session the server holds, else 'Select a Builder Tier'). Signed out: sign-in and back here.

const builderFormQuerySchema = z.object({ edit: z.string().optional(), session_id: z.string().optional() });

// The form's uploader and location field are the media and listings areas'; its package card is billing's.
export const handle: MessagesHandle = { messages: ["builders", "billing", "media", "listings", "platform"] };

/** The page's heading, which its <title> repeats. */
const headings = {
  "select-tier": "builders.selectTier.heading",
  edit: "builders.form.editHeading",
  create: "builders.form.heading",
  forbidden: "builders.form.forbiddenTitle",
} as const satisfies Record<string, MessageId>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, builderFormQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db, payments, logger } = getServices(context);
  const { t } = requestTranslator(request);
  const titleOf = (view: keyof typeof headings) => `${t(headings[view])} | Roamstead`;
  try {
    const opened = await openBuilderForm({
      db,
      payments,
      logger,
      userId: user.id,
      editId: query.data.edit ?? null,
      sessionId: query.data.session_id ?? null,
    });
    if (opened.view !== "edit") return { ...opened, metaTitle: titleOf(opened.view) };
    const { builder } = opened;
    const defaults: BuilderFormDefaults = {
      businessName: builder.businessName,
      websiteUrl: builder.website,
      description: builder.description,
      location: builder.location,
      instagram: builder.instagram ? `@${builder.instagram}` : "",
      email: builder.email,
      photos: builder.imageUrls,
      videoUrl: builder.videoUrl,
    };
    return { view: "edit" as const, builderId: builder.id, defaults, metaTitle: titleOf("edit") };
  } catch (error) {
    if (isAppError(error, "forbidden")) {
      return data({ view: "forbidden" as const, metaTitle: titleOf("forbidden") }, { status: 403 });
    }
    throw replyData(failureReply(error));
  }
}

/**
 * The form's largest honest post (5,000 characters of description, 30 photo addresses, every field
 * percent-encoded) stays under 128 KB; twice that is the cap.
 */
const maxBuilderFormBytes = 256 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request, context);
  if (!user) {
    return replyData(failureOf(new AppError("unauthenticated", builderMessages.notSignedInOrMissingTier), {}));
  }
  const input = await readInput(request, {
    schema: builderFormSchema,
    listFields: builderListFields,
    maxBytes: maxBuilderFormBytes,
  });
  if (!input.ok) return replyData(input.failure);
  const { edit, session_id, ...profile } = input.data;
  // The form's hidden field, or the page's address (?edit=…, ?session_id=…).
  const query = readQuery(request, builderFormQuerySchema);
  const address = query.ok ? query.data : {};
  const editId = edit || address.edit || null;
  const { db, geocoder, logger } = getServices(context);
  try {
    if (editId) {
      await updateBuilderProfile({ db, geocoder, userId: user.id, builderId: editId, input: profile });
    } else {
      const sessionId = session_id || address.session_id || (await findUnusedBuilderSession(db, user.id))?.id;
      if (!sessionId) throw new AppError("payment-required", builderMessages.notSignedInOrMissingTier);
      await createBuilderProfile({ db, geocoder, userId: user.id, sessionId, input: profile });
    }
  } catch (error) {
    return replyData(saveFailure(request, error, input.values, { message: builderMessages.submitFailed, logger }));
  }
  return redirect("/builders", 303);
}

/**
 * A field's problem (a media rule, the location, 'Geocoding failed: …') and the missing tier read as
 * they are; a save the server refused (the session used meanwhile, not the owner, gone) reads
 * 'Error: ' + the reason (docs/product/builders.md), in the request's language.
 */
function saveFailure(
  request: Request,
  error: unknown,
  values: SubmittedValues,
  unexpected: UnexpectedFailure,
): InputFailure {
  // A fault of ours comes back with the form as typed and the form's own words (docs/product/builders.md).
  const failure = failureReply(error, values, unexpected);
  if (!isAppError(error) || !refusedSaveCodes.has(error.code)) return failure;
  const { t } = requestTranslator(request);
  const message = t("builders.form.saveFailed", { message: t(error.message as MessageId) });
  return { ...failure, reply: { ...failure.reply, message } };
}

const refusedSaveCodes = new Set<AppErrorCode>(["conflict", "forbidden", "not-found"]);

/** The form as it was posted, for showing it again with the action's answer. */
function submittedDefaults(values: SubmittedValues): BuilderFormDefaults {
  const text = (field: string) => submittedValue({ ok: false, values }, field) ?? "";
  const list = (field: string) => [values[field] ?? []].flat().filter(Boolean);
  return {
    businessName: text("businessName"),
    websiteUrl: text("websiteUrl"),
    description: text("description"),
    location: text("location"),
    instagram: text("instagram"),
    email: text("email"),
    photos: list("photos").slice(0, builderPackage.maxPhotos),
    videoUrl: list("videoUrl")[0] ?? null,
  };
}

export default function SubmitBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  if (loaderData.view === "forbidden") {
    return (
      <NoticePage title={t("builders.form.forbiddenTitle")}>
        <p role="alert">{t("builders.noPermission")}</p>
        <DelayedRedirect to="/builders" ms={3000} label={t("builders.backToBuilders")} />
      </NoticePage>
    );
  }
  if (loaderData.view === "select-tier") {
    // A post without a usable payment ('Not signed in or missing tier', 402) lands here too.
    const notice = loaderData.notice ?? actionData?.message;
    return (
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
          {t("builders.selectTier.heading")}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">{t("builders.selectTier.lead")}</p>
        {notice ? (
          <div className="mt-6">
            <Alert tone="error">{notice}</Alert>
          </div>
        ) : null}
        <div className="mt-8 max-w-md">
          <BuilderPackageCard>
            <ButtonLink to={`/builder-checkout?tier=${builderPackage.id}`} reloadDocument className="w-full">
              {t("builders.selectTier.choose", { package: builderPackage.name })}
            </ButtonLink>
          </BuilderPackageCard>
        </div>
      </section>
    );
  }
  const isEdit = loaderData.view === "edit";
  // What was posted, when the action sent the form back (a refusal before reading it has none).
  const submitted = actionData?.values;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
        {t(isEdit ? "builders.form.editHeading" : "builders.form.heading")}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        {isEdit ? (
          <>
            {t("builders.form.editLeadBefore")}{" "}
            <Link to={`/builder/${loaderData.builderId}`} className="font-semibold text-pine-700 underline">
              {t("builders.form.editLeadLink")}
            </Link>{" "}
            {t("builders.form.editLeadAfter")}
          </>
        ) : (
          t("builders.form.lead")
        )}
      </p>
      <div className="mt-8 rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <BuilderForm
          mode={
            isEdit
              ? { kind: "edit", builderId: loaderData.builderId }
              : { kind: "create", sessionId: loaderData.sessionId }
          }
          defaults={
            submitted && Object.keys(submitted).length > 0
              ? submittedDefaults(submitted)
              : isEdit
                ? loaderData.defaults
                : emptyBuilderFormDefaults
          }
          error={actionData?.message}
          fieldErrors={actionData?.fieldErrors}
        />
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NoticePage title={t(isNotFound ? "builders.notFound" : "builders.somethingWentWrong")}>
      <title>{`${t(isNotFound ? "builders.notFoundTitle" : "builders.somethingWentWrong")} | Roamstead`}</title>
      <p>{t(isNotFound ? "builders.form.notFoundText" : "builders.form.loadFailed")}</p>
      <Link to="/builders" className="mt-6 inline-block font-semibold text-pine-700 underline">
        {t("builders.backToBuilders")}
      </Link>
    </NoticePage>
  );
}
