import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, UnexpectedAuthError } from "#app/components/accounts/auth-card.tsx";
import { NewPasswordField } from "#app/components/accounts/new-password-field.tsx";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { signUpSchema } from "#app/modules/accounts/account-forms.schema.ts";
import { callAuthEndpoint } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { inRequestLocale, redirectTargetOf } from "#app/modules/accounts/redirect-target.server.ts";
import { localeOfRequest, requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/sign-up";

export const handle: MessagesHandle = { messages: ["accounts"] };

const defaultTarget = "/dashboard";

/** Where to go after signing up: `?redirect=` when it is a safe path on this site, else the dashboard. */
const targetOf = (request: Request) => redirectTargetOf(request, defaultTarget);

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = targetOf(request);
  if (await getCurrentUser(request, context)) throw redirect(target);
  return { target, metaTitle: requestTranslator(request).t("accounts.signUp.metaTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: signUpSchema });
  if (!input.ok) return replyData(input.failure);
  const { email, password } = input.data;
  try {
    await callAuthEndpoint(
      request,
      context,
      "/sign-up/email",
      {
        email,
        password,
        // better-auth requires a name; the form asks only for e-mail and password.
        name: email.split("@")[0] ?? email,
        // The account's language is the page's it was made on; its mails are written in it.
        locale: localeOfRequest(request),
        // The confirmation link signs the user in and continues where they were going.
        callbackURL: inRequestLocale(targetOf(request), request),
      },
      { fallback: "accounts.auth.unexpected" },
    );
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  // The fields are emptied after success, so nothing typed is sent back.
  const created: FormReply = { ok: true, message: "accounts.signUp.created" };
  return created;
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting";
  const signInHref = `/sign-in-camper?redirect=${encodeURIComponent(loaderData.target)}`;
  // Once the account exists the form has nothing left to do: only the message and what to do next stay.
  if (actionData?.ok)
    return <SignedUp message={actionData.message} signInHref={signInHref} target={loaderData.target} />;
  return (
    <AuthCard title={t("accounts.signUp.title")}>
      <Form method="post" className="space-y-4">
        <ReplyAlert reply={actionData} />
        <TextField
          label={t("accounts.form.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={submittedValue(actionData, "email")}
        />
        <NewPasswordField label={t("accounts.form.password")} />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {t(isBusy ? "accounts.signUp.submitting" : "accounts.signUp.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-ink-muted">
        {t("accounts.signUp.haveAccount")}{" "}
        <Link to={signInHref} className="font-semibold text-pine-700 underline">
          {t("accounts.common.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}

/**
 * After signing up (docs/product/accounts.md, Sign up): the message, then the next steps. The focus moves to the
 * message, as the button that had it is gone; 'Sign up again' reloads the empty form for a mistyped address.
 */
function SignedUp({ message, signInHref, target }: { message?: string; signInHref: string; target: string }) {
  const { t } = useTranslator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AuthCard title={t("accounts.signUp.checkEmail")} headingRef={headingRef}>
      <ReplyAlert reply={{ ok: true, message }} />
      <p className="mt-4 text-sm text-ink">{t("accounts.signUp.linkSignsIn")}</p>
      <ul className="mt-6 space-y-2 text-sm text-ink-muted">
        <li>
          {t("accounts.signUp.confirmedAlready")}{" "}
          <Link to={signInHref} className="font-semibold text-pine-700 underline">
            {t("accounts.common.signIn")}
          </Link>
        </li>
        <li>
          {t("accounts.signUp.mistyped")}{" "}
          <Link
            to={`/custom-sign-up?redirect=${encodeURIComponent(target)}`}
            className="font-semibold text-pine-700 underline"
          >
            {t("accounts.signUp.again")}
          </Link>
        </li>
      </ul>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Create an account | Roamstead" }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  const { t } = useTranslator();
  return <UnexpectedAuthError title={t("accounts.signUp.title")} />;
}
