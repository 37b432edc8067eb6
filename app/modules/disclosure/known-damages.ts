// schema.org's `knownVehicleDamages` of a listing (docs/product/condition.md): "a textual description of known
// damages, both repaired and unrepaired", from what the seller disclosed, in the page's language.
import type { Translator } from "#app/modules/i18n/translator.ts";
import {
  conditionFields,
  disclosureLabelId,
  disclosureOptionId,
  isDisclosedDamage,
  type ListingDisclosure,
  paperworkFields,
} from "./disclosure-fields.ts";

const titleStatusField = paperworkFields[0];
const damageFields = conditionFields.filter((field) => field.kind === "choice");

/**
 * "Title status: Salvage; Rust: Past, repaired; Water damage or leaks: Present. {known issues}": a branded title, each
 * damage present or repaired, then the known issues in the seller's words; null when none is disclosed.
 */
export function knownVehicleDamages({ t }: Translator, disclosure: ListingDisclosure): string | null {
  const { titleStatus } = disclosure;
  const isBranded = titleStatus !== null && titleStatus !== "clean" && titleStatus !== "not_titled";
  const parts = [
    ...(isBranded ? [[titleStatusField, titleStatus] as const] : []),
    ...damageFields.flatMap((field) => {
      const state = disclosure[field.key];
      return isDisclosedDamage(state) && state !== null ? [[field, state] as const] : [];
    }),
  ].map(([field, value]) => `${t(disclosureLabelId(field))}: ${t(disclosureOptionId(field, value))}`);
  const summary = parts.length > 0 ? `${parts.join("; ")}.` : "";
  const text = [summary, disclosure.knownIssues ?? ""].filter(Boolean).join(" ");
  return text === "" ? null : text;
}
