// How the pages and mails of sales and reviews name a person: their public display name, 'Former member' once the
// account is deleted, in the page's or the recipient's language; never their e-mail (docs/product/people-and-trust.md).
// Browser-safe.
import { publicDisplayName } from "#app/modules/accounts/display-name.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/**
 * A person as the server hands them to a page: the name they chose (null when none can be shown, see
 * `chosenDisplayName`), never their e-mail address.
 */
export interface NamedPerson {
  id: string;
  chosenName: string | null;
  deletedAt: Date | null;
}

/** The words for a person in `translator`'s language. */
export function personName({ id, chosenName, deletedAt }: NamedPerson, { t }: Pick<Translator, "t">): string {
  // The chosen name was checked against the e-mail on the server: no address is needed to tell it apart here.
  return publicDisplayName(
    { id, name: chosenName, email: "", deletedAt },
    (tag) => t("accounts.displayName.anonymous", { tag }),
    t("accounts.displayName.formerMember"),
  );
}
