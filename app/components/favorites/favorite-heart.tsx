import { type FormEvent, useMemo } from "react";
import { type UIMatch, useFetcher, useHref, useLocation, useMatches } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import type { HeartIntent } from "#app/modules/favorites/heart-intents.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** The loader field in which a page that shows hearts hands over the signed-in user's favorite ids. */
export const favoriteListingIdsField = "favoriteListingIds";

const idSets = new WeakMap<readonly string[], ReadonlySet<string>>();
const noIds: ReadonlySet<string> = new Set();

/**
 * The favorite ids of the page (its loader's `favoriteListingIds`), as a set made once per loader answer
 * and shared by every heart. Cards fetched later by infinite scroll look themselves up here too.
 */
function useFavoriteListingIds(): ReadonlySet<string> {
  const matches = useMatches();
  return useMemo(() => {
    const ids = matches.map(favoriteIdsOf).find((found) => found !== undefined);
    if (!ids) return noIds;
    let set = idSets.get(ids);
    if (!set) {
      set = new Set(ids);
      idSets.set(ids, set);
    }
    return set;
  }, [matches]);
}

function favoriteIdsOf(match: UIMatch): readonly string[] | undefined {
  const data: unknown = match.loaderData;
  if (typeof data !== "object" || data === null || !(favoriteListingIdsField in data)) return undefined;
  const ids: unknown = data[favoriteListingIdsField as keyof typeof data];
  return Array.isArray(ids) ? (ids as string[]) : undefined;
}

export interface FavoriteHeartProps {
  listingId: string;
  /** The listing's display title, for the button's name. */
  title: string;
  /** Where a failure's message opens: above for a heart at the bottom of the screen (the listing's contact bar). */
  failurePlacement?: "below" | "above";
}

/**
 * The heart (docs/product/buyers-come-back.md, "Favorites"): a form that POSTs to /favorites and comes
 * back to this page, so it works before JavaScript loads; with JavaScript it turns at once and the server's
 * answer confirms it, or the page's favorites put it back and the reason shows. Its pages name the `favorites`
 * messages in their handle.
 */
export function FavoriteHeart({ listingId, title, failurePlacement = "below" }: FavoriteHeartProps) {
  const { t } = useTranslator();
  const ids = useFavoriteListingIds();
  const fetcher = useFetcher<FormReply>({ key: `favorite-${listingId}` });
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  // The plain form (before JavaScript) posts to the page's language's /favorites; the fetcher finds it itself.
  const formAction = useHref("/favorites");
  const pendingIntent = (fetcher.json as { intent?: HeartIntent } | undefined)?.intent;
  const isSaved = pendingIntent ? pendingIntent === "add" : ids.has(listingId);
  const intent: HeartIntent = isSaved ? "remove" : "add";
  const failure = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fetcher.submit(
      { listingId, intent, redirectTo },
      { method: "post", action: "/favorites", encType: "application/json" },
    );
  }

  return (
    <form method="post" action={formAction} onSubmit={handleSubmit} className="relative z-10">
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        aria-pressed={isSaved}
        aria-label={t(isSaved ? "favorites.heart.remove" : "favorites.heart.save", { title })}
        className="flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-sunset-700 shadow-md ring-1 ring-sand-200 transition hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-sunset-500"
      >
        <HeartIcon isFilled={isSaved} />
      </button>
      {failure ? (
        <p
          role="alert"
          className={`absolute right-0 ${failurePlacement === "above" ? "bottom-12" : "top-12"} w-56 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 shadow`}
        >
          {t(failure as MessageId)}
        </p>
      ) : null}
    </form>
  );
}

function HeartIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-6 w-6"
      fill={isFilled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7-4.4-9.2-8.3C1.2 9.3 2.4 5.8 5.6 5c2.3-.6 4.5.4 6.4 2.7C13.9 5.4 16.1 4.4 18.4 5c3.2.8 4.4 4.3 2.8 7.2-2.2 3.9-9.2 8.3-9.2 8.3Z" />
    </svg>
  );
}
