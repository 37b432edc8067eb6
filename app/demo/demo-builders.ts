// The demo's custom camper builders: two dozen made-up companies with profiles on /builders (more
// than two pages of 9, so infinite scroll has something to do), one of them owned by the demo
// builder account, who has also used the package's 3 free camper listings (so the demo shows the
// perks: their next listing is 20% off). Pure: the same rows every time, dated relative to `now`.
import type { NewBuilder, NewListing, PaymentSession, user } from "#app/db/schema.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { type DemoPlace, type DemoSilhouette, demoPlaces } from "./catalog.ts";
import { demoAccounts } from "./demo-accounts.server.ts";
import { addDays, addMonths, demoLifecycle } from "./demo-lifecycle.ts";
import { pickDemoPhotoUrls } from "./demo-photo-pool.ts";
import { generateListingDraft } from "./generate-listing.ts";
import { createRandom, demoUuid, type Random, seedFor } from "./random.ts";

const demoBuilderSeed = 0xb0117;
export const demoBuilderAccountId = demoAccounts[1].id;

interface DemoCompany {
  name: string;
  place: string;
  specialty: string;
  silhouette: DemoSilhouette;
  /** Days since the profile was created (newest first on /builders). */
  ageDays: number;
  hasInstagram?: boolean;
  hasWebsite?: boolean;
}

/** The demo builder account's own company. */
const ownCompany: DemoCompany = {
  name: "Trailhead Van Works",
  place: "Bend, OR",
  specialty: "Sprinter and Transit conversions with off-grid electrical",
  silhouette: "van",
  ageDays: 45,
};

const companies: readonly DemoCompany[] = [
  {
    name: "Cascade Camper Co.",
    place: "Portland, OR",
    specialty: "family van conversions",
    silhouette: "van",
    ageDays: 3,
  },
  {
    name: "Skoolie Supply Works",
    place: "Asheville, NC",
    specialty: "full-size school bus builds",
    silhouette: "bus",
    ageDays: 8,
  },
  {
    name: "High Desert Overland",
    place: "Flagstaff, AZ",
    specialty: "expedition trucks and flatbed campers",
    silhouette: "expedition",
    ageDays: 12,
  },
  {
    name: "Salt & Cedar Builds",
    place: "Bellingham, WA",
    specialty: "cedar-lined van interiors",
    silhouette: "van",
    ageDays: 17,
  },
  {
    name: "Northern Lights Coachworks",
    place: "Anchorage, AK",
    specialty: "four-season insulated rigs",
    silhouette: "expedition",
    ageDays: 22,
    hasWebsite: false,
  },
  {
    name: "Little Yellow Bus Co.",
    place: "Austin, TX",
    specialty: "short bus conversions",
    silhouette: "shortBus",
    ageDays: 27,
  },
  {
    name: "Wasatch Rig Studio",
    place: "Salt Lake City, UT",
    specialty: "ski-ready van builds",
    silhouette: "van",
    ageDays: 31,
    hasInstagram: false,
  },
  {
    name: "Coastline Coaches",
    place: "San Diego, CA",
    specialty: "Class A motorhome remodels",
    silhouette: "coach",
    ageDays: 38,
  },
  {
    name: "Ridge Runner Campers",
    place: "Boise, ID",
    specialty: "truck toppers and rooftop tents",
    silhouette: "tentRig",
    ageDays: 52,
  },
  {
    name: "Blue Ridge Bus Barn",
    place: "Chattanooga, TN",
    specialty: "skoolie shells and full builds",
    silhouette: "bus",
    ageDays: 60,
  },
  {
    name: "Sea to Sky Vanlife",
    place: "Squamish, BC",
    specialty: "climbing-friendly van layouts",
    silhouette: "van",
    ageDays: 68,
  },
  {
    name: "Prairie Nomad Builds",
    place: "Saskatoon, SK",
    specialty: "cold-weather short bus builds",
    silhouette: "shortBus",
    ageDays: 75,
  },
  {
    name: "Red Rock Expedition Co.",
    place: "Moab, UT",
    specialty: "overland trucks with pop-top campers",
    silhouette: "expedition",
    ageDays: 83,
  },
  {
    name: "Lakeshore Motorhome Restoration",
    place: "Madison, WI",
    specialty: "vintage Class C restorations",
    silhouette: "motorhome",
    ageDays: 91,
    hasInstagram: false,
  },
  {
    name: "Green Mountain Camper Shop",
    place: "Burlington, VT",
    specialty: "compact van builds for two",
    silhouette: "van",
    ageDays: 104,
  },
  {
    name: "Gulf Coast Skoolies",
    place: "St. Petersburg, FL",
    specialty: "solar-powered bus homes",
    silhouette: "bus",
    ageDays: 118,
  },
  {
    name: "Rocky Mountain Tent Rigs",
    place: "Boulder, CO",
    specialty: "Tacoma and 4Runner sleep systems",
    silhouette: "tentRig",
    ageDays: 131,
  },
  {
    name: "Maritime Motor Coach",
    place: "Halifax, NS",
    specialty: "Class A refits",
    silhouette: "coach",
    ageDays: 147,
    hasWebsite: false,
  },
  {
    name: "Sonoran Van Co.",
    place: "Tucson, AZ",
    specialty: "hot-climate ventilation and cooling",
    silhouette: "van",
    ageDays: 163,
  },
  {
    name: "Big Sky Motorhomes",
    place: "Bozeman, MT",
    specialty: "Class C rebuilds",
    silhouette: "motorhome",
    ageDays: 180,
  },
  {
    name: "Great Lakes Conversion Co.",
    place: "Chicago, IL",
    specialty: "ProMaster conversions",
    silhouette: "van",
    ageDays: 204,
  },
  {
    name: "Okanagan Overland",
    place: "Kelowna, BC",
    specialty: "expedition vehicle fit-outs",
    silhouette: "expedition",
    ageDays: 231,
  },
  {
    name: "Tumbleweed Tiny Bus",
    place: "Santa Fe, NM",
    specialty: "adobe-style bus interiors",
    silhouette: "shortBus",
    ageDays: 266,
  },
];

