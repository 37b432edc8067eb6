import { useMemo, useRef, useState } from "react";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import { ListingGalleryStrip } from "./listing-gallery-strip.tsx";
import { MediaExpandIcon, MediaPlayIcon } from "./media-icons.tsx";
import { listingMediaItems } from "./media-item.ts";
import { MediaViewer } from "./media-viewer.tsx";

export interface ListingGalleryProps {
  /** The listing's display title, for alt texts and the viewer's name. */
  title: string;
  images: readonly string[];
  videoUrl: string | null;
}

/** The gallery column of the detail page: full width on phones, beside the 22–24rem side column from lg. */
const mainImageSizes = "(min-width: 1280px) 808px, (min-width: 1024px) calc(100vw - 440px), calc(100vw - 32px)";

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
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);

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
        <ListingGalleryStrip
          items={items}
          selected={selected}
          thumbnailRefs={thumbnailRefs}
          onSelect={setSelected}
          onOpen={(index) => openViewer(index, "thumbnail")}
        />
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
