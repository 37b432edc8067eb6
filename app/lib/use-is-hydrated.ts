import { useSyncExternalStore } from "react";

let holds = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isReleased = () => holds === 0;

/**
 * Keeps the page counted as not hydrated until the returned function is called: what a page shows only with
 * JavaScript waits for what it needs (its messages' whole catalogs, ADR 079). Called during the first render, before
 * React compares the server's answer with the browser's.
 */
export function holdHydration(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    for (const listener of [...listeners]) listener();
  };
}

/** Calls `callback` once no hold is left (at once when none is). */
export function whenHydrationReleased(callback: () => void): void {
  if (isReleased()) {
    callback();
    return;
  }
  const listener = () => {
    if (!isReleased()) return;
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
}

/** False on the server and while the page hydrates, true once React runs in the browser and no hold is left. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribe, isReleased, () => false);
}
