import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MediaPhotoTile } from "./media-photo-tile.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";
import type { Reorder } from "./use-reorder.ts";

interface MediaPhotoListProps {
  photos: readonly MediaEntry[];
  /** The photos' legend; the list is "<label>, in order". */
  label: string;
  orderHintId: string;
  /** More than one photo is allowed: tiles have move buttons and the hint says how to reorder. */
  canReorder: boolean;
  /** Tiles can be dragged (once JavaScript runs). */
  isDraggable: boolean;
  reorder: Reorder;
  onRemove(index: number): void;
  /** The photo's viewer opener; undefined when it cannot be previewed. */
  previewFor(photo: MediaEntry): (() => void) | undefined;
}

/** The photos in order, the first one the cover, with how to change the order. */
export function MediaPhotoList({
  photos,
  label,
  orderHintId,
  canReorder,
  isDraggable,
  reorder,
  onRemove,
  previewFor,
}: MediaPhotoListProps) {
  const { t } = useTranslator();
  if (photos.length === 0) return null;
  return (
    <>
      {canReorder ? (
        <p id={orderHintId} className="mt-4 text-sm text-ink-muted">
          {t("media.uploader.orderHint")}
        </p>
      ) : null}
      <ol
        aria-label={t("media.uploader.photoList", { label })}
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {photos.map((photo, index) => (
          <MediaPhotoTile
            key={photo.key}
            photo={photo}
            index={index}
            count={photos.length}
            isDraggable={isDraggable}
            canReorder={canReorder}
            isDragged={reorder.dragKey === photo.key}
            isDropTarget={reorder.dropTargetKey === photo.key && reorder.dragKey !== photo.key}
            describedBy={canReorder ? orderHintId : undefined}
            handlers={reorder.tileHandlers(index, photo.key)}
            onMove={(to, control) => reorder.movePhoto(index, to, control)}
            onRemove={() => onRemove(index)}
            onPreview={previewFor(photo)}
          />
        ))}
      </ol>
    </>
  );
}
