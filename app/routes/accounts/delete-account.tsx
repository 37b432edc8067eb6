import { Form, Link, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { isAppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { deleteAccountSchema } from "#app/modules/accounts/account-settings.schema.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { deleteAccount } from "#app/modules/accounts/delete-account.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/delete-account";

// /account/delete (docs/product/people-and-trust.md, "Deleting an account"; ADR 064): what deleting the account does,
// and the deletion itself, confirmed by the account's password. Done, the browser is signed out and lands on the
// home page, which says so (`/?account=deleted`).

export const handle: MessagesHandle = { messages: ["accounts"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return { pageTitle: requestTranslator(request).t("accounts.delete.metaTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: deleteAccountSchema, formats: ["form"] });
  if (!input.ok) return replyData(input.failure);
  const user = await getCurrentUser(request, context);
  if (!user) return redirect(signInLeadingBack("/account/delete"), 303);
  const { db, auth, storage, logger, env, notifyOutbox } = getServices(context);
  try {
    await deleteAccount({
      db,
      auth,
      storage,
      logger,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      userId: user.id,
      password: input.data.password,
    });
  } catch (error) {
    // Signed in a moment ago, gone now: a second click whose twin deleted the account. Done either way.
    if (!isAppError(error, "not-found")) return replyData(failureReply(error, input.values));
  }
  // Its sessions went with the account: this only clears the browser's cookie.
  const signedOut = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  const headers = new Headers();
  for (const cookie of signedOut.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/?account=deleted", { status: 303, headers });
}

const goes: MessageId[] = [
  "accounts.delete.goesListings",
  "accounts.delete.goesProfile",
  "accounts.delete.goesAccount",
  "accounts.delete.goesMail",
];
const stays: MessageId[] = [
  "accounts.delete.staysMessages",
  "accounts.delete.staysReviews",
  "accounts.delete.staysPayments",
];

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isDeleting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("accounts.delete.heading")}</h1>
      <h2 className="mt-6 font-semibold text-ink">{t("accounts.delete.whatGoes")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
        {goes.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>
      <h2 className="mt-6 font-semibold text-ink">{t("accounts.delete.whatStays")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
        {stays.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>
      <p className="mt-6 text-ink">
        {t("accounts.delete.exportFirst")}{" "}
        <Link to="/account/export" reloadDocument download className="font-semibold text-pine-700 underline">
          {t("accounts.settings.data.download")}
        </Link>
      </p>
      <Form method="post" className="mt-8 space-y-4 rounded-xl border border-red-300 bg-red-50 p-6" noValidate>
        {/* A refusal of the password is said beside the field, once. */}
        {actionData?.message && !actionData.fieldErrors?.password ? (
          <Alert tone="error">{actionData.message}</Alert>
        ) : null}
        <TextField
          label={t("accounts.delete.passwordLabel")}
          hint={t("accounts.delete.passwordHint")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={actionData?.fieldErrors?.password}
          className="max-w-md"
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={isDeleting} className="bg-red-800 hover:bg-red-900 active:bg-red-950">
            {t(isDeleting ? "accounts.delete.deleting" : "accounts.delete.submit")}
          </Button>
          <Link to="/account" className="font-semibold text-pine-700 underline">
            {t("accounts.delete.keep")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