/** A package bought more than a year ago and not renewed: hidden from /builders, kept for its owner. */
const expiredCompany: DemoCompany = {
  name: "Yesteryear Van Conversions",
  place: "Reno, NV",
  specialty: "retro van interiors",
  silhouette: "van",
  ageDays: 400,
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function placeOf(location: string): DemoPlace {
  const found = demoPlaces.find((candidate) => candidate.location === location);
  if (!found) throw new Error(`unknown demo place ${location}`);
  return found;
}

function describe(company: DemoCompany, rng: Random): string {
  const years = rng.int(3, 14);
  const builds = rng.int(4, 30) * 5;
  return [
    `${company.name} is a small team in ${company.place} specialising in ${company.specialty}.`,
    `We have been building for ${years} years and have handed over more than ${builds} rigs, each designed with its owners from the first sketch to the final walk-through.`,
    "Every build includes a written electrical and plumbing plan, a one-year workmanship warranty and a weekend of help on your first trip.",
    "Tell us how you travel and we will tell you what it takes.",
  ].join("\n\n");
}

export interface DemoBuilderData {
  /** The companies' owners (no credentials: they cannot sign in); the demo builder account is seeded elsewhere. */
  users: (typeof user.$inferInsert)[];
  builders: NewBuilder[];
  /** The demo builder's three camper listings, made with the package's free listings. */
  listings: (NewListing & { id: string })[];
  /** The three free listing sessions those listings used (paid, amount 0, used). */
  paymentSessions: (Omit<PaymentSession, "usedForId"> & { usedForId: string })[];
}

function builderRow(company: DemoCompany, index: number, userId: string, now: Date): NewBuilder {
  const rng = createRandom(seedFor(demoBuilderSeed, index));
  const place = placeOf(company.place);
  const createdAt = addDays(now, -company.ageDays - rng.between(0.05, 0.9));
  const handle = slug(company.name).replace(/-/g, "");
  const photos = [...pickDemoPhotoUrls(rng, company.silhouette), ...pickDemoPhotoUrls(rng, company.silhouette)];
  return {
    id: demoUuid(rng),
    userId,
    businessName: company.name,
    website: company.hasWebsite === false ? "" : `https://${slug(company.name)}.example/`,
    description: describe(company, rng),
    location: place.location,
    latitude: place.latitude,
    longitude: place.longitude,
    imageUrls: [...new Set(photos)],
    videoUrl: null,
    instagram: company.hasInstagram === false ? "" : handle.slice(0, 30),
    email: `hello@${slug(company.name)}.example`,
    tier: builderPackage.id,
    isActive: true,
    isApproved: true,
    expiresAt: addMonths(createdAt, builderPackage.months),
    paymentSessionId: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Every demo builder row to insert; `now` is the moment the demo's dates are relative to. */
export function buildDemoBuilders(now: Date): DemoBuilderData {
  const all = [ownCompany, ...companies, expiredCompany];
  const users: DemoBuilderData["users"] = [];
  const builders = all.map((company, index) => {
    if (company === ownCompany) return builderRow(company, index, demoBuilderAccountId, now);
    const userId = `demo-builder-${String(index).padStart(2, "0")}`;
    users.push({
      id: userId,
      email: `${slug(company.name)}@builders.roamstead.demo`,
      name: company.name,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    return builderRow(company, index, userId, now);
  });

  const own = builders[0] as NewBuilder & { createdAt: Date };
  const listingRng = createRandom(seedFor(demoBuilderSeed, 1000));
  const tiers = ["stampede", "roam", "graze"] as const;
  const listings: DemoBuilderData["listings"] = [];
  const paymentSessions: DemoBuilderData["paymentSessions"] = [];
  tiers.forEach((tier, index) => {
    const rng = createRandom(seedFor(demoBuilderSeed, 2000 + index));
    const { silhouette, ...draft } = generateListingDraft({
      rng,
      vehicleType: "van",
      sellerPlace: placeOf(ownCompany.place),
    });
    const createdAt = addDays(own.createdAt, 5 + index * 12 + rng.between(0.1, 0.9));
    const lifecycle = demoLifecycle({ tier, createdAt, now, keepRenewed: true });
    const id = demoUuid(listingRng);
    const sessionId = demoUuid(listingRng);
    listings.push({
      ...draft,
      ...lifecycle,
      id,
      title: `${draft.year} ${draft.make} ${draft.model} by ${ownCompany.name}`,
      userId: demoBuilderAccountId,
      images: pickDemoPhotoUrls(rng, silhouette),
      updatedAt: createdAt,
    });
    paymentSessions.push({
      id: sessionId,
      provider: "local",
      providerSessionId: `free_${sessionId}`,
      userId: demoBuilderAccountId,
      kind: "listing",
      tier,
      amountCents: 0,
      currency: "usd",
      status: "paid",
      paidAt: createdAt,
      usedAt: createdAt,
      usedForId: id,
      createdAt,
      updatedAt: createdAt,
    });
  });
  return { users, builders, listings, paymentSessions };
}
