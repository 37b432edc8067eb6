import { Form, redirect, useNavigation } from "react-router";
import { FavoriteHeart } from "#app/components/favorites/favorite-heart.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { safeRedirectTarget, signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { carryThroughSignIn } from "#app/modules/carried-actions/carry-through-sign-in.server.ts";
import { addFavorite } from "#app/modules/favorites/add-favorite.server.ts";
import { favoritesActionSchema } from "#app/modules/favorites/favorite.schema.ts";
import { getFavoritesPage } from "#app/modules/favorites/get-favorites-page.server.ts";
import type { FavoriteItem } from "#app/modules/favorites/list-favorites.server.ts";
import { removeFavorite } from "#app/modules/favorites/remove-favorite.server.ts";
import { setPriceDropAlerts } from "#app/modules/favorites/set-price-drop-alerts.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/favorites";

// /favorites (docs/product/buyers-come-back.md, "Favorites"): the signed-in account's favorites and its
// price-drop preference. Every heart POSTs here: a form post (before JavaScript) goes back to its page,
// the heart's JSON post (with JavaScript) is answered with the reply shape.

/** The page's own words, and its listing cards' (the same areas as the search page's cards). */
export const handle: MessagesHandle = { messages: ["favorites", "search", "listings", "deal-rating"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const page = await getFavoritesPage(getServices(context).db, user.id);
  return {
    ...page,
    favoriteListingIds: page.favorites.map((favorite) => favorite.listing.id),
    metaTitle: requestTranslator(request).t("favorites.page.metaTitle"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: favoritesActionSchema });
  if (!input.ok) return replyData(input.failure);
  const { db, env } = getServices(context);
  const user = await getCurrentUser(request, context);
  const { data: form } = input;
  if (form.intent === "price-drop-alerts") {
    if (!user) return redirect(signInLeadingBack("/favorites"), 303);
    await setPriceDropAlerts({ db, userId: user.id, isOn: form.priceDropAlerts });
    const reply: FormReply = {
      ok: true,
      message: form.priceDropAlerts ? "favorites.alerts.on" : "favorites.alerts.off",
    };
    return reply;
  }
  const back = safeRedirectTarget(form.redirectTo, "/favorites");
  if (!user) {
    // The sign-in saves it (app/modules/carried-actions); nothing waits for a removal.
    const headers = new Headers();
    if (form.intent === "add") {
      const action = { kind: "favorite" as const, listingId: form.listingId };
      headers.set("Set-Cookie", await carryThroughSignIn({ db, request, action, baseUrl: env.BASE_URL }));
    }
    return redirect(signInLeadingBack(back), { status: 303, headers });
  }
  try {
    const change = { db, userId: user.id, listingId: form.listingId };
    await (form.intent === "add" ? addFavorite(change) : removeFavorite(change));
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  if (input.format !== "json") return redirect(back, 303);
  const saved: FormReply = { ok: true };
  return saved;
}

export default function Favorites({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { favorites, hasPriceDropAlerts } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("favorites.page.heading")}</h1>
      {actionData?.message ? (
        <div className="mt-6">
          <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert>
        </div>
      ) : null}
      <PriceDropAlertsForm isOn={hasPriceDropAlerts} />
      <div className="mt-8">
        {favorites.length === 0 ? (
          <p className="text-ink-muted">{t("favorites.page.empty")}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {favorites.map((favorite, position) => (
              <li key={favorite.listing.id}>
                {favorite.isAvailable ? (
                  <ListingCard listing={favorite.listing} isAboveFold={position < 3} />
                ) : (
                  <UnavailableFavorite listing={favorite.listing} isSold={favorite.isSold} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** 'Email me when a favorite's price drops': a plain form, so it works before JavaScript. */
function PriceDropAlertsForm({ isOn }: { isOn: boolean }) {
  const { t } = useTranslator();
  const isBusy = useNavigation().formData?.get("intent") === "price-drop-alerts";
  return (
    <Form
      method="post"
      className="mt-6 flex flex-wrap items-center gap-4 rounded-xl border border-sand-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="price-drop-alerts" />
      <label className="flex min-h-11 items-center gap-3 text-ink">
        <input
          type="checkbox"
          name="priceDropAlerts"
          defaultChecked={isOn}
          key={String(isOn)}
          className="h-5 w-5 accent-pine-700"
        />
        {t("favorites.alerts.label")}
      </label>
      <Button type="submit" variant="secondary" disabled={isBusy}>
        {t(isBusy ? "favorites.alerts.saving" : "favorites.alerts.save")}
      </Button>
    </Form>
  );
}

/** A favorite that is no longer public ('Sold' when sold): named and removable, without its price or a link to its page. */
function UnavailableFavorite({ listing, isSold }: Omit<Extract<FavoriteItem, { isAvailable: false }>, "isAvailable">) {
  const { t } = useTranslator();
  const title = listingDisplayTitle(listing);
  return (
    <article className="relative overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-sand-100">
        <ListingPhoto image={listing.image} alt={title} isFaded />
        <div className="absolute right-3 top-3">
          <FavoriteHeart listingId={listing.id} title={title} />
        </div>
      </div>
      <div className="p-4">
        <h2 className="text-lg font-semibold leading-snug text-ink">{title}</h2>
        <p className="mt-1 text-sm text-ink-muted">{listing.location}</p>
        <p className="mt-2 inline-flex rounded-full bg-sand-200 px-3 py-1 text-sm font-semibold text-ink">
          {t(isSold ? "favorites.page.sold" : "favorites.page.noLongerAvailable")}
        </p>
      </div>
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Favorites | Roamstead" }, { name: "robots", content: "noindex" }];
}
