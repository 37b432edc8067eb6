import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and while the page hydrates, true once React runs in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
