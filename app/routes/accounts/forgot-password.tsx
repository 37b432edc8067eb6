import { Form, useNavigation } from "react-router";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { isAppError } from "#app/lib/app-error.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { emailOnlySchema } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import { inRequestLocale, redirectTargetOf } from "#app/modules/accounts/redirect-target.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/forgot-password";

export const handle: MessagesHandle = { messages: ["accounts"] };

export function loader({ request }: Route.LoaderArgs) {
  return { metaTitle: requestTranslator(request).t("accounts.forgot.metaTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: emailOnlySchema });
  if (!input.ok) return replyData(input.failure);
  // The page the visitor was signing in for: the reset page's 'Sign in' leads back to it.
  const target = redirectTargetOf(request, "");
  const resetPage = target ? `/reset-password?${new URLSearchParams({ redirect: target })}` : "/reset-password";
  try {
    await callAuthEndpoint(
      request,
      context,
      "/request-password-reset",
      { email: input.data.email, redirectTo: inRequestLocale(resetPage, request) },
      { fallback: "accounts.auth.rateLimited" },
    );
  } catch (error) {
    // Only the rate limit is told; any other refusal gets the same answer as a sent link.
    if (!isAppError(error) || error.code === "rate-limited") return replyData(failureReply(error, input.values));
  }
  // The same answer whether or not the address has an account, so the form cannot be used to probe for members.
  const sent: FormReply = { ok: true, message: "accounts.forgot.sent" };
  return sent;
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const isBusy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("accounts.forgot.title")}>
      <Form method="post" className="space-y-4">
        <ReplyAlert reply={actionData} />
        <p className="text-sm text-ink-muted">{t("accounts.forgot.intro")}</p>
        <TextField label={t("accounts.form.email")} name="email" type="email" autoComplete="email" required />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {t(isBusy ? "accounts.forgot.submitting" : "accounts.forgot.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.metaTitle ?? "Reset your password | Roamstead" },
    { name: "robots", content: "noindex" },
  ];
}
