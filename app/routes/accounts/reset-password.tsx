import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { NewPasswordField } from "#app/components/accounts/new-password-field.tsx";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { invalidResetLinkMessage, resetPasswordSchema } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import { redirectTargetOf } from "#app/modules/accounts/redirect-target.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/reset-password";

export const handle: MessagesHandle = { messages: ["accounts"] };

/** `?token=` from the mail's link, or `?error=INVALID_TOKEN` when better-auth refused the link. */
const resetLinkQuerySchema = z.object({ token: z.string().optional(), error: z.string().optional() });

export function loader({ request }: Route.LoaderArgs) {
  // After the new password, 'Sign in' leads on to the page the visitor was signing in for.
  const signInHref = signInLeadingBack(redirectTargetOf(request, ""));
  const metaTitle = requestTranslator(request).t("accounts.reset.metaTitle");
  const query = readQuery(request, resetLinkQuerySchema);
  if (!query.ok) return { token: "", isInvalid: true, signInHref, metaTitle };
  return { token: query.data.token ?? "", isInvalid: query.data.error === "INVALID_TOKEN", signInHref, metaTitle };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: resetPasswordSchema });
  if (!input.ok) return replyData(input.failure);
  try {
    await callAuthEndpoint(
      request,
      context,
      "/reset-password",
      { newPassword: input.data.password, token: input.data.token },
      { byCode: { INVALID_TOKEN: invalidResetLinkMessage }, fallback: invalidResetLinkMessage },
    );
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  const changed: FormReply = { ok: true };
  return changed;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const isBusy = useNavigation().state === "submitting";
  if (actionData?.ok) {
    return (
      <AuthCard title={t("accounts.reset.changedTitle")}>
        <Alert tone="success">{t("accounts.reset.changed")}</Alert>
        <Link to={loaderData.signInHref} className="mt-6 inline-block font-semibold text-pine-700 underline">
          {t("accounts.common.signIn")}
        </Link>
      </AuthCard>
    );
  }
  if (loaderData.isInvalid || !loaderData.token) {
    return (
      <AuthCard title={t("accounts.reset.title")}>
        <Alert tone="error">{t(invalidResetLinkMessage)}</Alert>
        <Link to="/forgot-password" className="mt-6 inline-block font-semibold text-pine-700 underline">
          {t("accounts.reset.askNewLink")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("accounts.reset.title")}>
      <Form method="post" className="space-y-4">
        <ReplyAlert reply={actionData} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordField label={t("accounts.reset.newPassword")} />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {t(isBusy ? "accounts.reset.submitting" : "accounts.reset.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.metaTitle ?? "Choose a new password | Roamstead" },
    { name: "robots", content: "noindex" },
  ];
}
