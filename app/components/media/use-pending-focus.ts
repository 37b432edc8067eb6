import { type RefObject, useCallback, useEffect, useRef } from "react";

/**
 * Focus that follows an element React is about to move, add or remove: the returned function remembers a selector,
 * and after the next render the element it finds inside `root` gets focus.
 */
export function usePendingFocus(rootRef: RefObject<HTMLElement | null>): (selector: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const selector = pending.current;
    if (!selector) return;
    pending.current = null;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  return useCallback((selector: string) => {
    pending.current = selector;
  }, []);
}

/** The selector of the element with this id (React's ids hold colons, which `#id` would not allow). */
export function idSelector(id: string): string {
  return `[id="${id}"]`;
}
