// The listing page's Paperwork box and Condition section as words (docs/product/vin-and-paperwork.md,
// docs/product/condition.md): made on the server with the page's view, so that the browser is sent the facts and not
// the code that words them (ADR 052).
import type { Translator } from "#app/modules/i18n/translator.ts";
import { conditionFields, type ListingDisclosure, paperworkFields } from "./disclosure-fields.ts";
import { statedDisclosure } from "./disclosure-text.ts";

export interface DisclosureView {
  /** The stated paperwork as [label, answer], in the form's order. */
  paperwork: Array<[label: string, text: string]>;
  /** A title brand, an open lien or a seller not on the title: what a buyer must settle before paying. */
  needsChecking: boolean;
  /** The stated condition as [label, answer], without the known issues. */
  condition: Array<[label: string, text: string]>;
  /** The known issues in the seller's words; null when none. */
  knownIssues: string | null;
}

const conditionFacts = conditionFields.filter((field) => field.kind !== "text");

export function disclosureView(translator: Translator, disclosure: ListingDisclosure): DisclosureView {
  const { titleStatus, lien, sellerIsTitledOwner } = disclosure;
  return {
    paperwork: statedDisclosure(translator, paperworkFields, (field) => disclosure[field.key]),
    needsChecking:
      (titleStatus !== null && titleStatus !== "clean" && titleStatus !== "not_titled") ||
      lien === "yes" ||
      sellerIsTitledOwner === false,
    condition: statedDisclosure(translator, conditionFacts, (field) => disclosure[field.key]),
    knownIssues: disclosure.knownIssues,
  };
}
