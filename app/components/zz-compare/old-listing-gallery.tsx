import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import { MediaExpandIcon, MediaPlayIcon } from "#app/components/listings/media-icons.tsx";
import { listingMediaItems, wrapIndex } from "#app/components/listings/media-item.ts";
import { MediaViewer } from "./old-media-viewer.tsx";

export interface ListingGalleryProps {
  /** The listing's display title, for alt texts and the viewer's name. */
  title: string;
  images: readonly string[];
  videoUrl: string | null;
}

const stripKeys: Record<string, (selected: number, last: number) => number> = {
  ArrowRight: (selected) => selected + 1,
  ArrowLeft: (selected) => selected - 1,
  Home: () => 0,
  End: (_selected, last) => last,
};

/** The gallery column of the detail page: full width on phones, beside the 22–24rem side column from lg. */
const mainImageSizes = "(min-width: 1280px) 808px, (min-width: 1024px) calc(100vw - 440px), calc(100vw - 32px)";
/** Thumbnails are at most 96 px wide. */
const thumbnailWidths = [480] as const;

/**
 * The detail page's photos: the selected photo large (4:3, full width), a thumbnail strip (photos,
 * then the video with a play icon) and the full-screen viewer. The strip is one Tab stop; arrow keys
 * move the selection, wrapping at both ends, and the viewer's arrows move it too.
 */
export function ListingGallery({ title, images, videoUrl }: ListingGalleryProps) {
  const items = useMemo(() => listingMediaItems(title, images, videoUrl), [title, images, videoUrl]);
  const [selected, setSelected] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const openedFrom = useRef<"main" | "thumbnail">("thumbnail");
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);

  // Keep the selected thumbnail in view as the viewer moves through the photos, without scrolling the page.
  useEffect(() => {
    const strip = stripRef.current;
    const thumbnail = thumbnailRefs.current[selected];
    if (!strip || !thumbnail) return;
    const stripBox = strip.getBoundingClientRect();
    const box = thumbnail.getBoundingClientRect();
    if (box.left < stripBox.left) strip.scrollLeft += box.left - stripBox.left - 8;
    else if (box.right > stripBox.right) strip.scrollLeft += box.right - stripBox.right + 8;
  }, [selected]);

  const current = items[selected] ?? items[0];
  if (!current) {
    return (
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-sand-100 text-ink-muted">
        No photos yet
      </div>
    );
  }
  const count = items.length;

  function openViewer(index: number, from: "main" | "thumbnail") {
    setSelected(index);
    openedFrom.current = from;
    setIsViewerOpen(true);
  }

  function handleViewerClosed() {
    setIsViewerOpen(false);
    const target = openedFrom.current === "main" ? mainButtonRef.current : thumbnailRefs.current[selected];
    target?.focus();
  }

  function handleStripKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = stripKeys[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = wrapIndex(move(selected, count - 1), count);
    setSelected(next);
    thumbnailRefs.current[next]?.focus();
  }

  const mainLabel =
    current.kind === "image" ? `View photo ${selected + 1} of ${count} full screen` : "Play video full screen";

  return (
    <div>
      <div className="relative">
        <button
          ref={mainButtonRef}
          type="button"
          aria-label={mainLabel}
          onClick={() => openViewer(selected, "main")}
          className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-xl bg-sand-100"
        >
          {current.kind === "image" ? (
            <ResponsiveImage
              src={current.src}
              alt={current.alt}
              sizes={mainImageSizes}
              width={1280}
              height={960}
              priority
              className="h-full w-full object-cover"
            />
          ) : (
            <span className="flex h-full w-full flex-col items-center justify-center gap-3 bg-ink text-white">
              <MediaPlayIcon className="h-16 w-16" />
              <span className="text-lg font-semibold">Play video</span>
            </span>
          )}
        </button>
        {/* Beside the button, not in it: its visible text would not match the button's name. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 right-3 inline-flex items-center gap-2 rounded-full bg-black/70 px-3 py-1.5 text-sm font-semibold text-white tabular-nums"
        >
          <MediaExpandIcon className="h-4 w-4" />
          {selected + 1} / {count}
        </span>
      </div>

      {count > 1 ? (
        <div
          ref={stripRef}
          role="toolbar"
          aria-label="Photos and video"
          onKeyDown={handleStripKeyDown}
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
                aria-label={item.kind === "image" ? `View photo ${index + 1} of ${count}` : "Play video"}
                onClick={() => openViewer(index, "thumbnail")}
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
                  <span className="flex h-full w-full items-center justify-center">
                    <MediaPlayIcon className="h-8 w-8" />
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ) : null}

      <MediaViewer
        items={items}
        index={selected}
        isOpen={isViewerOpen}
        label={`Photos of ${title}`}
        onIndexChange={setSelected}
        onRequestClose={handleViewerClosed}
      />
    </div>
  );
}
