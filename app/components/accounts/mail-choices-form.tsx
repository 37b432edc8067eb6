import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { type OptionalMailKind, optionalMailKinds } from "#app/db/mail-preference-vocabulary.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { SettingsForm } from "./settings-section.tsx";

/** Each kind of e-mail an account may turn off, in the words of the settings. */
const mailKindLabels: Record<OptionalMailKind, MessageId> = {
  new_messages: "accounts.settings.mail.newMessages",
  reply_nudges: "accounts.settings.mail.replyNudges",
  questions: "accounts.settings.mail.questions",
  reviews: "accounts.settings.mail.reviews",
  saved_search_alerts: "accounts.settings.mail.savedSearchAlerts",
  expiry_reminders: "accounts.settings.mail.expiryReminders",
};

export interface MailChoices {
  mailOn: readonly OptionalMailKind[];
  priceDropAlerts: boolean;
}

/**
 * /account's 'E-mails': one box per kind of e-mail, ticked while it is sent (docs/product/people-and-trust.md). An
 * unticked box sends nothing, so what is not sent back is off.
 */
export function MailChoicesForm({ choices, reply }: { choices: MailChoices; reply: FormReply | undefined }) {
  const { t } = useTranslator();
  const options: { name: string; value: string; label: MessageId; isOn: boolean }[] = [
    ...optionalMailKinds.map((kind) => ({
      name: "mailOn",
      value: kind,
      label: mailKindLabels[kind],
      isOn: choices.mailOn.includes(kind),
    })),
    { name: "priceDrops", value: "on", label: "accounts.settings.mail.priceDrops", isOn: choices.priceDropAlerts },
  ];
  return (
    <SettingsForm intent="mail" reply={reply} submitLabel="accounts.settings.mail.save">
      <fieldset aria-describedby="mail-choices-always">
        <legend className="text-sm font-semibold text-ink">{t("accounts.settings.mail.legend")}</legend>
        <ul className="mt-2 space-y-1">
          {options.map((option) => (
            <li key={option.value}>
              <label className="inline-flex min-h-11 items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  name={option.name}
                  value={option.value}
                  defaultChecked={option.isOn}
                  className="size-5 shrink-0 accent-pine-700"
                />
                {t(option.label)}
              </label>
            </li>
          ))}
        </ul>
        <p id="mail-choices-always" className="mt-2 text-sm text-ink-muted">
          {t("accounts.settings.mail.always")}
        </p>
      </fieldset>
    </SettingsForm>
  );
}
