import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MediaChevronLeftIcon, MediaChevronRightIcon, MediaCloseIcon } from "#app/components/listings/media-icons.tsx";
import { MediaPhotoThumbnail } from "./media-photo-thumbnail.tsx";
import { MediaProgressBar } from "./media-progress-bar.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";
import type { PhotoControl, PhotoTileHandlers } from "./use-reorder.ts";

/** The selector of an element inside the photo's tile, e.g. `[data-control="remove"]` or `[data-preview]`. */
export function photoTileSelector(key: string | null, inner: string): string {
  return `[data-photo-key="${key}"] ${inner}`;
}

/** The selector of one of the tile's buttons (they carry `data-control`). */
export function photoControlSelector(key: string, control: PhotoControl): string {
  return photoTileSelector(key, `[data-control="${control}"]`);
}

interface MediaPhotoTileProps {
  photo: MediaEntry;
  index: number;
  count: number;
  isDraggable: boolean;
  isDragged: boolean;
  isDropTarget: boolean;
  canReorder: boolean;
  describedBy: string | undefined;
  handlers: PhotoTileHandlers;
  onMove(to: number, control: PhotoControl): void;
  onRemove(): void;
  /** Opens the photo in the viewer; absent when the photo cannot be previewed. */
  onPreview?(): void;
}

/** One photo in the uploader's list: its thumbnail, the cover badge, its upload progress, remove and move buttons. */
export function MediaPhotoTile({
  photo,
  index,
  count,
  isDraggable,
  isDragged,
  isDropTarget,
  canReorder,
  describedBy,
  handlers,
  onMove,
  onRemove,
  onPreview,
}: MediaPhotoTileProps) {
  const { t } = useTranslator();
  const position = index + 1;
  const isCover = index === 0;
  const name = t(isCover ? "media.photo.nameCover" : "media.photo.name", { position });
  return (
    <li
      data-photo-key={photo.key}
      draggable={isDraggable}
      {...handlers}
      className={`rounded-lg border bg-white p-1.5 shadow-sm transition ${
        isDropTarget ? "border-pine-600 ring-2 ring-pine-600" : isCover ? "border-pine-600" : "border-sand-200"
      } ${isDragged ? "opacity-50" : ""} ${isDraggable ? "cursor-grab active:cursor-grabbing" : ""}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-sand-100">
        <MediaPhotoThumbnail photo={photo} position={position} name={name} onPreview={onPreview} />
        {isCover ? (
          <span className="absolute left-1.5 top-1.5 rounded-full bg-pine-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
            {t("media.photo.cover")}
          </span>
        ) : null}
        <button
          type="button"
          data-control="remove"
          aria-label={t("media.photo.remove", { name })}
          aria-describedby={describedBy}
          onClick={onRemove}
          className="absolute right-1 top-1 inline-flex h-11 w-11 items-center justify-center rounded-full text-white"
        >
          <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-black/70 ring-1 ring-white/60 transition-colors hover:bg-black/90">
            <MediaCloseIcon className="h-4 w-4" />
          </span>
        </button>
        {photo.status !== "done" ? (
          <div className="absolute inset-x-0 bottom-0 bg-white/90 px-2 py-1.5">
            <MediaProgressBar
              entry={photo}
              label={
                photo.fileName
                  ? t("media.uploader.uploadingFile", { fileName: photo.fileName })
                  : t("media.uploader.uploadingPhoto", { position })
              }
              caption={photo.fileName ?? t("media.photo.caption", { position })}
            />
          </div>
        ) : null}
      </div>
      {canReorder ? (
        <MoveButtons index={index} count={count} name={name} describedBy={describedBy} onMove={onMove} />
      ) : null}
    </li>
  );
}

interface MoveButtonsProps {
  index: number;
  count: number;
  name: string;
  describedBy: string | undefined;
  onMove(to: number, control: PhotoControl): void;
}

/** Left and right with the position between; at either end the button says it is disabled but stays focusable. */
function MoveButtons({ index, count, name, describedBy, onMove }: MoveButtonsProps) {
  const button = { name, describedBy };
  return (
    <div className="mt-1 flex items-center justify-between gap-1">
      <MoveButton {...button} direction="left" isDisabled={index === 0} onClick={() => onMove(index - 1, "left")} />
      <span aria-hidden="true" className="text-sm font-semibold text-ink-muted tabular-nums">
        {index + 1}
      </span>
      <MoveButton
        {...button}
        direction="right"
        isDisabled={index === count - 1}
        onClick={() => onMove(index + 1, "right")}
      />
    </div>
  );
}

interface MoveButtonProps {
  direction: "left" | "right";
  name: string;
  describedBy: string | undefined;
  isDisabled: boolean;
  onClick(): void;
}

function MoveButton({ direction, name, describedBy, isDisabled, onClick }: MoveButtonProps) {
  const { t } = useTranslator();
  const Icon = direction === "left" ? MediaChevronLeftIcon : MediaChevronRightIcon;
  return (
    <button
      type="button"
      data-control={direction}
      aria-label={t(direction === "left" ? "media.photo.moveLeft" : "media.photo.moveRight", { name })}
      aria-describedby={describedBy}
      aria-disabled={isDisabled || undefined}
      onClick={onClick}
      className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink transition-colors hover:bg-sand-100 active:bg-sand-200 aria-disabled:cursor-not-allowed aria-disabled:text-sand-300 aria-disabled:hover:bg-transparent"
    >
      <Icon className="h-5 w-5" />
    </button>
  );
}
