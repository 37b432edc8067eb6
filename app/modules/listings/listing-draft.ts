// A listing draft (docs/product/selling.md, Draft; docs/decisions/048-a-draft-on-the-server-pay-at-publish.md): the
// listing form kept on the server as typed, published by paying for its tier. Browser-safe: the form and the pages read
// the intents and the addresses from here; the words are in the listings catalogs (`listings.draft.*`, ADR 056).
import type { FieldErrors } from "#app/lib/form-reply.ts";
import { type ListingFormValues, listingFormValues, listingLimits } from "./listing-form-rules.ts";

/** What a post to a draft's form does (`intent`); the 'Suggest a price' button is the form's own. */
export const listingDraftIntents = {
  /** With JavaScript, as the seller types and on each step change: answers the draft's id, no redirect. */
  autosave: "autosave-draft",
  /** The 'Save draft' button (without JavaScript too): saves and opens the draft's address. */
  save: "save-draft",
  /** 'Pay and publish' / 'Publish' on the Preview step. */
  publish: "publish-draft",
  /** 'Delete draft' on My listings. */
  delete: "delete-draft",
} as const;
export type ListingDraftIntent = (typeof listingDraftIntents)[keyof typeof listingDraftIntents];

export function isListingDraftIntent(intent: unknown): intent is ListingDraftIntent {
  return Object.values(listingDraftIntents).includes(intent as ListingDraftIntent);
}

/** `?draft=new`: a draft not saved yet; its first save makes it. */
export const newDraftKey = "new";

/** A draft's form. */
export function listingDraftPath(draftId: string, notice?: "saved" | "canceled"): string {
  const query = new URLSearchParams({ draft: draftId });
  if (notice) query.set(notice, "1");
  return `/submit-listing?${query}`;
}

/** 'Your listing is live' (docs/product/selling.md): where a new listing's seller lands. */
export const listingLivePath = (listingId: string) => `/my-listings/${listingId}/live`;

/** A new draft of `tier`: where 'Choose {Tier}' on /sell-your-camper leads. */
export function newListingDraftPath(tier: string): string {
  return `/submit-listing?${new URLSearchParams({ draft: newDraftKey, tier })}`;
}

/** Where a draft's photos and video are attached (app/modules/media/attach-media.server.ts). */
export function listingDraftMediaTarget(draftId: string): string {
  return `draft:${draftId}`;
}

/** A draft as stored (the form's values, its camper details and disclosure nested) read back as the form shows it. */
export function storedDraftValues(stored: Record<string, unknown>): ListingFormValues {
  const nested = (value: unknown) => (typeof value === "object" && value !== null ? value : {});
  return listingFormValues({ ...stored, ...nested(stored.details), ...nested(stored.disclosure) });
}

/**
 * Posted values that a draft cannot keep as typed: a text longer than any field takes (the form's reader caps what
 * it shows again, and a draft must never be cut silently). Empty when the draft can be stored.
 */
export function unstorableDraftFields(raw: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === "string" && value.length > listingLimits.maxDescriptionLength) {
      errors[name] = "listings.draft.tooLong";
    }
  }
  return errors;
}
