import { type DragEvent, type KeyboardEvent, useState } from "react";
import type { MediaEntry } from "./media-uploader-state.ts";

/** The buttons of a photo tile; focus stays on the one used while its photo moves. */
export type PhotoControl = "left" | "right" | "remove";

export interface PhotoTileHandlers {
  onDragStart(event: DragEvent<HTMLLIElement>): void;
  onDragOver(event: DragEvent<HTMLLIElement>): void;
  onDrop(event: DragEvent<HTMLLIElement>): void;
  onDragEnd(): void;
  onKeyDown(event: KeyboardEvent<HTMLLIElement>): void;
}

const moveKeys: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowUp: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowDown: (index) => index + 1,
  Home: () => 0,
  End: (_index, last) => last,
};

const photoDragType = "application/x-roamstead-photo";

export interface ReorderOptions {
  photos: readonly MediaEntry[];
  /** Moves the photo to the position (the uploader's state announces it). */
  onMove(key: string, to: number): void;
  /** Puts focus on this control of the photo's tile once it has moved. */
  onFocus(key: string, control: PhotoControl): void;
}

/**
 * Reordering the photos: drag a tile onto another, or press an arrow key, Home or End on one of its buttons (the
 * move buttons call `movePhoto` too). Focus stays on the control used.
 */
export function useReorder({ photos, onMove, onFocus }: ReorderOptions) {
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropTargetKey, setDropTargetKey] = useState<string | null>(null);

  function movePhoto(index: number, to: number, control: PhotoControl) {
    const photo = photos[index];
    if (!photo) return;
    onFocus(photo.key, control);
    if (to >= 0 && to < photos.length && to !== index) onMove(photo.key, to);
  }

  const isPhotoDrag = (event: DragEvent) =>
    dragKey !== null && Array.from(event.dataTransfer.types).includes(photoDragType);

  function endDrag() {
    setDragKey(null);
    setDropTargetKey(null);
  }

  function tileHandlers(index: number, key: string): PhotoTileHandlers {
    return {
      onDragStart(event) {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData(photoDragType, key);
        setDragKey(key);
      },
      onDragOver(event) {
        if (!isPhotoDrag(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setDropTargetKey(key);
      },
      onDrop(event) {
        if (!dragKey || !isPhotoDrag(event)) return;
        event.preventDefault();
        event.stopPropagation();
        if (dragKey !== key) onMove(dragKey, index);
        endDrag();
      },
      onDragEnd: endDrag,
      onKeyDown(event) {
        const move = moveKeys[event.key];
        const control = (event.target as HTMLElement).dataset.control as PhotoControl | undefined;
        if (!move || !control || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        movePhoto(index, move(index, photos.length - 1), control);
      },
    };
  }

  return { dragKey, dropTargetKey, movePhoto, tileHandlers };
}

export type Reorder = ReturnType<typeof useReorder>;
