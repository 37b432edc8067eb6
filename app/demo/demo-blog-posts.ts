// The demo blog: a few posts written in markdown (headings, lists, links, a table, photos from the demo
// photo pool), dated relative to the moment of seeding, and one older post that only has the plain-text
// `content` field, so the page's fallback shows too.
import type { blogPosts } from "#app/db/schema.ts";
import { demoAccounts } from "./demo-accounts.server.ts";
import { addDays } from "./demo-lifecycle.ts";
import { type DemoPhoto, demoPhotoPool } from "./demo-photo-pool.ts";

type NewBlogPost = typeof blogPosts.$inferInsert;

const demoAdminId = demoAccounts[2].id;

/** A photo of the pool by its name's start, e.g. "van-1-2" (silhouette, look, shot). */
function photo(pool: readonly DemoPhoto[], prefix: string): string {
  const found = pool.find((candidate) => candidate.name.startsWith(`${prefix}-`)) ?? pool[0];
  if (!found) throw new Error("the demo photo pool is empty");
  return found.url;
}

/** The demo posts, newest first, ready to insert. */
export function buildDemoBlogPosts(now: Date, pool: readonly DemoPhoto[] = demoPhotoPool()): NewBlogPost[] {
  const posts: Omit<NewBlogPost, "createdAt" | "updatedAt" | "authorId">[] = [
    {
      slug: "how-to-inspect-a-used-camper-van",
      title: "How to Inspect a Used Camper Van Before You Buy",
      coverImage: photo(pool, "van-1-1"),
      excerpt:
        "A camper is a vehicle and a tiny house at once, and both halves can hide expensive problems. Here is the checklist we use before handing over a deposit.",
      body: `A camper is a vehicle and a tiny house at once, and both halves can hide expensive problems. Spend an hour with this checklist before you hand over a deposit.

## Start with the vehicle

- **Rust**: look under the sills, the wheel arches and around every hole cut for a window, fan or vent.
- **Service history**: ask for receipts. A conversion adds weight, so brakes and suspension work harder.
- **Test drive**: at least 20 minutes, including a hill and the highway. Listen for clunks when the cabinets are loaded.

## Then the living space

1. Run the water pump and look for drips under the sink.
2. Switch on every light, the fridge and the heater from the house battery alone.
3. Sniff for damp: a musty smell behind panels usually means a leaking roof fitting.
4. Check that the bed, the table and the seat belts are bolted, not just screwed, to the floor.

![A camper van parked outdoors](${photo(pool, "van-1-2")})

## Paperwork

Make sure the title matches the VIN on the vehicle, and ask whether the conversion is registered as a motorhome. Our [about page](/about) has more on meeting sellers safely.

Ready to look? [Browse the listings](/listings) and filter by vehicle type, price and distance.`,
    },
    {
      slug: "skoolie-van-or-rv",
      title: "Skoolie, Van or RV? Choosing the Right Rig for the Way You Travel",
      coverImage: photo(pool, "bus-1-1"),
      excerpt: null,
      body: `There is no best camper, only the best camper for your trips. Start with how you travel, not with floor plans.

## Three questions to answer first

- How often will you move? Daily moves favour something you can park anywhere.
- How many people (and dogs) sleep inside?
- Will you work from the road and need a real desk?

## How the types compare

| Type | Parks in town | Living space | Typical price |
|:-----|:-------------:|:------------:|--------------:|
| Van | Easily | Snug | $30k–$120k |
| Skoolie | Rarely | Generous | $25k–$90k |
| RV | Sometimes | Generous | $40k–$250k |
| Overlander | Easily | Snug | $60k–$300k |

### Vans

Stealthy and easy to drive. Most buyers' first camper, and the easiest to sell again.

### Skoolies

A converted school bus has room for a family, a wood stove and a proper kitchen, but needs planning for parking and fuel.

### RVs and overlanders

RVs bring comfort and hookups; overlanders bring four-wheel drive and the places paved roads do not reach.

When you know what you want, [search by vehicle type](/listings) or read [how to inspect a used camper](/blog/how-to-inspect-a-used-camper-van).`,
    },
    {
      slug: "pricing-your-camper-to-sell",
      title: "Pricing Your Camper to Sell: A Seller's Guide",
      coverImage: photo(pool, "motorhome-1-1"),
      excerpt:
        "The right price sells a camper in weeks; the wrong one keeps it parked for months. How to find comparable listings, account for the build, and write a listing that earns its price.",
      body: `The right price sells a camper in weeks; the wrong one keeps it parked for months.

## Find comparable listings

Search for the same make, a similar year and similar mileage within a few hundred miles. Note the asking prices, and how long each listing has been up.

## Price the build separately

Buyers pay for the base vehicle *and* the conversion, but not at cost:

- Solar, batteries and a diesel heater hold their value well.
- Custom woodwork is worth what it adds to comfort, not the hours it took.
- Anything half finished lowers the price more than it would cost to finish.

## Write a listing that earns its price

1. Lead with a bright photo taken outside, with the doors open.
2. Add 10 or more photos: cab, bed, kitchen, storage and any known flaws.
3. State the mileage, the service history and the reason you are selling.

Listings on the **roam** and **stampede** tiers also take a video and are featured on the home page. [Compare the listing tiers](/sell-your-camper).`,
    },
    {
      slug: "working-with-a-custom-camper-builder",
      title: "Working With a Custom Camper Builder",
      coverImage: photo(pool, "expedition-1-1"),
      excerpt: null,
      body: `A good builder turns a wish list into a rig that still works after ten thousand miles of washboard roads. A few habits make the collaboration smoother.

## Before the first call

- Collect photos of layouts you like, and write down why.
- Decide your budget ceiling, and keep 15% of it for surprises.
- Know your non-negotiables: a fixed bed, an indoor shower, space for bikes.

## Questions to ask every builder

1. Can I see (or sleep in) a finished build?
2. Who does the electrical work, and is it certified?
3. What warranty covers the build, and for how long?
4. How are changes during the build priced?

![An expedition truck parked outdoors](${photo(pool, "expedition-1-2")})

Meet the builders on Roamstead on the [builders page](/builders).`,
    },
    {
      slug: "winter-camping-in-your-van",
      title: "Winter Camping in Your Van: Staying Warm, Dry and Safe",
      coverImage: photo(pool, "tent-rig-1-1"),
      excerpt:
        "Cold nights are the best nights: quiet campgrounds, clear skies and no bugs. Insulation, heating, condensation and the safety kit that make winter van life comfortable.",
      body: `Cold nights are the best nights: quiet campgrounds, clear skies and no bugs. They just need some preparation.

## Keep the heat in

- Insulate the windows first: they lose more heat than any wall.
- Close off the cab with a curtain, and sleep in a bag rated below the forecast.

## Heat safely

A diesel or propane heater vented outside is the safe choice. Never sleep with an unvented burner running, and fit a **carbon monoxide alarm** at head height.

## Fight condensation

1. Crack a roof vent open, even when it is freezing.
2. Cook with the lid on, and dry wet gear outside the living space.
3. Wipe the windows every morning.

Check the forecast before you go: the [National Weather Service](https://www.weather.gov) has winter storm warnings for every region.`,
    },
    {
      slug: "welcome-to-roamstead",
      title: "Welcome to Roamstead",
      coverImage: null,
      excerpt: null,
      body: null,
      content: `Roamstead is a marketplace for used campers: camper vans, skoolies, RVs and overlanders, and the custom builders who make them.

Sellers list their rigs with photos and a video. Buyers search by type, make, model, price and distance, and write to sellers directly.

This blog will bring buying guides, build stories and advice from the road. Happy roaming!`,
    },
  ];
  const ageDays = [2, 9, 17, 26, 38, 60];
  return posts.map((post, index) => {
    const createdAt = addDays(now, -(ageDays[index] ?? 60 + index));
    return { ...post, authorId: demoAdminId, createdAt, updatedAt: createdAt };
  });
}
