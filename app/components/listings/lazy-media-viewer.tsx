import { lazy, Suspense, useState } from "react";
import type { MediaViewerProps } from "./media-viewer.tsx";

// The full-screen viewer is fetched when a visitor reaches for a photo (pointer over it, focus, a tap), not with the
// page: galleries and grids of cards are first-load JavaScript on most pages, and most visits open no photo (ADR 052).
export const prefetchMediaViewer = () => import("./media-viewer.tsx");
const MediaViewer = lazy(() => prefetchMediaViewer().then((module) => ({ default: module.MediaViewer })));

/** The full-screen viewer from the first time it is opened; until then nothing, and none of its code. */
export function LazyMediaViewer(props: MediaViewerProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  // Kept once opened, so that closing it returns focus and the next opening is immediate.
  if (props.isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <MediaViewer {...props} />
    </Suspense>
  );
}
