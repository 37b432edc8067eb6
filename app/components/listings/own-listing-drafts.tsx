import { Form, useNavigation } from "react-router";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { listingDraftIntents, listingDraftPath, listingDraftTexts } from "#app/modules/listings/listing-draft.ts";
import { formatListingDate } from "#app/modules/listings/own-listing-status.ts";

export interface OwnListingDraftItem {
  id: string;
  title: string;
  tierName: string;
  cover: string | null;
  updatedAt: Date | string;
}

/** The seller's drafts on My listings (docs/product/selling.md, My listings): 'Continue' and 'Delete draft'. */
export function OwnListingDrafts({ drafts }: { drafts: readonly OwnListingDraftItem[] }) {
  const navigation = useNavigation();
  const deleting = navigation.formData?.get("intent") === listingDraftIntents.delete ? navigation.formAction : null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {drafts.map((draft) => {
        const path = listingDraftPath(draft.id);
        return (
          <li key={draft.id}>
            <article
              aria-label={draft.title}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-dashed border-sand-300 bg-white shadow-sm"
            >
              <div className="relative aspect-[4/3] bg-sand-100">
                <ListingPhoto image={draft.cover} alt={draft.title} />
                <span className="absolute left-3 top-3 rounded-full border border-sand-300 bg-sand-100 px-3 py-1 text-xs font-semibold text-ink">
                  {listingDraftTexts.badge}
                </span>
              </div>
              <div className="flex flex-1 flex-col p-4">
                <h3 className="text-lg font-semibold leading-snug text-ink">{draft.title}</h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink-muted">Tier</dt>
                  <dd className="text-ink">{draft.tierName}</dd>
                  <dt className="text-ink-muted">{listingDraftTexts.lastSaved}</dt>
                  <dd className="text-ink">{formatListingDate(draft.updatedAt)}</dd>
                </dl>
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  <ButtonLink to={path} aria-label={`${listingDraftTexts.continue} ${draft.title}`}>
                    {listingDraftTexts.continue}
                  </ButtonLink>
                  <Form method="post" action={path}>
                    <input type="hidden" name="intent" value={listingDraftIntents.delete} />
                    <Button
                      type="submit"
                      variant="secondary"
                      disabled={deleting === path}
                      aria-label={`${listingDraftTexts.delete} ${draft.title}`}
                    >
                      {deleting === path ? listingDraftTexts.deleting : listingDraftTexts.delete}
                    </Button>
                  </Form>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
