// The listings (docs/product/selling.md), their price history (docs/product/buyers-come-back.md), the renewals a
// checkout pays for, and the version every cache of listings is kept by. Columns, checks and indexes are built from
// the listing vocabulary (listing-vocabulary.ts), never from a feature module (ADR 041).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { timestamps } from "./columns.ts";
import { conditionStates, lienStates, retitledAnswers, titleStatuses } from "./disclosure-vocabulary.ts";
import {
  batteryChemistries,
  type CamperDetailKey,
  camperDetailDomains,
  currencies,
  dealRatings,
  drivetrains,
  fuels,
  heaters,
  isYesNoDetail,
  listingTierIds,
  moderationStates,
  odometerUnits,
  searchedCamperDetailKeys,
  showers,
  toilets,
  transmissions,
  vehicleTypes,
} from "./listing-vocabulary.ts";
import type { VinDecode } from "./vin-decode.ts";

/** A column or expression of an index. */
type IndexPart = Parameters<ReturnType<typeof index>["on"]>[0];

export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    vehicleType: text("vehicle_type", { enum: vehicleTypes }).notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    /**
     * The price every comparison reads (filters, sorts, deal rating, alerts), in US cents: the asking price itself for a
     * USD listing, converted at the rate table's rate for another currency (docs/product/currencies-and-units.md).
     */
    priceCents: integer("price_cents").notNull(),
    /** The price as the seller asks it, in cents of `currency`: what the listing shows. */
    askingPriceCents: integer("asking_price_cents").notNull(),
    currency: text("currency", { enum: currencies }).notNull().default("USD"),
    /** In miles, what every comparison reads; null when the seller did not give it (docs/product/selling.md). */
    mileage: integer("mileage"),
    /** The odometer as the seller reads it, in `odometerUnit`: what the listing shows; null with `mileage`. */
    odometer: integer("odometer"),
    odometerUnit: text("odometer_unit", { enum: odometerUnits }).notNull().default("mi"),
    /** The vehicle identification number as the seller gave it, normalized (docs/product/vin-and-paperwork.md); null: none. */
    vin: text("vin"),
    /** What NHTSA's vPIC data said of `vin` when it was saved; null when there is no VIN or the decoder could not answer. */
    vinDecode: jsonb("vin_decode").$type<VinDecode>(),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    description: text("description").notNull().default(""),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    videoUrl: text("video_url"),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: listingTierIds }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    isApproved: boolean("is_approved").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    featuredUntil: timestamp("featured_until", { withTimezone: true }),
    renewalCount: integer("renewal_count").notNull().default(0),
    /** When the owner was told the listing expires soon (7 days ahead); cleared by a renewal. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    // Camper details (docs/product/camper-details.md): null when the seller did not state them.
    sleeps: smallint("sleeps"),
    seatbelts: smallint("seatbelts"),
    lengthFeet: smallint("length_feet"),
    interiorHeightInches: smallint("interior_height_inches"),
    drivetrain: text("drivetrain", { enum: drivetrains }),
    transmission: text("transmission", { enum: transmissions }),
    fuel: text("fuel", { enum: fuels }),
    solarWatts: integer("solar_watts"),
    batteryAmpHours: integer("battery_amp_hours"),
    batteryChemistry: text("battery_chemistry", { enum: batteryChemistries }),
    inverterWatts: integer("inverter_watts"),
    freshWaterGallons: smallint("fresh_water_gallons"),
    greyWaterGallons: smallint("grey_water_gallons"),
    toilet: text("toilet", { enum: toilets }),
    shower: text("shower", { enum: showers }),
    heater: text("heater", { enum: heaters }),
    hasAirConditioning: boolean("has_air_conditioning"),
    hasFridge: boolean("has_fridge"),
    // Paperwork (docs/product/vin-and-paperwork.md): null when the seller did not state it.
    titleStatus: text("title_status", { enum: titleStatuses }),
    titleRegion: text("title_region"),
    retitled: text("retitled", { enum: retitledAnswers }),
    lien: text("lien", { enum: lienStates }),
    sellerIsTitledOwner: boolean("seller_is_titled_owner"),
    // Condition disclosure (docs/product/condition.md): null when not stated; months as their first day.
    roofResealedOn: date("roof_resealed_on"),
    waterDamage: text("water_damage", { enum: conditionStates }),
    softFloor: text("soft_floor", { enum: conditionStates }),
    rust: text("rust", { enum: conditionStates }),
    accidentHistory: text("accident_history", { enum: conditionStates }),
    mechanicalIssues: text("mechanical_issues", { enum: conditionStates }),
    appliancesTestedOn: date("appliances_tested_on"),
    lastServiceOn: date("last_service_on"),
    isSmokeFree: boolean("is_smoke_free"),
    hasHadPets: boolean("has_had_pets"),
    knownIssues: text("known_issues"),
    /** The date of the latest inspection report attached (listing_documents), kept by the documents' writes. */
    lastInspectedOn: date("last_inspected_on"),
    /** The off-grid rating in tenths (0–100), computed from the details on every write; null: not rated. */
    offGridRatingTenths: smallint("off_grid_rating_tenths"),
    /**
     * When the saved-search alerts' matcher took the listing, once it was public: null until then (a
     * partial index keeps the not yet matched ones at hand).
     */
    alertsMatchedAt: timestamp("alerts_matched_at", { withTimezone: true }),
    /** The latest price change, when it was a drop, and by how much; cleared when the price goes up again. */
    lastPriceDropAt: timestamp("last_price_drop_at", { withTimezone: true }),
    lastPriceDropCents: integer("last_price_drop_cents"),
    /** The deal rating, its comparables and their market price: null when fewer than 5 comparables. */
    dealRating: text("deal_rating", { enum: dealRatings }),
    dealComparables: integer("deal_comparables"),
    dealMarketPriceCents: integer("deal_market_price_cents"),
    /**
     * The price in basis points of the market price (9,000 is 10% below it), while the listing is rated: the key of
     * 'Best deals first'. Generated, so it follows a price change and a new rating in the same statement.
     */
    dealPriceBasisPoints: integer("deal_price_basis_points").generatedAlwaysAs(
      sql`case when deal_rating is not null and deal_market_price_cents > 0 then least(price_cents::bigint * 10000 / deal_market_price_cents, 2147483646)::integer end`,
    ),
    dealRatedAt: timestamp("deal_rated_at", { withTimezone: true }),
    /** When the owner marked it sold (it is then inactive); its page says 'Sold' for 14 days, then 410 Gone. */
    soldAt: timestamp("sold_at", { withTimezone: true }),
    /** The sale price the owner gave, if any: private, used only in aggregate by the deal rating. */
    soldPriceCents: integer("sold_price_cents"),
    /** Whether the seller published the sale price (opt-in when marking sold): it is then shown on `/sold`. */
    soldPriceIsPublic: boolean("sold_price_is_public").notNull().default(false),
    /**
     * When this camper was first listed (docs/product/making-the-deal.md, "Days on market"): this listing's
     * publication, or that of an earlier listing of the same camper (same VIN, or the same seller's same make,
     * model and year ended within 30 days).
     */
    firstListedAt: timestamp("first_listed_at", { withTimezone: true }).notNull().defaultNow(),
    /** 'Open to offers' (buyers may make one in the conversation) or 'Firm price'. */
    acceptsOffers: boolean("accepts_offers").notNull().default(true),
    /** The seller's private floor, in cents of `currency`: an offer under it is declined at once. */
    offerFloorCents: integer("offer_floor_cents"),
    /** While an accepted offer holds the camper ('Sale pending'): when it reopens unless sold or extended. */
    salePendingUntil: timestamp("sale_pending_until", { withTimezone: true }),
    /** The pending sale was extended once (it cannot be again). */
    salePendingExtended: boolean("sale_pending_extended").notNull().default(false),
    /** The seller's own stock number (inventory import and the API find a listing by it); unique per seller. */
    stockNumber: text("stock_number"),
    /**
     * Why the listing is not approved: 'under_review' when reports hid it automatically, 'hidden' when an
     * administrator hid it; null otherwise (docs/product/sell-and-talk-safely.md).
     */
    moderationState: text("moderation_state", { enum: moderationStates }),
    /**
     * The state or province of the stored location ("Denver, CO", "80202 (Denver, CO)": CO), as the landing
     * pages read it (docs/product/found-and-shared.md); derived by the database, so every write path keeps it true.
     */
    regionCode: text("region_code").generatedAlwaysAs(
      sql`upper(substring(location from ',[[:space:]]*([A-Za-z]{2})[)]?[[:space:]]*$'))`,
    ),
    /** The make as a landing page's address reads it ("Mercedes-Benz", "mercedes benz": mercedes-benz). */
    makeSlug: text("make_slug").generatedAlwaysAs(
      sql`trim(both '-' from regexp_replace(lower(make), '[^a-z0-9]+', '-', 'g'))`,
    ),
    ...timestamps,
  },
  (t) => {
    // What a search filters on, camper details included: carried by every search walk below.
    const filterColumns = [
      t.expiresAt,
      t.priceCents,
      t.latitude,
      t.longitude,
      t.vehicleType,
      t.make,
      t.model,
      ...searchedDetailColumns(t),
      t.lastPriceDropAt,
      t.salePendingUntil,
    ];
    const publicSearchWalkOn = (name: string, sortKey: IndexPart, ...moreKeys: IndexPart[]) =>
      index(name).on(
        sortKey,
        ...moreKeys,
        ...filterColumns.filter((column) => column !== sortKey && !moreKeys.includes(column)),
      );
    const publicSearchWalk = (name: string, sortKey: IndexPart, ...moreKeys: IndexPart[]) =>
      publicSearchWalkOn(name, sortKey, ...moreKeys).where(sql`${t.isApproved} and ${t.isActive}`);
    return [
      check("listings_vehicle_type_check", sql`${t.vehicleType} in ('van', 'skoolie', 'rv', 'overlander')`),
      check("listings_tier_check", sql`${t.tier} in ('graze', 'roam', 'stampede')`),
      check("listings_price_check", sql`${t.priceCents} >= 0`),
      check("listings_asking_price_check", sql`${t.askingPriceCents} >= 0`),
      check("listings_currency_check", sql`${t.currency} in ('USD', 'CAD')`),
      check("listings_odometer_check", sql`${t.odometer} >= 0 and (${t.odometer} is null) = (${t.mileage} is null)`),
      check("listings_odometer_unit_check", sql`${t.odometerUnit} in ('mi', 'km')`),
      check("listings_vin_check", sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
      // The same camper listed twice, or a VIN copied from another listing (integrity checks).
      index("listings_vin_idx").on(t.vin).where(sql`${t.vin} is not null`),
      check("listings_mileage_check", sql`${t.mileage} >= 0`),
      check("listings_year_check", sql`${t.year} between 1900 and 2100`),
      ...camperDetailChecks(t),
      ...disclosureChecks(t),
      // The paperwork and inspection filters (title=clean, no_lien=1, inspected=1), combined like the details'.
      index("listings_public_paperwork_idx")
        .on(t.titleStatus, t.lien, t.lastInspectedOn)
        .where(sql`${t.isApproved} and ${t.isActive}`),
      index("listings_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
      index("listings_make_trgm_idx").using("gin", sql`${t.make} gin_trgm_ops`),
      index("listings_model_trgm_idx").using("gin", sql`${t.model} gin_trgm_ops`),
      index("listings_price_idx").on(t.priceCents, t.id),
      index("listings_year_idx").on(t.year, t.id),
      // The mileage sorts put unknown mileage last in both directions (app/modules/search/listing-order.server.ts):
      // each sorts on its own expression, served by its own index.
      index("listings_mileage_asc_idx").on(sql`coalesce(${t.mileage}, 2147483647)`, t.id),
      index("listings_mileage_desc_idx").on(sql`coalesce(${t.mileage}, -1)`, t.id),
      index("listings_created_at_idx").on(t.createdAt, t.id),
      index("listings_vehicle_type_idx").on(t.vehicleType),
      // Landing pages (docs/product/found-and-shared.md): a state's campers of one type, a make's, newest first.
      index("listings_region_landing_idx")
        .on(t.regionCode, t.vehicleType, t.createdAt, t.id)
        .where(sql`${t.isApproved} and ${t.isActive}`),
      index("listings_make_landing_idx")
        .on(t.makeSlug, t.createdAt, t.id)
        .where(sql`${t.isApproved} and ${t.isActive}`),
      index("listings_user_id_idx").on(t.userId),
      index("listings_featured_idx").on(t.isFeatured, t.featuredUntil),
      index("listings_earth_idx").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
      index("listings_expiry_reminder_idx").on(t.expiresAt).where(sql`${t.reminderSentAt} is null`),
      // Search walks (app/modules/search/query-listing-page.server.ts, ADR 023): one per sort order, over
      // approved active listings only, carrying after (key, id) every column a search filters on, so a
      // walk is an index-only scan that tests the filters without visiting the table. (Drizzle cannot
      // declare INCLUDE columns; after the unique (key, id) the extra key columns cost the same.)
      publicSearchWalk("listings_public_created_at_idx", t.createdAt, t.id),
      // "Recently reduced", newest first: the newest listings are rarely reduced yet, so the walk reads the
      // reduced ones alone (about one listing in eight has ever been): at a million listings the page came
      // from a scan of the table instead, in a second (ADR 054).
      publicSearchWalkOn("listings_public_reduced_created_at_idx", t.createdAt, t.id).where(
        sql`${t.isApproved} and ${t.isActive} and ${t.lastPriceDropAt} is not null`,
      ),
      publicSearchWalk("listings_public_year_idx", t.year, t.id),
      // 'Fewest days on market' (days_asc), walked backwards.
      publicSearchWalk("listings_public_first_listed_idx", t.firstListedAt, t.id),
      publicSearchWalk("listings_public_price_idx", t.priceCents, t.id),
      publicSearchWalk("listings_public_mileage_asc_idx", sql`coalesce(${t.mileage}, 2147483647)`, t.id, t.mileage),
      publicSearchWalk("listings_public_mileage_desc_idx", sql`coalesce(${t.mileage}, -1)`, t.id, t.mileage),
      publicSearchWalk(
        "listings_public_off_grid_idx",
        sql`coalesce(${t.offGridRatingTenths}, -1)`,
        t.id,
        t.offGridRatingTenths,
      ),
      publicSearchWalk(
        "listings_public_best_deal_idx",
        sql`coalesce(${t.dealPriceBasisPoints}, 2147483647)`,
        t.id,
        t.dealPriceBasisPoints,
      ),
      publicSearchWalk(
        "listings_public_price_drop_idx",
        sql`coalesce(${t.lastPriceDropAt}, 'epoch'::timestamptz)`,
        t.id,
        t.lastPriceDropAt,
      ),
      // A make's own listings, read whole when they are few (make-listings.server.ts, ADR 093): every sort key and
      // every filtered column, so a rare make sorted against its grain is one index-only read of its listings.
      publicSearchWalk(
        "listings_public_make_idx",
        t.make,
        t.createdAt,
        t.year,
        t.firstListedAt,
        t.mileage,
        t.dealPriceBasisPoints,
        t.makeSlug,
        t.id,
      ),
      // The camper-detail filters' fetch when matches are rare (query-listing-page.server.ts): one small
      // index per detail over public listings, which PostgreSQL combines (BitmapAnd) for the selective ones.
      // A camper's size is asked as a pair ("sleeps 6 in under 20 feet") whose halves are each common (at a
      // million listings 9% and 33%) and together rare: the sleeps index holds the length too, so the pair is
      // one range of one index, not 93,000 rows read to test their length (ADR 054).
      ...searchedDetailColumns(t).map((column) =>
        column === t.sleeps
          ? index("listings_public_sleeps_length_idx")
              .on(t.sleeps, t.lengthFeet)
              .where(sql`${t.isApproved} and ${t.isActive}`)
          : index(`listings_public_${column.name}_idx`).on(column).where(sql`${t.isApproved} and ${t.isActive}`),
      ),
      // The map's bounding-box search (app/modules/search): a GiST index answers `box @> point`.
      index("listings_public_point_idx")
        .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
        .where(sql`${t.isApproved} and ${t.isActive}`),
      // Published listings the saved-search alerts have not matched yet (app/modules/saved-searches).
      index("listings_alerts_unmatched_idx")
        .on(t.createdAt, t.id)
        .where(sql`${t.alertsMatchedAt} is null and ${t.isApproved} and ${t.isActive}`),
      // The deal rating's comparables: same type and make, a range of years (app/modules/deal-rating).
      index("listings_comparables_idx").on(t.vehicleType, sql`lower(${t.make})`, t.year),
      check("listings_sold_check", sql`${t.soldAt} is null or not ${t.isActive}`),
      check(
        "listings_sold_price_check",
        sql`${t.soldPriceCents} is null or (${t.soldPriceCents} >= 0 and ${t.soldAt} is not null)`,
      ),
      check("listings_sold_price_public_check", sql`not ${t.soldPriceIsPublic} or ${t.soldPriceCents} is not null`),
      check("listings_offer_floor_check", sql`${t.offerFloorCents} >= 0`),
      check("listings_sale_pending_check", sql`${t.salePendingUntil} is null or ${t.soldAt} is null`),
      // `/sold`: the published sale prices, newest sale first.
      index("listings_sold_public_idx").on(t.soldAt, t.id).where(sql`${t.soldPriceIsPublic}`),
      uniqueIndex("listings_seller_stock_number_idx")
        .on(t.userId, t.stockNumber)
        .where(sql`${t.stockNumber} is not null`),
      // The pending sales to reopen (their time passed).
      index("listings_sale_pending_idx").on(t.salePendingUntil).where(sql`${t.salePendingUntil} is not null`),
      check(
        "listings_moderation_check",
        sql`${t.moderationState} is null or (${t.moderationState} in ('under_review', 'hidden') and not ${t.isApproved})`,
      ),
      check("listings_deal_rating_check", sql`${t.dealRating} in ('great', 'good', 'fair', 'high')`),
      index("listings_public_featured_idx")
        .on(t.createdAt, t.id, t.expiresAt, t.featuredUntil)
        .where(sql`${t.isFeatured} and ${t.isApproved} and ${t.isActive}`),
    ];
  },
);

/** The details a search filters on, and the off-grid rating. */
function searchedDetailColumns(t: Record<CamperDetailKey | "offGridRatingTenths", AnyPgColumn>) {
  return [...searchedCamperDetailKeys.map((key) => t[key]), t.offGridRatingTenths];
}

/** The database holds only what the listing form accepts (its fields take these ranges and values). */
function camperDetailChecks(t: Record<CamperDetailKey | "offGridRatingTenths", AnyPgColumn>) {
  const checked = Object.entries(camperDetailDomains).filter(([key]) => !isYesNoDetail(key as CamperDetailKey));
  return [
    ...checked.map(([key, domain]) => {
      const column = t[key as CamperDetailKey];
      const name = `listings_${column.name}_check`;
      return "values" in domain
        ? check(name, inValues(column, domain.values))
        : check(name, sql`${column} between ${sql.raw(String(domain.min))} and ${sql.raw(String(domain.max))}`);
    }),
    check("listings_off_grid_rating_tenths_check", sql`${t.offGridRatingTenths} between 0 and 100`),
  ];
}

const inValues = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

/** The paperwork and condition the form accepts: its choices, a state or province code, months as their first day. */
type DisclosureColumn =
  | "titleStatus"
  | "titleRegion"
  | "retitled"
  | "lien"
  | "waterDamage"
  | "softFloor"
  | "rust"
  | "accidentHistory"
  | "mechanicalIssues"
  | "roofResealedOn"
  | "appliancesTestedOn"
  | "lastServiceOn"
  | "knownIssues";

function disclosureChecks(t: Record<DisclosureColumn, AnyPgColumn>) {
  const month = (column: AnyPgColumn) =>
    check(`listings_${column.name}_check`, sql`extract(day from ${column}) = 1 and ${column} >= date '1950-01-01'`);
  const choice = (column: AnyPgColumn, values: readonly string[]) =>
    check(`listings_${column.name}_check`, inValues(column, values));
  return [
    choice(t.titleStatus, titleStatuses),
    check("listings_title_region_check", sql`${t.titleRegion} ~ '^[A-Z]{2}$'`),
    choice(t.retitled, retitledAnswers),
    choice(t.lien, lienStates),
    ...[t.waterDamage, t.softFloor, t.rust, t.accidentHistory, t.mechanicalIssues].map((column) =>
      choice(column, conditionStates),
    ),
    ...[t.roofResealedOn, t.appliancesTestedOn, t.lastServiceOn].map(month),
    check("listings_known_issues_check", sql`${t.knownIssues} <> ''`),
  ];
}

export type Listing = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

/**
 * Every change of a listing's asking price, in the transaction that made it (docs/product/buyers-come-back.md). Its
 * foreign key to `listings` is declared in its migration only (drizzle/0016_buyers-come-back.sql).
 */
export const listingPriceChanges = pgTable(
  "listing_price_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    listingId: uuid("listing_id").notNull(),
    /** Asking prices, in cents of `currency`. */
    oldPriceCents: integer("old_price_cents").notNull(),
    newPriceCents: integer("new_price_cents").notNull(),
    currency: text("currency", { enum: currencies }).notNull().default("USD"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_price_changes_listing_idx").on(t.listingId, t.changedAt)],
);

export type ListingPriceChange = typeof listingPriceChanges.$inferSelect;

/**
 * Every make a listing has had, kept by the database: a trigger adds a listing's make when it is inserted or its make
 * changes (drizzle/0036_listing-makes.sql), and nothing removes one. A make filter reads the makes it matches here,
 * a few hundred rows, then the listings of exactly those makes (app/modules/search/make-listings.server.ts, ADR 093).
 */
export const listingMakes = pgTable("listing_makes", {
  make: text("make").primaryKey(),
  /** As listings.make_slug derives it. */
  makeSlug: text("make_slug")
    .notNull()
    .generatedAlwaysAs(sql`trim(both '-' from regexp_replace(lower(make), '[^a-z0-9]+', '-', 'g'))`),
});

/**
 * A listing checkout that renews an existing listing instead of making a new one: the payment
 * session (one row each) carries the listing it renews. Its foreign keys to `payment_sessions` and `listings` are
 * declared in its migration only (drizzle/0006_selling.sql), as drizzle-kit's snapshot has it.
 */
export const listingRenewals = pgTable(
  "listing_renewals",
  {
    paymentSessionId: uuid("payment_session_id").primaryKey(),
    /**
     * The listing it renews; null once that listing is deleted (ON DELETE SET NULL): the row stays, so
     * the session is still a renewal and can never make a new listing.
     */
    listingId: uuid("listing_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_renewals_listing_idx").on(t.listingId)],
);

export type ListingRenewal = typeof listingRenewals.$inferSelect;

/** Moves with every committed change to `listings` (a statement trigger); cached searches are keyed by it. */
export const listingChanges = pgTable(
  "listing_changes",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("listing_changes_single_row_check", sql`${t.id} = 1`)],
);
