// What a seller discloses beyond the camper's details, as the listings table stores it: the paperwork
// (docs/product/vin-and-paperwork.md), the condition (docs/product/condition.md) and the kinds of attached documents.
// Apart from listing-vocabulary.ts, which every card page loads, as only the listing form and the server need these.
// Browser-safe and without imports.

/** A title's brand as its seller states it (docs/product/vin-and-paperwork.md, Paperwork). */
export const titleStatuses = [
  "clean",
  "salvage",
  "rebuilt",
  "flood",
  "lemon_buyback",
  "bonded",
  "lost",
  "not_titled",
] as const;
/** Whether a converted camper was retitled as a motorhome. */
export const retitledAnswers = ["yes", "no", "not_needed"] as const;
export const lienStates = ["none", "paid_at_sale", "yes"] as const;
/** What the seller knows of a kind of damage (docs/product/condition.md). */
export const conditionStates = ["none_known", "past_repaired", "present", "unknown"] as const;
/** The PDFs a seller may attach to a listing (docs/product/condition.md, Documents). */
export const listingDocumentKinds = [
  "inspection_report",
  "wiring_diagram",
  "gas_certificate",
  "electrical_certificate",
] as const;

export type TitleStatus = (typeof titleStatuses)[number];
export type RetitledAnswer = (typeof retitledAnswers)[number];
export type LienState = (typeof lienStates)[number];
export type ConditionState = (typeof conditionStates)[number];
export type ListingDocumentKind = (typeof listingDocumentKinds)[number];

/** The paperwork a seller states (docs/product/vin-and-paperwork.md): each null when not stated. */
export interface ListingPaperwork {
  titleStatus: TitleStatus | null;
  /** The state or province the title is from: "CO", "QC". */
  titleRegion: string | null;
  retitled: RetitledAnswer | null;
  lien: LienState | null;
  sellerIsTitledOwner: boolean | null;
}

/**
 * The condition a seller discloses (docs/product/condition.md): each null when not stated. Months are the first
 * day of the month ("2025-04-01").
 */
export interface ListingCondition {
  roofResealedOn: string | null;
  waterDamage: ConditionState | null;
  softFloor: ConditionState | null;
  rust: ConditionState | null;
  accidentHistory: ConditionState | null;
  mechanicalIssues: ConditionState | null;
  appliancesTestedOn: string | null;
  lastServiceOn: string | null;
  isSmokeFree: boolean | null;
  hasHadPets: boolean | null;
  /** The known issues in the seller's words. */
  knownIssues: string | null;
}
