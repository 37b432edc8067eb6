import { type ReactNode, useMemo, useRef, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { LazyMediaViewer, prefetchMediaViewer } from "./lazy-media-viewer.tsx";
import { MediaExpandIcon } from "./media-icons.tsx";
import { listingMediaItems } from "./media-item.ts";

export interface CardPhotoViewerProps {
  /** What the photos show ("Trailhead Van Works", a listing's title): the button's and the viewer's names. */
  name: string;
  photos: readonly string[];
  /** The cover as the card shows it, inside the button. */
  children: ReactNode;
}

/**
 * A card's cover that opens its photos in the full-screen viewer (close, previous, next, Escape, arrow keys,
 * swipes), for builder cards and the home page's featured listing cards (docs/product/browse-and-search.md,
 * Listing card). It sits above a card's stretched link, so the rest of the card still leads to its page.
 */
export function CardPhotoViewer({ name, photos, children }: CardPhotoViewerProps) {
  const { t } = useTranslator();
  const items = useMemo(() => listingMediaItems(name, photos, null, t), [name, photos, t]);
  const [index, setIndex] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t("listings.card.viewPhotos", { name })}
        onPointerEnter={prefetchMediaViewer}
        onFocus={prefetchMediaViewer}
        onClick={() => {
          setIndex(0);
          setIsOpen(true);
        }}
        className="group relative z-10 block h-full w-full cursor-zoom-in"
      >
        {children}
      </button>
      {/* Beside the button, not in it: its visible text would not match the button's name. */}
      {photos.length > 1 ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 right-3 z-10 inline-flex items-center gap-1.5 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
        >
          <MediaExpandIcon className="h-3.5 w-3.5" />
          {photos.length}
        </span>
      ) : null}
      <LazyMediaViewer
        items={items}
        index={index}
        isOpen={isOpen}
        label={t("listings.card.photosOf", { name })}
        onIndexChange={setIndex}
        onRequestClose={() => {
          setIsOpen(false);
          button.current?.focus();
        }}
      />
    </>
  );
}
