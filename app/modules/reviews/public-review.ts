// A public review as pages show it (docs/product/people-and-trust.md, "Sales and reviews"). Browser-safe.
import type { SaleParty } from "#app/db/people-schema.ts";
import type { NamedPerson } from "./party-name.ts";
import type { ReviewAspect } from "./review-rules.ts";

export interface PublicReview {
  id: string;
  author: NamedPerson;
  /** The person reviewed: the one who may reply. */
  subject: NamedPerson;
  /** The author's side of the sale: a buyer bought the camper from the person reviewed. */
  authorRole: SaleParty;
  listingTitle: string;
  /** The aspects the author rated, in the form's order. */
  ratings: { aspect: ReviewAspect; stars: number }[];
  body: string;
  publishedAt: Date;
  reply: { body: string; repliedAt: Date } | null;
}
