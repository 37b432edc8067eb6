import type { KeyboardEvent, SyntheticEvent } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import { MediaChevronLeftIcon, MediaChevronRightIcon, MediaCloseIcon } from "./media-icons.tsx";
import { type MediaItem, wrapIndex } from "./media-item.ts";
import { ProcessingVideo } from "./processing-video.tsx";
import { keepFocusInside, useModalDialog } from "./use-modal-dialog.ts";
import { useSwipe } from "./use-swipe.ts";

export interface MediaViewerProps {
  items: readonly MediaItem[];
  index: number;
  isOpen: boolean;
  /** The dialog's accessible name, e.g. "Photos of 2019 Sprinter 144". */
  label: string;
  onIndexChange(index: number): void;
  /** Called once the dialog has closed (Close button, Escape); the caller puts focus back. */
  onRequestClose(): void;
}

/**
 * The full-screen photo and video viewer: a modal <dialog> (the page behind is inert) with Previous,
 * Next and Close, the keys Escape / ArrowLeft / ArrowRight, swipes, wrapping at both ends, and Tab
 * kept inside while open.
 */
export function MediaViewer({ items, index, isOpen, label, onIndexChange, onRequestClose }: MediaViewerProps) {
  const { t } = useTranslator();
  const { dialogRef, initialFocusRef: closeButtonRef } = useModalDialog(isOpen);
  const count = items.length;
  const item = items[wrapIndex(index, count)];
  const go = (step: number) => onIndexChange(wrapIndex(index + step, count));
  const swipeHandlers = useSwipe(go);

  function closeDialog() {
    dialogRef.current?.close();
  }

  function handleClose(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape closes the dialog natively; the Close button closes it too; both end here.
    if (event.target === dialogRef.current) onRequestClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    // Arrow keys on a focused video seek it, as everywhere else.
    const isOnVideo = event.target instanceof HTMLVideoElement;
    if (event.key === "ArrowLeft" && !isOnVideo) {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight" && !isOnVideo) {
      event.preventDefault();
      go(1);
    } else if (event.key === "Tab") {
      keepFocusInside(event);
    }
  }

  const controlClass =
    "inline-flex h-12 w-12 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/40 transition-colors hover:bg-black/85 active:bg-black";

  return (
    <dialog
      ref={dialogRef}
      aria-label={label}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none border-0 bg-ink p-0 text-white backdrop:bg-black/90"
    >
      {isOpen && item ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-2">
            <p aria-live="polite" className="text-base font-semibold tabular-nums">
              {wrapIndex(index, count) + 1} / {count}
            </p>
            <button
              ref={closeButtonRef}
              type="button"
              aria-label={t("listings.viewer.close")}
              onClick={closeDialog}
              className={controlClass}
            >
              <MediaCloseIcon />
            </button>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom select-none items-center justify-center pb-4"
            {...swipeHandlers}
            data-testid="media-viewer-stage"
          >
            <MediaViewerSlide key={item.src} item={item} />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  aria-label={t("listings.viewer.previous")}
                  onClick={() => go(-1)}
                  className={`${controlClass} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
                >
                  <MediaChevronLeftIcon />
                </button>
                <button
                  type="button"
                  aria-label={t("listings.viewer.next")}
                  onClick={() => go(1)}
                  className={`${controlClass} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
                >
                  <MediaChevronRightIcon />
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

/** The photo as large as fits, or the video with its own controls (or 'Video processing…' until it can play). */
function MediaViewerSlide({ item }: { item: MediaItem }) {
  if (item.isProcessing) return <ProcessingVideo className="h-full w-full text-lg" />;
  if (item.kind === "image") {
    return (
      <ResponsiveImage
        src={item.src}
        alt={item.alt}
        sizes="100vw"
        width={1920}
        height={1440}
        loading="eager"
        draggable={false}
        className="h-full w-full object-contain"
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: sellers upload walk-around videos without captions
    <video
      src={item.src}
      poster={item.posterUrl ?? undefined}
      controls
      // The poster stands for the video until it is played: nothing of it is downloaded before (phones).
      preload={item.posterUrl ? "none" : "metadata"}
      playsInline
      aria-label={item.alt}
      className="h-full w-full object-contain"
    />
  );
}
