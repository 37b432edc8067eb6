import type { ReactNode } from "react";
import { Link } from "react-router";

export default function About() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">About Roamstead</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">
        Roamstead is a marketplace for used campers — camper vans, skoolies, RVs and overlanders — and for the custom
        builders who make them. Sellers list their rigs with photos and a video; buyers search by type, make, model,
        price and distance, and write to sellers directly. We built it because finding the right home on wheels should
        take less time than the trips you will take in it.
      </p>

      <Section title="Selling your camper">
        <p>
          Pick a listing tier, add your photos and details, and your camper is live in minutes. Longer tiers keep it up
          for months and feature it on the home page.{" "}
          <Link className="font-semibold text-pine-700 underline hover:text-pine-800" to="/sell-your-camper">
            See the listing tiers and sell your camper
          </Link>
          .
        </p>
      </Section>

      <Section title="Contact us">
        <p>
          Write to us at{" "}
          <a className="font-semibold text-pine-700 underline hover:text-pine-800" href="mailto:hello@roamstead.com">
            hello@roamstead.com
          </a>{" "}
          or find us on Instagram at{" "}
          <a
            className="font-semibold text-pine-700 underline hover:text-pine-800"
            href="https://www.instagram.com/roamstead"
            rel="noopener noreferrer"
          >
            @roamstead
          </a>
          .
        </p>
      </Section>

      <Section title="Terms and safety">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Payments for listings and builder packages are handled by a card payment provider; Roamstead never sees or
            stores your card number.
          </li>
          <li>
            Listings must be honest: describe the vehicle, its condition, its history and its price truthfully, with
            photos of the vehicle itself.
          </li>
          <li>
            Roamstead does not inspect vehicles and gives no guarantee of any vehicle's condition, title or history.
            Have a camper inspected before you buy it.
          </li>
          <li>
            Meet sellers safely: meet in a public place in daylight, bring someone with you, check the title and the
            VIN, and never pay by wire transfer or gift card before you have seen the vehicle.
          </li>
        </ul>
      </Section>

      <Section title="Credits">
        <p>
          Place names and coordinates from{" "}
          <a className="font-semibold text-pine-700 underline hover:text-pine-800" href="https://www.geonames.org/">
            GeoNames
          </a>
          , licensed under CC BY 4.0 and filtered to the US and Canada; US ZIP codes from the zipcodes package (BSD).
        </p>
      </Section>

      <p className="mt-12">
        <Link className="font-semibold text-pine-700 underline hover:text-pine-800" to="/">
          ← Back to home
        </Link>
      </p>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold tracking-tight text-ink">{title}</h2>
      <div className="mt-3 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

export function meta() {
  return [
    { title: "About | Roamstead" },
    {
      name: "description",
      content:
        "About Roamstead, the marketplace for used campers and custom camper builders: how it works, contact, terms and safety.",
    },
  ];
}
