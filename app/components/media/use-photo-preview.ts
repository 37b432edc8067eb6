import { type RefObject, useRef, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MediaItem } from "#app/components/listings/media-item.ts";
import { photoTileSelector } from "./media-photo-tile.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";

/**
 * The uploaded photos full size in the photo viewer: which one is open, and focus back on its thumbnail when the
 * viewer closes. A photo still uploading has no URL yet and cannot be viewed.
 */
export function usePhotoPreview(photos: readonly MediaEntry[], rootRef: RefObject<HTMLElement | null>) {
  const { t } = useTranslator();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const opener = useRef<string | null>(null);
  const viewable = photos.filter((photo) => photo.status === "done" && photo.url);
  const items: MediaItem[] = viewable.map((photo, index) => ({
    kind: "image",
    key: photo.key,
    src: photo.url ?? "",
    alt: t("media.preview.photoAlt", { position: index + 1, count: viewable.length }),
  }));

  /** Opens the photo in the viewer; undefined when it cannot be viewed yet. */
  function openerFor(photo: MediaEntry): (() => void) | undefined {
    if (!viewable.includes(photo)) return undefined;
    return () => {
      opener.current = photo.key;
      setViewerIndex(viewable.indexOf(photo));
    };
  }

  function close() {
    setViewerIndex(null);
    const key = opener.current;
    opener.current = null;
    rootRef.current?.querySelector<HTMLElement>(photoTileSelector(key, "[data-preview]"))?.focus();
  }

  return { items, viewerIndex, setViewerIndex, openerFor, close };
}
