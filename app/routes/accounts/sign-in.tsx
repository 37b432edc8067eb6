import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, UnexpectedAuthError } from "#app/components/accounts/auth-card.tsx";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { signInFormSchema } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint, cookieHeaders } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { inRequestLocale, redirectTargetOf } from "#app/modules/accounts/redirect-target.server.ts";
import { tierInRedirect } from "#app/modules/accounts/safe-redirect.ts";
import { carriedReasonOf } from "#app/modules/carried-actions/carried-reason.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/sign-in";

export const handle: MessagesHandle = { messages: ["accounts"] };

const defaultTarget = "/sell-your-camper";
const notVerifiedMessage = "accounts.signIn.notVerified" satisfies MessageId;

const targetOf = (request: Request) => redirectTargetOf(request, defaultTarget);

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = targetOf(request);
  // Already signed in: straight on, but never with the flag that starts a checkout by itself: that
  // flag is for arriving from the sign-in form once, not for coming back here with Back.
  if (await getCurrentUser(request, context)) throw redirect(withoutAutoStart(target));
  const tier = tierInRedirect(target);
  const { t } = requestTranslator(request);
  return {
    target,
    title: tier ? t("accounts.signIn.titleWithTier", { tier }) : t("accounts.signIn.title"),
    metaTitle: t("accounts.signIn.metaTitle"),
    reason: await carriedReasonOf(getServices(context).db, request),
  };
}

/** 'Forgot your password?' carries a target the visitor came with, so the reset leads back to it. */
function forgotHref(target: string): string {
  return target === defaultTarget
    ? "/forgot-password"
    : `/forgot-password?${new URLSearchParams({ redirect: target })}`;
}

function withoutAutoStart(target: string): string {
  const url = new URL(target, "http://target.invalid");
  if (!url.searchParams.has("redirected")) return target;
  url.searchParams.delete("redirected");
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const target = targetOf(request);
  const input = await readInput(request, { schema: signInFormSchema });
  if (!input.ok) return replyData(input.failure);
  const { data } = input;
  try {
    if (data.intent === "resend") {
      await callAuthEndpoint(
        request,
        context,
        "/send-verification-email",
        { email: data.email, callbackURL: inRequestLocale(target, request) },
        { fallback: "accounts.signIn.resendFailed" },
      );
      const sent: FormReply = { ok: true, message: "accounts.signIn.resent", values: input.values };
      return sent;
    }
    const session = await callAuthEndpoint(
      request,
      context,
      "/sign-in/email",
      { email: data.email, password: data.password, callbackURL: inRequestLocale(target, request) },
      { byCode: { EMAIL_NOT_VERIFIED: notVerifiedMessage }, fallback: "accounts.signIn.failed" },
    );
    if (session.setCookies.length === 0) throw new AppError("bad-gateway", "accounts.signIn.noSession");
    // What the visitor was doing is finished by the session's start (app/modules/carried-actions).
    return redirect(target, { headers: cookieHeaders(session) });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";
  const { title } = loaderData;
  const signUpHref = `/custom-sign-up?redirect=${encodeURIComponent(loaderData.target)}`;
  const email = submittedValue(actionData, "email");
  // An unconfirmed account may ask for the confirmation mail again.
  const canResend = actionData?.message === notVerifiedMessage;
  return (
    <AuthCard title={title}>
      <Form method="post" className="space-y-4" noValidate={false}>
        {loaderData.reason && !actionData ? <Alert tone="info">{loaderData.reason}</Alert> : null}
        <ReplyAlert reply={actionData} />
        <TextField
          label={t("accounts.form.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
        />
        <TextField
          label={t("accounts.form.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" name="intent" value="sign-in" className="w-full" disabled={isBusy}>
          {t(isBusy ? "accounts.signIn.submitting" : "accounts.signIn.submit")}
        </Button>
      </Form>
      {canResend ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="email" value={email ?? ""} />
          <Button type="submit" name="intent" value="resend" variant="secondary" className="w-full">
            {t("accounts.signIn.resend")}
          </Button>
        </Form>
      ) : null}
      <div className="mt-6 space-y-2 text-sm text-ink-muted">
        <p>
          {t("accounts.signIn.noAccount")}{" "}
          <Link to={signUpHref} className="font-semibold text-pine-700 underline">
            {t("accounts.signIn.signUpLink")}
          </Link>
        </p>
        <p>
          <Link to={forgotHref(loaderData.target)} className="font-semibold text-pine-700 underline">
            {t("accounts.signIn.forgotPassword")}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Sign in | Roamstead" }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  const { t } = useTranslator();
  return <UnexpectedAuthError title={t("accounts.signIn.title")} />;
}
