import type { MouseEvent } from "react";
import { contactPanelId } from "#app/components/conversations/contact-panel-id.ts";
import { Price } from "#app/components/currencies/price.tsx";
import { FavoriteHeart } from "#app/components/favorites/favorite-heart.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import type { Money } from "#app/modules/currencies/currencies.ts";

export interface ListingContactBarProps {
  listingId: string;
  title: string;
  askingPrice: Money;
}

/**
 * The phone's bar at the bottom of a listing page that has the contact form: the price, 'Message' and the heart.
 * It is `position: sticky` as the article's last child rather than `fixed`, so the page keeps its room: it rides
 * the bottom of the screen while the listing is read, then comes to rest after the contact panel, above the
 * footer, covering nothing. Server-rendered; the only script is the link's focus on the form's first field.
 */
export function ListingContactBar({ listingId, title, askingPrice }: ListingContactBarProps) {
  // What the bar says (docs/product/listing-page.md, "Contact always at hand"); 'the seller' is read after
  // 'Message', so the link's name says whom it writes to.
  const { t } = useTranslator();
  return (
    <section
      aria-label={t("listings.contactBar.label")}
      // invisible (not hidden) while the form has the focus: it would cover the field being filled in, and the
      // page must not change height under the visitor's fingers.
      className="sticky bottom-0 z-20 -mx-4 mt-8 border-t border-sand-200 bg-white pb-[max(0.75rem,env(safe-area-inset-bottom))] pl-[max(1rem,env(safe-area-inset-left))] pr-[max(1rem,env(safe-area-inset-right))] pt-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:-mx-6 sm:pl-[max(1.5rem,env(safe-area-inset-left))] sm:pr-[max(1.5rem,env(safe-area-inset-right))] lg:hidden [article:has(#contact:focus-within)_&]:invisible"
    >
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-xl font-extrabold tracking-tight text-pine-700">
          <span className="sr-only">{t("listings.contactBar.pricePrefix")}</span>
          <Price money={askingPrice} approximateClassName="hidden" />
        </p>
        <a href={`#${contactPanelId}`} onClick={focusContactForm} className={buttonClassName("primary", "px-6")}>
          {t("listings.contactBar.message")}
          <span className="sr-only">{t("listings.contactBar.messageRest")}</span>
        </a>
        <FavoriteHeart listingId={listingId} title={title} failurePlacement="above" />
      </div>
    </section>
  );
}

/**
 * Before JavaScript the link alone scrolls to the panel. With it, the panel is scrolled to the same place (its
 * scroll margin) and the form's first field gets the cursor, so typing can start at once.
 */
function focusContactForm(event: MouseEvent<HTMLAnchorElement>) {
  const panel = document.getElementById(contactPanelId);
  // The first field a person fills in: the honeypot (tabindex -1) and hidden inputs are not theirs.
  const field = panel?.querySelector<HTMLElement>(
    "form input:not([type='hidden']):not([tabindex='-1']), form textarea, form select",
  );
  if (!panel || !field) return;
  event.preventDefault();
  panel.scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
}
