import { type DragEvent, useState } from "react";
import type { UploadKind } from "./upload-rules.ts";

export interface FileDropHandlers {
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDragLeave(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
}

/** The photo or the video part as a place to pick or drop files. */
export interface FileDropTarget {
  /** Files may be added (JavaScript runs, and the limits leave room). */
  isEnabled: boolean;
  /** Files are being dragged over the part. */
  isDraggingOver: boolean;
  handlers: FileDropHandlers;
  onFiles(files: File[]): void;
}

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/** Files dragged from the computer onto the photo or the video part; one part at a time shows it. */
export function useFileDrop() {
  const [draggingKind, setDraggingKind] = useState<UploadKind | null>(null);

  function dropTarget(kind: UploadKind, isEnabled: boolean, onFiles: (files: File[]) => void): FileDropTarget {
    const handlers: FileDropHandlers = {
      onDragOver(event) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = isEnabled ? "copy" : "none";
        if (isEnabled) setDraggingKind(kind);
      },
      onDragLeave(event) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDraggingKind(null);
      },
      onDrop(event) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDraggingKind(null);
        if (isEnabled) onFiles(Array.from(event.dataTransfer.files));
      },
    };
    return { isEnabled, isDraggingOver: draggingKind === kind, handlers, onFiles };
  }

  return dropTarget;
}
