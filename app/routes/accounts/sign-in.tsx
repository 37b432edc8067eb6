import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { firstIssue, signInSchema } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint, cookieHeaders } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { safeRedirectTarget, tierInRedirect } from "#app/modules/accounts/safe-redirect.ts";
import type { Route } from "./+types/sign-in";

const defaultTarget = "/sell-your-camper";
const notVerifiedMessage = "Please confirm your e-mail address before signing in: use the link we sent you.";

function targetOf(request: Request) {
  const params = new URL(request.url).searchParams;
  // `redirectTo` is the spec's other name for it (links to /my-listings and /submit-builder use it).
  return safeRedirectTarget(params.get("redirect") ?? params.get("redirectTo"), defaultTarget);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = targetOf(request);
  // Already signed in: straight on, but never with the flag that starts a checkout by itself: that
  // flag is for arriving from the sign-in form once, not for coming back here with Back.
  if (await getCurrentUser(request, context)) throw redirect(withoutAutoStart(target));
  return { target, tier: tierInRedirect(target) };
}

function withoutAutoStart(target: string): string {
  const url = new URL(target, "http://target.invalid");
  if (!url.searchParams.has("redirected")) return target;
  url.searchParams.delete("redirected");
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const target = targetOf(request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "resend") {
    const email = typeof form.email === "string" ? form.email : "";
    const sent = await callAuthEndpoint(request, context, "/send-verification-email", { email, callbackURL: target });
    return sent.ok
      ? { notice: "We sent you a new confirmation link. Please check your e-mail.", email }
      : data({ error: sent.message ?? "Could not send the e-mail. Please try again.", email }, { status: sent.status });
  }
  const parsed = signInSchema.safeParse(form);
  const email = typeof form.email === "string" ? form.email : "";
  if (!parsed.success) return data({ error: firstIssue(parsed.error), email }, { status: 400 });
  try {
    const result = await callAuthEndpoint(request, context, "/sign-in/email", { ...parsed.data, callbackURL: target });
    if (result.ok && result.setCookies.length === 0) {
      return data({ error: "Login failed. No session returned.", email }, { status: 502 });
    }
    if (result.ok) throw redirect(target, { headers: cookieHeaders(result) });
    if (result.code === "EMAIL_NOT_VERIFIED") {
      return data({ error: notVerifiedMessage, email, canResend: true }, { status: 403 });
    }
    return data({ error: result.message ?? "Login failed.", email }, { status: result.status });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ error: "Unexpected error occurred. Please try again.", email }, { status: 500 });
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";
  const title = loaderData.tier ? `Sign In to Continue with ${loaderData.tier}` : "Sign In to Continue";
  const signUpHref = `/custom-sign-up?redirect=${encodeURIComponent(loaderData.target)}`;
  const result = actionData as { error?: string; notice?: string; email?: string; canResend?: boolean } | undefined;
  return (
    <AuthCard title={title}>
      <Form method="post" className="space-y-4" noValidate={false}>
        {result?.error ? <Alert tone="error">{result.error}</Alert> : null}
        {result?.notice ? <Alert tone="success">{result.notice}</Alert> : null}
        <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={result?.email} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" name="intent" value="sign-in" className="w-full" disabled={isBusy}>
          {isBusy ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
      {result?.canResend ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="email" value={result.email ?? ""} />
          <Button type="submit" name="intent" value="resend" variant="secondary" className="w-full">
            Resend confirmation e-mail
          </Button>
        </Form>
      ) : null}
      <div className="mt-6 space-y-2 text-sm text-ink-muted">
        <p>
          No account yet?{" "}
          <Link to={signUpHref} className="font-semibold text-pine-700 underline">
            Sign up here
          </Link>
        </p>
        <p>
          <Link to="/forgot-password" className="font-semibold text-pine-700 underline">
            Forgot your password?
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

export function meta() {
  return [{ title: "Sign in | Roamstead" }, { name: "robots", content: "noindex" }];
}
