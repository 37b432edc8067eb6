import { data, Link, redirect } from "react-router";
import { AccountLanguageForm } from "#app/components/accounts/account-language-form.tsx";
import { ChangeEmailForm } from "#app/components/accounts/change-email-form.tsx";
import { ChangePasswordForm } from "#app/components/accounts/change-password-form.tsx";
import { MailChoicesForm } from "#app/components/accounts/mail-choices-form.tsx";
import { PublicProfileForm } from "#app/components/accounts/public-profile-form.tsx";
import { SettingsLinkSection, SettingsSection } from "#app/components/accounts/settings-section.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply, SubmittedValues } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import {
  type AccountSettingsForm,
  type AccountSettingsInput,
  accountSettingsForms,
  accountSettingsSchema,
} from "#app/modules/accounts/account-settings.schema.ts";
import { changeAccountEmail } from "#app/modules/accounts/change-account-email.server.ts";
import { changeAccountPassword } from "#app/modules/accounts/change-account-password.server.ts";
import { type CurrentUser, getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { getAccountSettings } from "#app/modules/accounts/get-account-settings.server.ts";
import { inRequestLocale } from "#app/modules/accounts/redirect-target.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { savePublicProfile } from "#app/modules/accounts/save-public-profile.server.ts";
import { setAccountLanguage } from "#app/modules/accounts/set-account-language.server.ts";
import { setMailChoices } from "#app/modules/accounts/set-mail-choices.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, type InputFailure, linkFailurePage } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/account-settings";

// /account (docs/product/people-and-trust.md, "Account settings"): the signed-in account's public profile, e-mails,
// address, password, data and deletion. Each form posts its own `intent` here; a saved form redirects back with
// `?saved={intent}` (its notice, after the redirect, so a reload posts nothing), a refused one answers here.

export const handle: MessagesHandle = { messages: ["accounts"] };

/** The words of each saved notice; `email` is the link's mail sent, `email-confirmed` the link opened. */
const savedNotices = {
  profile: "accounts.settings.profile.saved",
  mail: "accounts.settings.mail.saved",
  language: "accounts.language.savedEnglish",
  email: "accounts.settings.email.sent",
  "email-confirmed": "accounts.settings.email.changed",
  password: "accounts.settings.password.changed",
} as const satisfies Record<AccountSettingsForm | "email-confirmed", MessageId>;

const settingsQuerySchema = z.object({
  saved: z
    .enum(Object.keys(savedNotices) as [keyof typeof savedNotices], {
      error: "accounts.settings.linkInvalid" satisfies MessageId,
    })
    .optional(),
  // better-auth's code when the e-mail change link could not be used (INVALID_TOKEN, TOKEN_EXPIRED, …).
  error: z.string().max(100).optional(),
});

/** The notice the page opens with, and the form it belongs to. */
interface SettingsNotice {
  form: AccountSettingsForm;
  reply: FormReply;
}

function noticeOf(
  { saved, error }: z.infer<typeof settingsQuerySchema>,
  locale: CurrentUser["locale"],
): SettingsNotice | null {
  if (error !== undefined)
    return { form: "email", reply: { ok: false, message: "accounts.settings.email.linkFailed" } };
  if (!saved) return null;
  const message = saved === "language" && locale === "fr-CA" ? "accounts.language.savedFrench" : savedNotices[saved];
  return { form: saved === "email-confirmed" ? "email" : saved, reply: { ok: true, message } };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, settingsQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const settings = await getAccountSettings(getServices(context).db, user.id);
  return {
    pageTitle: requestTranslator(request).t("accounts.settings.metaTitle"),
    settings,
    profilePath: `/seller/${user.id}`,
    notice: noticeOf(query.data, settings.locale),
  };
}

/** The form a post names; a post naming none is answered as the profile's. */
function formOf(intent: SubmittedValues[string] | undefined): AccountSettingsForm {
  return accountSettingsForms.find((form) => form === intent) ?? "profile";
}

function formFailure(form: AccountSettingsForm, { reply, status, headers }: InputFailure) {
  return data({ ...reply, form }, { status, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: accountSettingsSchema, listFields: ["mailOn"] });
  const form = formOf(input.values.intent);
  if (!input.ok) return formFailure(form, input.failure);
  const user = await getCurrentUser(request, context);
  if (!user) return redirect(signInLeadingBack("/account"), 303);
  try {
    const headers = await saveSettings(request, context, user, input.data);
    return redirect(`/account?saved=${form}#${form}`, { status: 303, headers });
  } catch (error) {
    return formFailure(form, failureReply(error, input.values));
  }
}

/** Saves one form; returns the headers of the answer (a password change's new session cookie). */
async function saveSettings(
  request: Request,
  context: Route.ActionArgs["context"],
  user: CurrentUser,
  input: AccountSettingsInput,
): Promise<Headers> {
  const { db, auth, geocoder } = getServices(context);
  const headers = new Headers();
  switch (input.intent) {
    case "profile":
      await savePublicProfile({ db, geocoder, userId: user.id, ...input });
      break;
    case "mail":
      await setMailChoices({
        db,
        userId: user.id,
        mailOn: input.mailOn,
        priceDropAlerts: input.priceDrops === "on",
      });
      break;
    case "language":
      await setAccountLanguage({ db, userId: user.id, locale: input.locale });
      break;
    case "email":
      await changeAccountEmail({
        db,
        auth,
        headers: request.headers,
        userId: user.id,
        currentEmail: user.email,
        newEmail: input.newEmail,
        currentPassword: input.currentPassword,
        callbackURL: inRequestLocale("/account?saved=email-confirmed", request),
      });
      break;
    case "password": {
      const { setCookies } = await changeAccountPassword({
        db,
        auth,
        headers: request.headers,
        userId: user.id,
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
      });
      for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
      break;
    }
  }
  return headers;
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const { settings, notice, profilePath } = loaderData;
  /** The refusal a form just got, else the notice the page opened with. */
  const replyOf = (form: AccountSettingsForm): FormReply | undefined =>
    actionData ? (actionData.form === form ? actionData : undefined) : notice?.form === form ? notice.reply : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("accounts.settings.heading")}</h1>
      <p className="mt-2 text-ink-muted">{t("accounts.settings.intro")}</p>
      <div className="mt-8 space-y-8">
        <SettingsSection id="profile" heading={t("accounts.settings.profile.heading")}>
          <p className="mt-2 text-ink-muted">{t("accounts.settings.profile.intro")}</p>
          <p className="mt-2">
            <Link to={pathInLocale(profilePath, locale)} className="font-semibold text-pine-700 underline">
              {t("accounts.settings.profile.see")}
            </Link>
          </p>
          <PublicProfileForm profile={settings} reply={replyOf("profile")} />
        </SettingsSection>

        <SettingsSection id="mail" heading={t("accounts.settings.mail.heading")}>
          <MailChoicesForm choices={settings} reply={replyOf("mail")} />
          <div id="language" className="scroll-mt-24">
            <AccountLanguageForm key={settings.locale} locale={settings.locale} reply={replyOf("language")} />
          </div>
        </SettingsSection>

        <SettingsSection id="email" heading={t("accounts.settings.email.heading")}>
          <ChangeEmailForm email={settings.email} reply={replyOf("email")} />
        </SettingsSection>

        <SettingsSection id="password" heading={t("accounts.settings.password.heading")}>
          <ChangePasswordForm reply={replyOf("password")} />
        </SettingsSection>

        <SettingsLinkSection
          id="api-keys"
          heading={t("accounts.settings.apiKeys.heading")}
          intro={t("accounts.settings.apiKeys.intro")}
          to="/account/api-keys"
          label={t("accounts.settings.apiKeys.link")}
        />

        <SettingsLinkSection
          id="webhooks"
          heading={t("accounts.settings.webhooks.heading")}
          intro={t("accounts.settings.webhooks.intro")}
          to="/account/webhooks"
          label={t("accounts.settings.webhooks.link")}
        />

        <SettingsLinkSection
          id="data"
          heading={t("accounts.settings.data.heading")}
          intro={t("accounts.settings.data.intro")}
          to="/account/export"
          label={t("accounts.settings.data.download")}
          isDownload
        />

        <SettingsSection id="delete" heading={t("accounts.settings.delete.heading")}>
          <p className="mt-2 text-ink-muted">{t("accounts.settings.delete.intro")}</p>
          <Link to="/account/delete" className="mt-4 inline-block font-semibold text-red-800 underline">
            {t("accounts.settings.delete.link")}
          </Link>
        </SettingsSection>
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
