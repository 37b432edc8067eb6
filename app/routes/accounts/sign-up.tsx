import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { NewPasswordField } from "#app/components/accounts/new-password-field.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { firstIssue, signUpSchema } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { newPasswordSchema } from "#app/modules/accounts/password-policy.ts";
import { safeRedirectTarget } from "#app/modules/accounts/safe-redirect.ts";
import type { Route } from "./+types/sign-up";

const defaultTarget = "/dashboard";
const successMessage = "Account created! Please check your email to confirm your account before signing in.";

function targetOf(request: Request) {
  return safeRedirectTarget(new URL(request.url).searchParams.get("redirect"), defaultTarget);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = targetOf(request);
  if (await getCurrentUser(request, context)) throw redirect(target);
  return { target };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const email = typeof form.email === "string" ? form.email : "";
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) return data({ error: firstIssue(parsed.error), email }, { status: 400 });
  const password = newPasswordSchema.safeParse(parsed.data.password);
  if (!password.success) return data({ error: firstIssue(password.error), email }, { status: 400 });
  try {
    const result = await callAuthEndpoint(request, context, "/sign-up/email", {
      email: parsed.data.email,
      password: parsed.data.password,
      // better-auth requires a name; the spec's form asks only for e-mail and password.
      name: parsed.data.email.split("@")[0],
      // The confirmation link signs the user in and continues where they were going.
      callbackURL: targetOf(request),
    });
    if (result.ok) return { success: successMessage };
    return data(
      { error: result.message ?? "Unexpected error occurred. Please try again.", email },
      { status: result.status },
    );
  } catch {
    return data({ error: "Unexpected error occurred. Please try again.", email }, { status: 500 });
  }
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting";
  const result = actionData as { error?: string; success?: string; email?: string } | undefined;
  // A new key after success empties the fields, as the spec asks.
  const formKey = result?.success ? "done" : "editing";
  return (
    <AuthCard title="Create an Account">
      <Form method="post" className="space-y-4" key={formKey}>
        {result?.error ? <Alert tone="error">{result.error}</Alert> : null}
        {result?.success ? <Alert tone="success">{result.success}</Alert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.success ? "" : result?.email}
        />
        <NewPasswordField label="Password" />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {isBusy ? "Creating account..." : "Sign Up"}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-ink-muted">
        Already have an account?{" "}
        <Link
          to={`/sign-in-camper?redirect=${encodeURIComponent(loaderData.target)}`}
          className="font-semibold text-pine-700 underline"
        >
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

export function meta() {
  return [{ title: "Create an account | Roamstead" }, { name: "robots", content: "noindex" }];
}
