import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from "react";

/** One island on the page: whether it has hydrated, and whether the page is waiting for it. */
interface IslandTracker {
  isHydrated: boolean;
  isAwaited: boolean;
}

let awaitedIslands = 0;
const allHydratedListeners = new Set<() => void>();

function settleIsland(tracker: IslandTracker) {
  if (!tracker.isAwaited) return;
  tracker.isAwaited = false;
  awaitedIslands -= 1;
  if (awaitedIslands > 0) return;
  for (const listener of allHydratedListeners) listener();
  allHydratedListeners.clear();
}

/**
 * Calls `callback` once every island the page has rendered has hydrated: at once when none is waiting. The root
 * layout marks the page hydrated with it (`html[data-hydrated]`, which browser tests wait for), so the mark still
 * means that every button works.
 */
export function whenIslandsHydrated(callback: () => void): void {
  if (awaitedIslands === 0) callback();
  else allHydratedListeners.add(callback);
}

/** A thenable that calls back at once, so React's `lazy` takes a module already loaded without suspending. */
function settledThenable<Value>(value: Value): PromiseLike<Value> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: React's lazy reads any thenable; this one is already settled.
    then<Result1 = Value, Result2 = never>(onFulfilled?: ((value: Value) => Result1 | PromiseLike<Result1>) | null) {
      onFulfilled?.(value);
      return this as unknown as PromiseLike<Result1 | Result2>;
    },
  };
}

interface HydratedIslandProps<Props> {
  tracker: IslandTracker;
  props: Props;
}

type HydratedIslandModule<Props> = { default: ComponentType<HydratedIslandProps<Props>> };

/**
 * A part of a page the server renders whole, whose JavaScript the browser loads after the page's own and hydrates on
 * its own (React's selective hydration, ADR 079): `load` imports the component's module with `import()`. Before its
 * file arrives, the part is the server's HTML: its links and forms work as they do before JavaScript. For what is
 * below the fold or used only on demand (the footer, a listing's details, the uploader), so that it costs nothing of
 * a page's first load.
 *
 * The server loads every island when the page's module loads and hands React each one already settled, so no
 * boundary waits and the HTML is whole before JavaScript. In the browser, the page's first render (its hydration)
 * asks for the file; a page reached later by a link asks for it as its module loads, so it is usually there when the
 * page renders.
 */
export function lazyIsland<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: HydratedIslandModule<Props> | undefined;
  let loading: Promise<HydratedIslandModule<Props>> | undefined;
  const start = () => {
    loading ??= load().then((Component) => {
      function HydratedIsland({ tracker, props }: HydratedIslandProps<Props>) {
        useEffect(() => {
          tracker.isHydrated = true;
          settleIsland(tracker);
        }, [tracker]);
        return <Component {...props} />;
      }
      loaded = { default: HydratedIsland };
      return loaded;
    });
    return loading;
  };
  // A module evaluated once the document is complete belongs to a page reached by a link: no hydration to wait for.
  if (import.meta.env.SSR || typeof document === "undefined" || document.readyState === "complete") void start();
  // React's lazy reads any thenable (its type says Promise).
  const Lazy = lazy(() => (loaded ? (settledThenable(loaded) as Promise<HydratedIslandModule<Props>>) : start()));
  // Memoized: a parent's render that reached the boundary before its file arrived would make React drop the server's
  // HTML and show nothing until then. So an island's props must keep their identity (stable callbacks, no new
  // objects), and a context it reads must not change before its file arrives.
  return memo(function Island(props: Props) {
    const tracker = useRef<IslandTracker>({ isHydrated: false, isAwaited: false }).current;
    useEffect(() => {
      // The island's own effect runs first when it hydrated with the page; otherwise the page waits for it.
      if (tracker.isHydrated) return;
      tracker.isAwaited = true;
      awaitedIslands += 1;
      return () => settleIsland(tracker);
    }, [tracker]);
    return (
      <Suspense fallback={null}>
        <Lazy tracker={tracker} props={props} />
      </Suspense>
    );
  }) as unknown as ComponentType<Props>;
}
