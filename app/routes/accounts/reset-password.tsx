import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { NewPasswordField } from "#app/components/accounts/new-password-field.tsx";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { invalidResetLinkMessage, resetPasswordSchema } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import { redirectTargetOf } from "#app/modules/accounts/redirect-target.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/reset-password";

/** `?token=` from the mail's link, or `?error=INVALID_TOKEN` when better-auth refused the link. */
const resetLinkQuerySchema = z.object({ token: z.string().optional(), error: z.string().optional() });

export function loader({ request }: Route.LoaderArgs) {
  // After the new password, 'Sign in' leads on to the page the visitor was signing in for.
  const signInHref = signInLeadingBack(redirectTargetOf(request, ""));
  const query = readQuery(request, resetLinkQuerySchema);
  if (!query.ok) return { token: "", isInvalid: true, signInHref };
  return { token: query.data.token ?? "", isInvalid: query.data.error === "INVALID_TOKEN", signInHref };
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
  const isBusy = useNavigation().state === "submitting";
  if (actionData?.ok) {
    return (
      <AuthCard title="Password changed">
        <Alert tone="success">Your password has been changed. You can now sign in with it.</Alert>
        <Link to={loaderData.signInHref} className="mt-6 inline-block font-semibold text-pine-700 underline">
          Sign in
        </Link>
      </AuthCard>
    );
  }
  if (loaderData.isInvalid || !loaderData.token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert tone="error">{invalidResetLinkMessage}</Alert>
        <Link to="/forgot-password" className="mt-6 inline-block font-semibold text-pine-700 underline">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <Form method="post" className="space-y-4">
        <ReplyAlert reply={actionData} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordField label="New password" />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function meta() {
  return [{ title: "Choose a new password | Roamstead" }, { name: "robots", content: "noindex" }];
}
