import { type PointerEvent, useRef } from "react";

/** A horizontal move longer than this (px) is a swipe (docs/product/listing-page.md). */
export const swipeThreshold = 10;
/** A drag that starts this close (px) to the bottom of a video is the video's own scrubber, not a swipe. */
const videoControlsHeight = 64;

/**
 * Swipes on an area: a mostly horizontal move of the primary pointer, not started on a button or a video's
 * controls, calls `onSwipe(1)` for the next item (leftwards) or `onSwipe(-1)` for the previous one.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const swipeStart = useRef<{ pointerId: number; x: number; y: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    const target = event.target as Element;
    if (target.closest("button")) return;
    if (target instanceof HTMLVideoElement) {
      const box = target.getBoundingClientRect();
      if (event.clientY > box.bottom - videoControlsHeight) return;
    }
    swipeStart.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > swipeThreshold && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
  }

  function onPointerCancel() {
    swipeStart.current = null;
  }

  return { onPointerDown, onPointerUp, onPointerCancel };
}
