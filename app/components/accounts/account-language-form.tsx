import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import { type Locale, localeNames, locales } from "#app/modules/i18n/locales.ts";
import { ReplyAlert } from "./reply-alert.tsx";

/**
 * The dashboard's 'Language of your e-mails' (docs/product/languages.md, "An account's language"): a plain form post
 * to the page's own action, so it works before JavaScript loads. Each language is named in itself. Its page names the
 * `accounts` messages in its handle.
 */
export function AccountLanguageForm({ locale, reply }: { locale: Locale; reply: FormReply | undefined }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "language";
  const error = reply && !reply.ok ? reply.fieldErrors?.locale : undefined;
  return (
    <Form method="post" className="mt-8 space-y-3" noValidate>
      <ReplyAlert reply={reply} />
      <input type="hidden" name="intent" value="language" />
      <fieldset aria-describedby={error ? "account-language-hint account-language-error" : "account-language-hint"}>
        <legend className="text-sm font-semibold text-ink">{t("accounts.language.legend")}</legend>
        <p id="account-language-hint" className="mt-1 text-sm text-ink-muted">
          {t("accounts.language.hint")}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2" key={locale}>
          {locales.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2 text-ink" lang={option}>
              <input
                type="radio"
                name="locale"
                value={option}
                defaultChecked={option === locale}
                className="size-5 accent-pine-700"
              />
              {localeNames[option]}
            </label>
          ))}
        </div>
        <FieldError id="account-language-error" error={error} />
      </fieldset>
      <Button type="submit" variant="secondary" disabled={isSaving}>
        {t(isSaving ? "accounts.displayName.saving" : "accounts.language.save")}
      </Button>
    </Form>
  );
}
