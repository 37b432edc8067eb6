// 'A new API key was made for your account' (docs/product/open-platform.md, API keys): told to the account's address
// whenever a key is created, so a key made by someone else holding the session does not go unnoticed. Mail about the
// account itself: always sent, in the account's language.
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { type ApiKeyScope, apiKeyScopeWords } from "./api-key-rules.ts";

export interface ApiKeyCreatedMailOptions {
  baseUrl: string;
  to: MailRecipient;
  name: string;
  tokenPrefix: string;
  scopes: readonly ApiKeyScope[];
}

export function apiKeyCreatedMail({
  baseUrl,
  to,
  name,
  tokenPrefix,
  scopes,
}: ApiKeyCreatedMailOptions): OutgoingMailInput {
  const { t } = translatorFor(to.locale);
  const may = scopes.map((scope) => t(apiKeyScopeWords[scope].label)).join(", ");
  return {
    to: to.email,
    subject: t("api-keys.mail.subject"),
    ...renderMail({
      baseUrl,
      locale: to.locale,
      heading: t("api-keys.mail.subject"),
      paragraphs: [t("api-keys.mail.created", { name, prefix: tokenPrefix, scopes: may }), t("api-keys.mail.notYou")],
      action: { label: t("api-keys.mail.action"), url: pathInLocale("/account/api-keys", to.locale) },
      reason: t("api-keys.mail.reason"),
    }),
  };
}
