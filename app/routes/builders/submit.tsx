import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { TierCard } from "#app/components/billing/tier-card.tsx";
import {
  BuilderForm,
  type BuilderFormDefaults,
  emptyBuilderFormDefaults,
} from "#app/components/builders/builder-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { isBuilderError } from "#app/modules/builders/builder-error.ts";
import { builderFormValues, parseBuilderProfile } from "#app/modules/builders/builder-profile.schema.ts";
import { builderTexts } from "#app/modules/builders/builder-texts.ts";
import { createBuilderProfile } from "#app/modules/builders/create-builder-profile.server.ts";
import { findUnusedBuilderSession } from "#app/modules/builders/find-unused-builder-session.server.ts";
import { openBuilderForm } from "#app/modules/builders/open-builder-form.server.ts";
import { updateBuilderProfile } from "#app/modules/builders/update-builder-profile.server.ts";
import type { Route } from "./+types/submit";

// /submit-builder?session_id=… (after the builder payment), ?edit={id} (the owner edits), or neither
// (the paid session the server holds, else 'Select a Builder Tier'). Signed out: sign-in and back here.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const { db, payments, logger } = getServices(context);
  try {
    const opened = await openBuilderForm({
      db,
      payments,
      logger,
      userId: user.id,
      editId: params.get("edit")?.trim() || null,
      sessionId: params.get("session_id")?.trim() || null,
    });
    if (opened.view !== "edit") return opened;
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
    return { view: "edit" as const, builderId: builder.id, defaults };
  } catch (error) {
    if (isBuilderError(error, "forbidden")) return data({ view: "forbidden" as const }, { status: 403 });
    if (isBuilderError(error, "not-found")) throw data({ message: builderTexts.notFound }, { status: 404 });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request, context);
  if (!user)
    return data({ error: builderTexts.notSignedInOrMissingTier, fieldErrors: {}, values: null }, { status: 401 });
  const form = await request.formData();
  const params = new URL(request.url).searchParams;
  const field = (name: string) => {
    const value = form.get(name) ?? params.get(name);
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  const { db, geocoder, logger } = getServices(context);
  const editId = field("edit");
  const sessionId = editId ? null : (field("session_id") ?? (await findUnusedBuilderSession(db, user.id))?.id ?? null);
  if (!editId && !sessionId) {
    return data({ error: builderTexts.notSignedInOrMissingTier, fieldErrors: {}, values: null }, { status: 402 });
  }

  const posted = builderFormValues(form);
  // Sent back with an error, so the form shows what was typed even before JavaScript has loaded.
  const values: BuilderFormDefaults = {
    businessName: posted.businessName,
    websiteUrl: posted.websiteUrl,
    description: posted.description,
    location: posted.location,
    instagram: posted.instagram,
    email: posted.email,
    photos: posted.photos.slice(0, builderPackage.maxPhotos),
    videoUrl: posted.videoUrl[0] ?? null,
  };
  const parsed = parseBuilderProfile(posted);
  if (!parsed.success) {
    return data({ error: parsed.message, fieldErrors: parsed.fieldErrors, values }, { status: 400 });
  }
  try {
    if (editId) {
      await updateBuilderProfile({ db, geocoder, userId: user.id, builderId: editId, input: parsed.data });
    } else if (sessionId) {
      await createBuilderProfile({ db, geocoder, userId: user.id, sessionId, input: parsed.data });
    }
    return redirect("/builders", 303);
  } catch (error) {
    if (isBuilderError(error)) {
      const fieldErrors: Record<string, string> = error.field ? { [error.field]: error.message } : {};
      // A field's problem (a media rule, the location, 'Geocoding failed: …') and the missing tier read as
      // docs/product/builders.md words them; a save the server refused (session used meanwhile, not the owner,
      // gone) is 'Error: ' + message. An unexpected failure keeps the product's own sentence, with nothing
      // internal in it.
      const message =
        error.field || error.code === "missing-tier" ? error.message : builderTexts.saveFailed(error.message);
      return data({ error: message, fieldErrors, values }, { status: error.status });
    }
    logger.error({ err: error, userId: user.id, editId }, "builder profile could not be saved");
    return data({ error: builderTexts.submitFailed, fieldErrors: {}, values }, { status: 500 });
  }
}

export default function SubmitBuilder({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "forbidden") {
    return (
      <NoticePage title="Builder profile">
        <p role="alert">{builderTexts.noPermission}</p>
        <DelayedRedirect to="/builders" ms={3000} label="Back to builders" />
      </NoticePage>
    );
  }
  if (loaderData.view === "select-tier") {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
          {builderTexts.selectTierHeading}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">
          A builder profile comes with the Roamstead Builder package. Pay once, then tell campers about your company.
        </p>
        {loaderData.notice ? (
          <div className="mt-6">
            <Alert tone="error">{loaderData.notice}</Alert>
          </div>
        ) : null}
        <div className="mt-8 max-w-md">
          <TierCard
            name={builderPackage.name}
            priceCents={builderPackage.priceCents}
            period="/year"
            description={builderPackage.description}
            features={builderPackage.features}
            isHighlighted
          >
            <ButtonLink to={`/builder-checkout?tier=${builderPackage.id}`} reloadDocument className="w-full">
              Choose {builderPackage.name}
            </ButtonLink>
          </TierCard>
        </div>
      </section>
    );
  }
  const isEdit = loaderData.view === "edit";
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
        {isEdit ? builderTexts.editHeading : builderTexts.formHeading}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        {isEdit ? (
          <>
            Changes show on{" "}
            <Link to={`/builder/${loaderData.builderId}`} className="font-semibold text-pine-700 underline">
              your builder page
            </Link>{" "}
            as soon as you save them.
          </>
        ) : (
          "Your profile runs for one year on the Featured Builders page, with up to 30 photos and a video."
        )}
      </p>
      <div className="mt-8 rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <BuilderForm
          mode={
            isEdit
              ? { kind: "edit", builderId: loaderData.builderId }
              : { kind: "create", sessionId: loaderData.sessionId }
          }
          defaults={actionData?.values ?? (isEdit ? loaderData.defaults : emptyBuilderFormDefaults)}
          error={actionData?.error}
          fieldErrors={actionData?.fieldErrors}
        />
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.view === "select-tier"
      ? builderTexts.selectTierHeading
      : loaderData?.view === "edit"
        ? builderTexts.editHeading
        : builderTexts.formHeading;
  return [{ title: `${title} | Roamstead` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NoticePage title={isNotFound ? builderTexts.notFound : "Something went wrong"}>
      <p>{isNotFound ? "This builder profile does not exist." : "We could not open this form. Please try again."}</p>
      <Link to="/builders" className="mt-6 inline-block font-semibold text-pine-700 underline">
        Back to builders
      </Link>
    </NoticePage>
  );
}
