import { Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { requireOwnBuilder } from "#app/modules/builders/builder-ownership.server.ts";
import { builderDisplayName } from "#app/modules/builders/builder-summary.ts";
import { deleteBuilderProfile } from "#app/modules/builders/delete-builder-profile.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/delete";

// /builder/{id}/delete: POST deletes the owner's profile (then /builders?deleted=true). GET is the
// question 'Are you sure…' for browsers without JavaScript, whose Delete buttons cannot ask it.

export const handle: MessagesHandle = { messages: ["builders", "platform"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  try {
    const builder = await requireOwnBuilder(db, params.id, user.id);
    const { t } = requestTranslator(request);
    return {
      id: builder.id,
      name: builderDisplayName(builder.businessName, t),
      metaTitle: `${t("builders.delete.metaTitle")} | Roamstead`,
    };
  } catch (error) {
    throw replyData(failureReply(error));
  }
}

/** `confirmed=yes` once the owner was asked; the Delete buttons only send it after asking. */
const deleteBuilderSchema = z.object({ confirmed: z.string().optional() });

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: deleteBuilderSchema });
  // This page has nothing to show a refusal in but its error boundary.
  if (!input.ok) throw replyData(input.failure);
  // Not asked yet (a Delete button without JavaScript): ask first.
  if (input.data.confirmed !== "yes") return redirect(`/builder/${encodeURIComponent(params.id)}/delete`, 303);
  const { db, storage } = getServices(context);
  try {
    await deleteBuilderProfile({ db, storage, builderId: params.id, userId: user.id });
  } catch (error) {
    // A failed delete reads 'Delete failed: ' + message (docs/product/builders.md, Delete), in the request's
    // language; an unexpected one reaches the error boundary, which says 'Delete failed: ' and a safe sentence.
    const failure = failureReply(error, input.values);
    const { t } = requestTranslator(request);
    const message = t("builders.delete.failed", { message: t((failure.reply.message ?? "") as MessageId) });
    throw replyData({ ...failure, reply: { ...failure.reply, message } });
  }
  return redirect("/builders?deleted=true", 303);
}

export default function DeleteBuilder({ loaderData }: Route.ComponentProps) {
  const isDeleting = useNavigation().state !== "idle";
  const { t } = useTranslator();
  return (
    <NoticePage title={t("builders.delete.named", { name: loaderData.name })}>
      <p>{t("builders.delete.confirm")}</p>
      <Form method="post" className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" disabled={isDeleting}>
          {t(isDeleting ? "builders.delete.deleting" : "builders.delete.button")}
        </Button>
        <ButtonLink to={`/submit-builder?edit=${loaderData.id}`} variant="secondary">
          {t("builders.delete.cancel")}
        </ButtonLink>
      </Form>
    </NoticePage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  // The loader's refusals carry message ids; the action's are already in the page's language.
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? t(error.data.message as MessageId)
      : t("builders.delete.failedUnexpected");
  return (
    <NoticePage title={t("builders.form.forbiddenTitle")}>
      <title>{`${t("builders.form.forbiddenTitle")} | Roamstead`}</title>
      <p role="alert">{message}</p>
      <Link to="/builders" className="mt-6 inline-block font-semibold text-pine-700 underline">
        {t("builders.backToBuilders")}
      </Link>
    </NoticePage>
  );
}
