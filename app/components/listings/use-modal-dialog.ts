import { type KeyboardEvent, useEffect, useRef } from "react";

/**
 * A <dialog> shown modally while `isOpen` (focus on `initialFocusRef`, the page behind inert and not scrolling)
 * and closed when it turns false.
 */
export function useModalDialog(isOpen: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      initialFocusRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  // The page behind does not scroll while the dialog covers it.
  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [isOpen]);

  return { dialogRef, initialFocusRef };
}

/** The media viewer's controls: its buttons, the video's controls and what it made focusable. */
const viewerControls = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>("button:not([disabled]), video[controls], [tabindex='0']"));

/**
 * A modal dialog makes the page inert, but Tab would still leave for the browser's own toolbar: wrap it around
 * between the first and the last of the dialog's `controls`.
 */
export function keepFocusInside(
  event: KeyboardEvent<HTMLElement>,
  controls: (root: HTMLElement) => HTMLElement[] = viewerControls,
) {
  const focusable = controls(event.currentTarget);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
