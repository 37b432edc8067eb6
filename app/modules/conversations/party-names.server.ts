import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { PartyNames } from "./conversation-parties.server.ts";

/** How a conversation page names the other party: an account without a chosen name, or a deleted one, in its language. */
export function partyNamesOf(request: Request): PartyNames {
  const { t } = requestTranslator(request);
  return {
    anonymousName: (tag) => t("accounts.displayName.anonymous", { tag }),
    formerMemberName: t("accounts.displayName.formerMember"),
  };
}
