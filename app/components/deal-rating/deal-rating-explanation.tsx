import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  comparableYearSpan,
  dealRatingBands,
  endedListingMonths,
  mileageBands,
  minComparables,
} from "#app/modules/deal-rating/deal-rating.ts";

// How the deal rating is worked out, for /deal-rating (docs/product/buyers-come-back.md, Deal rating).
// Every figure comes from deal-rating.ts, which the rating's SQL reads too: the page cannot drift from it.

const linkClass = "font-semibold text-pine-700 underline hover:text-pine-800";

const offset = (percent: number) => (percent < 100 ? `${100 - percent}% below` : `${percent - 100}% above`);

/** A rating's prices in words, from its band and the one before: "3% to 10% below the market price". */
function bandRange(index: number): string {
  const upper = dealRatingBands[index]?.maxPercent ?? null;
  const lower = dealRatingBands[index - 1]?.maxPercent ?? null;
  if (lower === null)
    return `${offset(upper ?? 100)} or more`.replace(" below or more", " or more below") + " the market price";
  if (upper === null) return `more than ${offset(lower)} the market price`;
  if (upper < 100) return `${100 - upper}% to ${100 - lower}% below the market price`;
  return `from ${offset(lower)} to ${offset(upper)} the market price`;
}

export function DealRatingExplanation() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">How the deal rating works</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">
        Next to a camper's price, Roamstead says whether it is a {labels()}: we compare its asking price with what
        comparable campers ask. The rating is worked out from listings alone — nobody pays for it, and sellers cannot
        choose it.
      </p>

      <Section title="Which campers are comparable">
        <ul className="list-disc space-y-2 pl-6">
          <li>The same type: van, skoolie, RV or overlander.</li>
          <li>A model year within {comparableYearSpan} years of its own, older or newer.</li>
          <li>
            The same mileage band: {mileageBands.map((band) => band.label).join("; ")}. A camper whose seller did not
            give its mileage is compared across all bands.
          </li>
          <li>
            Listed now, or ended (expired, taken down or sold) in the last {endedListingMonths} months, at their last
            asking price, or at the price they sold for when their seller told us.
          </li>
          <li>
            Of those, the campers of the same make when there are at least {minComparables}; otherwise all of the type.
          </li>
        </ul>
      </Section>

      <Section title="The rating">
        <p>
          The market price is the median price of the comparable campers: half are higher, half lower. The camper's own
          price against it gives the rating:
        </p>
        <table className="mt-2 w-full text-left text-base">
          <caption className="sr-only">Deal ratings and the prices they stand for</caption>
          <thead>
            <tr className="border-b border-sand-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Rating
              </th>
              <th scope="col" className="py-2 font-semibold">
                Asking price
              </th>
            </tr>
          </thead>
          <tbody>
            {dealRatingBands.map((band, index) => (
              <tr key={band.rating} className="border-b border-sand-200">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {band.label}
                </th>
                <td className="py-2">{bandRange(index)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          With fewer than {minComparables} comparable campers there is no rating: too few prices say little about a
          market. The listing page says how many comparable campers a rating is based on.
        </p>
      </Section>

      <Section title="When it changes">
        <p>
          Ratings are worked out again for every listing each hour, and for a listing as soon as its seller changes its
          price, type, make, year or mileage.
        </p>
        <p>
          Sellers see a suggested price in the listing form from the same comparable campers: the middle half of their
          asking prices. A price a camper sold for is private: it only ever counts within the median of at least{" "}
          {minComparables} prices behind a rating, and is never shown.
        </p>
        <p>
          <Link to="/listings?sortBy=reduced_desc" className={linkClass}>
            See recently reduced campers
          </Link>
        </p>
      </Section>
    </article>
  );
}

function labels(): string {
  const names = dealRatingBands.map((band) => `"${band.label}"`);
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold tracking-tight text-ink">{title}</h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-ink">{children}</div>
    </section>
  );
}
