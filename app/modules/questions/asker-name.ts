import { publicDisplayName } from "#app/modules/accounts/display-name.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/**
 * How a question's asker is named, on the page and in the seller's mail: their display name, 'Former member' once
 * the account is deleted, in `translator`'s language; never their e-mail (docs/product/people-and-trust.md).
 */
export function askerName(
  asker: { id: string; name: string; email: string; deletedAt: Date | null },
  { t }: Pick<Translator, "t">,
): string {
  return publicDisplayName(
    asker,
    (tag) => t("accounts.displayName.anonymous", { tag }),
    t("accounts.displayName.formerMember"),
  );
}
