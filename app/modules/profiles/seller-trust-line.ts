// The short version of a person's record beside a listing's contact panel and on a builder's page
// (docs/product/people-and-trust.md, "Seller profiles"), in the page's words, linking to their profile.
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { SellerTrust } from "./read-seller-trust.server.ts";
import { shownName } from "./seller-profile-view.ts";
import { trustLineWords } from "./trust-words.ts";

export interface SellerTrustLineView {
  /** 'Listed by' or 'Managed by'. */
  label: string;
  sellerName: string;
  /** `/seller/{id}`. */
  sellerPath: string;
  /** 'Usually replies within 2 hours · 96% · Member since 2025 · 3 sold · 4.8 ★ (12)'. */
  summary: string;
}

/** The line for an account, or null for none or a deleted one (its listings and profile are gone too). */
export function sellerTrustLine(
  account: SellerTrust | null,
  as: "listing" | "builder",
  translator: Translator,
): SellerTrustLineView | null {
  if (!account || account.deletedAt) return null;
  return {
    label: translator.t(as === "listing" ? "profiles.trustLine.listedBy" : "profiles.trustLine.managedBy"),
    sellerName: shownName(account, translator),
    sellerPath: `/seller/${account.id}`,
    summary: trustLineWords(account, translator),
  };
}
