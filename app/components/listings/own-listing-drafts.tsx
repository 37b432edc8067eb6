import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { listingDraftIntents, listingDraftPath } from "#app/modules/listings/listing-draft.ts";
import { formatListingDate } from "#app/modules/listings/own-listing-status.ts";

export interface OwnListingDraftItem {
  id: string;
  /** Empty when nothing names it yet: 'Untitled draft'. */
  title: string;
  tierName: string;
  cover: string | null;
  updatedAt: Date | string;
}

/** The seller's drafts on My listings (docs/product/selling.md, My listings): 'Continue' and 'Delete draft'. */
export function OwnListingDrafts({ drafts }: { drafts: readonly OwnListingDraftItem[] }) {
  const { t, locale } = useTranslator();
  const navigation = useNavigation();
  const deleting = navigation.formData?.get("intent") === listingDraftIntents.delete ? navigation.formAction : null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {drafts.map((draft) => {
        const path = listingDraftPath(draft.id);
        const title = draft.title || t("listings.draft.untitled");
        return (
          <li key={draft.id}>
            <article
              aria-label={title}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-dashed border-sand-300 bg-white shadow-sm"
            >
              <div className="relative aspect-[4/3] bg-sand-100">
                <ListingPhoto image={draft.cover} alt={title} />
                <span className="absolute left-3 top-3 rounded-full border border-sand-300 bg-sand-100 px-3 py-1 text-xs font-semibold text-ink">
                  {t("listings.draft.badge")}
                </span>
              </div>
              <div className="flex flex-1 flex-col p-4">
                <h3 className="text-lg font-semibold leading-snug text-ink">{title}</h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink-muted">{t("listings.own.tier")}</dt>
                  <dd className="text-ink">{draft.tierName}</dd>
                  <dt className="text-ink-muted">{t("listings.draft.lastSaved")}</dt>
                  <dd className="text-ink">{formatListingDate(draft.updatedAt, locale)}</dd>
                </dl>
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  <ButtonLink to={path} aria-label={t("listings.draft.continueLabel", { title })}>
                    {t("listings.draft.continue")}
                  </ButtonLink>
                  <Form method="post" action={path}>
                    <input type="hidden" name="intent" value={listingDraftIntents.delete} />
                    <Button
                      type="submit"
                      variant="secondary"
                      disabled={deleting === path}
                      aria-label={t("listings.draft.deleteLabel", { title })}
                    >
                      {deleting === path ? t("listings.draft.deleting") : t("listings.draft.delete")}
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
