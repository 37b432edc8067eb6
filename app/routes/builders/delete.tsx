import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { isBuilderError } from "#app/modules/builders/builder-error.ts";
import { requireOwnBuilder } from "#app/modules/builders/builder-ownership.server.ts";
import { builderDisplayName } from "#app/modules/builders/builder-summary.ts";
import { builderTexts } from "#app/modules/builders/builder-texts.ts";
import { deleteBuilderProfile } from "#app/modules/builders/delete-builder-profile.server.ts";
import type { Route } from "./+types/delete";

// /builder/{id}/delete: POST deletes the owner's profile (then /builders?deleted=true). GET is the
// question 'Are you sure…' for browsers without JavaScript, whose Delete buttons cannot ask it.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  try {
    const builder = await requireOwnBuilder(db, params.id, user.id);
    return { id: builder.id, name: builderDisplayName(builder.businessName) };
  } catch (error) {
    if (isBuilderError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  // Not asked yet (a Delete button without JavaScript): ask first.
  if (form.get("confirmed") !== "yes") return redirect(`/builder/${encodeURIComponent(params.id)}/delete`, 303);
  const { db, storage, logger } = getServices(context);
  let outcome: Awaited<ReturnType<typeof deleteBuilderProfile>>;
  try {
    outcome = await deleteBuilderProfile({ db, storage, builderId: params.id, userId: user.id });
  } catch (error) {
    logger.error({ err: error, userId: user.id, builderId: params.id }, "builder profile could not be deleted");
    throw data({ message: builderTexts.deleteFailed(builderTexts.deleteUnexpected) }, { status: 500 });
  }
  if (outcome === "deleted") return redirect("/builders?deleted=true", 303);
  // Spec §8: a failed delete reads 'Delete failed: ' + message.
  if (outcome === "forbidden") {
    throw data({ message: builderTexts.deleteFailed(builderTexts.noPermission) }, { status: 403 });
  }
  throw data({ message: builderTexts.deleteFailed(builderTexts.notFound) }, { status: 404 });
}

export default function DeleteBuilder({ loaderData }: Route.ComponentProps) {
  const isDeleting = useNavigation().state !== "idle";
  return (
    <NoticePage title={`Delete ${loaderData.name}`}>
      <p>{builderTexts.deleteConfirm}</p>
      <Form method="post" className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" disabled={isDeleting}>
          {isDeleting ? "Deleting..." : builderTexts.deleteProfile}
        </Button>
        <ButtonLink to={`/submit-builder?edit=${loaderData.id}`} variant="secondary">
          Cancel
        </ButtonLink>
      </Form>
    </NoticePage>
  );
}

export function meta() {
  return [{ title: "Delete builder profile | Roamstead" }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : builderTexts.deleteFailed(builderTexts.deleteUnexpected);
  return (
    <NoticePage title="Builder profile">
      <p role="alert">{message}</p>
      <Link to="/builders" className="mt-6 inline-block font-semibold text-pine-700 underline">
        Back to builders
      </Link>
    </NoticePage>
  );
}
