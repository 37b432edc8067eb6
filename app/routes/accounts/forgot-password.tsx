import { data, Form, useNavigation } from "react-router";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { emailOnlySchema, firstIssue } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import type { Route } from "./+types/forgot-password";

// The same answer whether or not the address has an account, so the form cannot be used to probe for members.
const sentMessage = "If an account exists for that address, we sent it a link to reset the password.";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = emailOnlySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: firstIssue(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, context, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/reset-password",
  });
  if (result.status === 429)
    return data({ error: result.message ?? "Too many requests. Please try again later." }, { status: 429 });
  return { success: sentMessage };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state === "submitting";
  const result = actionData as { error?: string; success?: string } | undefined;
  return (
    <AuthCard title="Reset your password">
      <Form method="post" className="space-y-4">
        {result?.error ? <Alert tone="error">{result.error}</Alert> : null}
        {result?.success ? <Alert tone="success">{result.success}</Alert> : null}
        <p className="text-sm text-ink-muted">Enter the e-mail address of your account and we will send you a link.</p>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {isBusy ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function meta() {
  return [{ title: "Reset your password | Roamstead" }, { name: "robots", content: "noindex" }];
}
