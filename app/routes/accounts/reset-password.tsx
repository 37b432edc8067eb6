import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { NewPasswordField } from "#app/components/accounts/new-password-field.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { firstIssue } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import { newPasswordSchema } from "#app/modules/accounts/password-policy.ts";
import type { Route } from "./+types/reset-password";

const invalidLinkMessage = "This reset link is invalid or has expired. Please ask for a new one.";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", isInvalid: url.searchParams.get("error") === "INVALID_TOKEN" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const password = newPasswordSchema.safeParse(form.get("password"));
  if (!password.success) return data({ error: firstIssue(password.error) }, { status: 400 });
  if (!token) return data({ error: invalidLinkMessage }, { status: 400 });
  const result = await callAuthEndpoint(request, context, "/reset-password", { newPassword: password.data, token });
  if (result.ok) return { success: true };
  const error = result.code === "INVALID_TOKEN" ? invalidLinkMessage : (result.message ?? invalidLinkMessage);
  return data({ error }, { status: result.status });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state === "submitting";
  const result = actionData as { error?: string; success?: boolean } | undefined;
  if (result?.success) {
    return (
      <AuthCard title="Password changed">
        <Alert tone="success">Your password has been changed. You can now sign in with it.</Alert>
        <Link to="/sign-in-camper" className="mt-6 inline-block font-semibold text-pine-700 underline">
          Sign in
        </Link>
      </AuthCard>
    );
  }
  if (loaderData.isInvalid || !loaderData.token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert tone="error">{invalidLinkMessage}</Alert>
        <Link to="/forgot-password" className="mt-6 inline-block font-semibold text-pine-700 underline">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <Form method="post" className="space-y-4">
        {result?.error ? <Alert tone="error">{result.error}</Alert> : null}
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
