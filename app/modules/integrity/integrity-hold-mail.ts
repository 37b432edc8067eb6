import type { IntegrityCheckKind } from "#app/db/integrity-schema.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { integrityCheckOrder, integritySellerMessages } from "./integrity-rules.ts";

export interface IntegrityHoldMailOptions {
  baseUrl: string;
  to: string;
  /** The seller account's language. */
  locale: Locale;
  listing: { title: string; make: string; model: string };
  /** What the open flags are about. */
  kinds: readonly IntegrityCheckKind[];
}

const subjectTitleLength = 100;

/**
 * The seller's mail when the checks hold their listing from search (docs/product/integrity-checks.md, The seller is
 * told): why, in plain words, one line per check, without naming the other seller or listing.
 */
export function integrityHoldMail({
  baseUrl,
  to,
  locale,
  listing,
  kinds,
}: IntegrityHoldMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const title = listingDisplayTitle(listing).replace(/\s+/g, " ").trim();
  const shortTitle = title.length > subjectTitleLength ? `${title.slice(0, subjectTitleLength - 1)}…` : title;
  const reasons = integrityCheckOrder.filter((kind) => kinds.includes(kind));
  return {
    to,
    subject: t("integrity.mail.subject", { title: shortTitle }),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("integrity.mail.heading"),
      paragraphs: [
        t("integrity.mail.intro", { title }),
        ...reasons.map((kind) => `– ${t(integritySellerMessages[kind])}`),
        t("integrity.mail.next"),
      ],
      action: { label: t("integrity.mail.action"), url: pathInLocale("/my-listings", locale) },
      reason: t("integrity.mail.reason"),
    }),
  };
}
