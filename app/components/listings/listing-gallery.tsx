import { useMemo, useRef, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import type { VideoStatus } from "#app/modules/media/video-status.ts";
import { LazyMediaViewer, prefetchMediaViewer } from "./lazy-media-viewer.tsx";
import { ListingGalleryStrip } from "./listing-gallery-strip.tsx";
import { MediaExpandIcon, MediaPlayIcon } from "./media-icons.tsx";
import { listingMediaItems, type MediaItem } from "./media-item.ts";
import { ProcessingVideo } from "./processing-video.tsx";

export interface ListingGalleryProps {
  /** The listing's display title, for alt texts and the viewer's name. */
  title: string;
  images: readonly string[];
  /** The video and its processing state (docs/product/media.md, "Videos"). */
  video: VideoStatus | null;
  /** The signed-in owner is told when the video could not be processed; buyers just see no video. */
  isOwner?: boolean;
}

/** The gallery column of the detail page: full width on phones, beside the 22–24rem side column from lg. */
const mainImageSizes = "(min-width: 1280px) 808px, (min-width: 1024px) calc(100vw - 440px), calc(100vw - 32px)";

/**
 * The detail page's photos (its page names the `listings` and `media` messages): the selected photo large (4:3, full width), a thumbnail strip (photos,
 * then the video with a play icon) and the full-screen viewer. The strip is one Tab stop; arrow keys
 * move the selection, wrapping at both ends, and the viewer's arrows move it too.
 */
export function ListingGallery({ title, images, video, isOwner = false }: ListingGalleryProps) {
  const { t } = useTranslator();
  const items = useMemo(() => listingMediaItems(title, images, video, t), [title, images, video, t]);
  const [selected, setSelected] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const openedFrom = useRef<"main" | "thumbnail">("thumbnail");
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const current = items[selected] ?? items[0];
  const failedNote = isOwner && video?.state === "failed" ? <FailedVideoNote /> : null;
  if (!current) {
    return (
      <div>
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-sand-100 text-ink-muted">
          {t("listings.gallery.none")}
        </div>
        {failedNote}
      </div>
    );
  }
  const count = items.length;

  function openViewer(index: number, from: "main" | "thumbnail") {
    setSelected(index);
    // A video still processing is shown in the main slot; there is nothing to play yet.
    if (items[index]?.isProcessing) return;
    openedFrom.current = from;
    setIsViewerOpen(true);
  }

  function handleViewerClosed() {
    setIsViewerOpen(false);
    // The main slot is no button while it shows a video still processing: the thumbnail takes focus then.
    const target = (openedFrom.current === "main" ? mainButtonRef.current : null) ?? thumbnailRefs.current[selected];
    target?.focus();
  }

  return (
    <div>
      <div className="relative">
        {current.isProcessing ? (
          <ProcessingVideo className="aspect-[4/3] w-full rounded-xl text-lg" />
        ) : (
          <button
            ref={mainButtonRef}
            type="button"
            aria-label={
              current.kind === "image"
                ? t("listings.gallery.viewPhotoFullScreen", { number: selected + 1, count })
                : t("listings.gallery.playVideoFullScreen")
            }
            onPointerEnter={prefetchMediaViewer}
            onFocus={prefetchMediaViewer}
            onClick={() => openViewer(selected, "main")}
            className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-xl bg-sand-100"
          >
            <MainSlot item={current} />
          </button>
        )}
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

      <LazyMediaViewer
        items={items}
        index={selected}
        isOpen={isViewerOpen}
        label={t("listings.gallery.photosOf", { title })}
        onIndexChange={setSelected}
        onRequestClose={handleViewerClosed}
      />
      {failedNote}
    </div>
  );
}

/** The selected photo, or the ready video's poster with a play icon. */
function MainSlot({ item }: { item: MediaItem }) {
  const { t } = useTranslator();
  if (item.kind === "image") {
    return (
      <ResponsiveImage
        src={item.src}
        alt={item.alt}
        sizes={mainImageSizes}
        width={1280}
        height={960}
        priority
        className="h-full w-full object-cover"
      />
    );
  }
  return (
    <span className="relative flex h-full w-full flex-col items-center justify-center gap-3 bg-ink text-white">
      {item.posterUrl ? (
        <img src={item.posterUrl} alt="" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
      ) : null}
      <span className="relative flex flex-col items-center gap-3 rounded-2xl bg-black/55 px-6 py-4">
        <MediaPlayIcon className="h-16 w-16" />
        <span className="text-lg font-semibold">{t("listings.gallery.playVideo")}</span>
      </span>
    </span>
  );
}

/** What the owner reads when the video could not be processed; the listing itself stays as it is. */
function FailedVideoNote() {
  const { t } = useTranslator();
  return (
    <p
      role="status"
      className="mt-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
    >
      {t("media.video.failed")}
    </p>
  );
}
