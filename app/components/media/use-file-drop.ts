import { type DragEvent, useState } from "react";
import type { UploadKind } from "./upload-rules.ts";

export interface FileDropHandlers {
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDragLeave(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
}

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/** Files dragged from the computer onto the photo or video area; `draggingKind` is the area they are over. */
export function useFileDrop() {
  const [draggingKind, setDraggingKind] = useState<UploadKind | null>(null);

  function dropHandlers(kind: UploadKind, isEnabled: boolean, onFiles: (files: File[]) => void): FileDropHandlers {
    return {
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
  }

  return { draggingKind, dropHandlers };
}
