import type { ReactNode } from "react";

interface MediaDropZoneProps {
  /** Files are being dragged over the area and may be dropped. */
  isHighlighted: boolean;
  /** The classes when not highlighted (border and surface). */
  idleClassName: string;
  /** Classes that always apply (spacing, wrapping). */
  className: string;
  children: ReactNode;
}

/** The dashed area of the photo or video part where files can be dropped, with its picker. */
export function MediaDropZone({ isHighlighted, idleClassName, className, children }: MediaDropZoneProps) {
  return (
    <div
      className={`mt-3 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 text-center transition-colors sm:flex-row sm:justify-center ${className} ${
        isHighlighted ? "border-pine-600 bg-pine-50" : idleClassName
      }`}
    >
      {children}
    </div>
  );
}
