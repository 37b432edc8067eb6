import { Link } from "react-router";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { listNewestListings } from "#app/modules/listings/list-newest-listings.server.ts";
import type { Route } from "./+types/home";

const newestListingsLimit = 12;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  return { listings: await listNewestListings({ db, limit: newestListingsLimit }) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-pine-800 to-pine-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">Search Less. Roam more.</h1>
          <p className="mt-4 max-w-2xl text-lg text-pine-100">
            Used vans, skoolies, RVs and overlanders from sellers across the US and Canada, and the builders who make
            them.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/listings"
              className="inline-flex min-h-11 items-center rounded-md bg-white px-5 font-semibold text-pine-800 hover:bg-sand-100"
            >
              Browse campers
            </Link>
            <Link
              to="/sell-your-camper"
              className="inline-flex min-h-11 items-center rounded-md border border-white/70 px-5 font-semibold text-white hover:bg-white/10"
            >
              Sell Your Camper
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="newest-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="newest-heading" className="text-2xl font-bold tracking-tight text-ink">
          Newest campers
        </h2>
        {loaderData.listings.length === 0 ? (
          <p className="mt-6 text-ink-muted">No listings found.</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.listings.map((listing, position) => (
              <li key={listing.id}>
                <ListingCard listing={listing} isAboveFold={position < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function meta() {
  return [
    { title: "Roamstead | Used campers, vans, skoolies and RVs for sale" },
    {
      name: "description",
      content:
        "Search used camper vans, skoolies, RVs and overlanders for sale across the US and Canada, and find custom camper builders.",
    },
  ];
}
