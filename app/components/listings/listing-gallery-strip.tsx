import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { prefetchMediaViewer } from "./lazy-media-viewer.tsx";
import { MediaPlayIcon, MediaVideoIcon } from "./media-icons.tsx";
import { type MediaItem, wrapIndex } from "./media-item.ts";

const stripKeys: Record<string, (selected: number, last: number) => number> = {
  ArrowRight: (selected) => selected + 1,
  ArrowLeft: (selected) => selected - 1,
  Home: () => 0,
  End: (_selected, last) => last,
};

/** Thumbnails are at most 96 px wide. */
const thumbnailWidths = [480] as const;

interface ListingGalleryStripProps {
  items: readonly MediaItem[];
  selected: number;
  /** The thumbnail buttons by index, for the gallery to put focus back on. */
  thumbnailRefs: RefObject<Array<HTMLButtonElement | null>>;
  onSelect(index: number): void;
  onOpen(index: number): void;
}

/**
 * The thumbnail strip: photos, then the video with a play icon. One Tab stop; arrow keys, Home and End move the
 * selection (wrapping at both ends) and focus with it; the selected thumbnail is kept in view.
 */
export function ListingGalleryStrip({ items, selected, thumbnailRefs, onSelect, onOpen }: ListingGalleryStripProps) {
  const { t } = useTranslator();
  const stripRef = useRef<HTMLDivElement>(null);
  const count = items.length;

  // Keep the selected thumbnail in view as the viewer moves through the photos, without scrolling the page.
  useEffect(() => {
    const strip = stripRef.current;
    const thumbnail = thumbnailRefs.current[selected];
    if (!strip || !thumbnail) return;
    const stripBox = strip.getBoundingClientRect();
    const box = thumbnail.getBoundingClientRect();
    if (box.left < stripBox.left) strip.scrollLeft += box.left - stripBox.left - 8;
    else if (box.right > stripBox.right) strip.scrollLeft += box.right - stripBox.right + 8;
  }, [selected, thumbnailRefs]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = stripKeys[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = wrapIndex(move(selected, count - 1), count);
    onSelect(next);
    thumbnailRefs.current[next]?.focus();
  }

  return (
    <div
      ref={stripRef}
      role="toolbar"
      aria-label={t("listings.gallery.strip")}
      onKeyDown={handleKeyDown}
      onPointerEnter={prefetchMediaViewer}
      onFocus={prefetchMediaViewer}
      className="mt-3 flex gap-2 overflow-x-auto p-1"
    >
      {items.map((item, index) => {
        const isSelected = index === selected;
        return (
          <button
            key={item.key}
            ref={(element) => {
              thumbnailRefs.current[index] = element;
            }}
            type="button"
            tabIndex={isSelected ? 0 : -1}
            aria-current={isSelected ? "true" : undefined}
            aria-label={thumbnailLabel(item, index, count, t)}
            onClick={() => onOpen(index)}
            className={`relative aspect-[4/3] w-18 shrink-0 overflow-hidden rounded-md bg-ink sm:w-24 ${
              isSelected ? "ring-3 ring-pine-700 ring-offset-2 ring-offset-sand-50" : "opacity-85 hover:opacity-100"
            }`}
          >
            {item.kind === "image" ? (
              <ResponsiveImage
                src={item.src}
                alt=""
                sizes="96px"
                widths={thumbnailWidths}
                width={96}
                height={72}
                className="h-full w-full object-cover"
              />
            ) : (
              <VideoThumbnail item={item} />
            )}
          </button>
        );
      })}
    </div>
  );
}

function thumbnailLabel(item: MediaItem, index: number, count: number, t: Translator["t"]): string {
  if (item.kind === "image") return t("listings.gallery.viewPhoto", { number: index + 1, count });
  return item.isProcessing ? t("media.video.processing") : t("listings.gallery.playVideo");
}

/** The video's thumbnail: its poster with a play icon, or a pulsing video icon while it is processed. */
function VideoThumbnail({ item }: { item: MediaItem }) {
  return (
    <span className="relative flex h-full w-full items-center justify-center text-white">
      {item.posterUrl ? (
        <img
          src={item.posterUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      {item.isProcessing ? (
        <MediaVideoIcon className="h-7 w-7 animate-pulse" />
      ) : (
        <MediaPlayIcon className="relative h-8 w-8 drop-shadow" />
      )}
    </span>
  );
}
