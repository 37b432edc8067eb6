import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  batteryChemistries,
  type CamperDetailKey,
  camperDetailFields,
  drivetrains,
  fuels,
  heaters,
  isYesNoDetail,
  showers,
  toilets,
  transmissions,
} from "../modules/camper-details/camper-details.ts";
import { camperDetailFilters } from "../modules/search/camper-detail-filters.ts";
import { user } from "./auth-schema.ts";

export * from "./auth-schema.ts";

export const vehicleTypes = ["van", "skoolie", "rv", "overlander"] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export const listingTierIds = ["graze", "roam", "stampede"] as const;

/** A listing's asking price against comparable campers' (docs/product/buyers-come-back.md, Deal rating). */
export const dealRatings = ["great", "good", "fair", "high"] as const;
export type DealRating = (typeof dealRatings)[number];
export type ListingTierId = (typeof listingTierIds)[number];

/** Why a listing was taken out of public view by moderation (docs/product/sell-and-talk-safely.md). */
export const moderationStates = ["under_review", "hidden"] as const;
export type ModerationState = (typeof moderationStates)[number];

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

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
    priceCents: integer("price_cents").notNull(),
    /** Null when the seller did not give it (mileage is optional, docs/product/selling.md). */
    mileage: integer("mileage"),
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
    dealRatedAt: timestamp("deal_rated_at", { withTimezone: true }),
    /** When the owner marked it sold (it is then inactive); its page says 'Sold' for 14 days, then 410 Gone. */
    soldAt: timestamp("sold_at", { withTimezone: true }),
    /** The sale price the owner gave, if any: private, used only in aggregate by the deal rating. */
    soldPriceCents: integer("sold_price_cents"),
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
    ];
    const publicSearchWalk = (name: string, sortKey: IndexPart, ...moreKeys: IndexPart[]) =>
      index(name)
        .on(sortKey, ...moreKeys, ...filterColumns.filter((column) => column !== sortKey && !moreKeys.includes(column)))
        .where(sql`${t.isApproved} and ${t.isActive}`);
    return [
      check("listings_vehicle_type_check", sql`${t.vehicleType} in ('van', 'skoolie', 'rv', 'overlander')`),
      check("listings_tier_check", sql`${t.tier} in ('graze', 'roam', 'stampede')`),
      check("listings_price_check", sql`${t.priceCents} >= 0`),
      check("listings_mileage_check", sql`${t.mileage} >= 0`),
      check("listings_year_check", sql`${t.year} between 1900 and 2100`),
      ...camperDetailChecks(t),
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
      publicSearchWalk("listings_public_year_idx", t.year, t.id),
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
        "listings_public_price_drop_idx",
        sql`coalesce(${t.lastPriceDropAt}, 'epoch'::timestamptz)`,
        t.id,
        t.lastPriceDropAt,
      ),
      // The camper-detail filters' fetch when matches are rare (query-listing-page.server.ts): one small
      // index per detail over public listings, which PostgreSQL combines (BitmapAnd) for the selective ones.
      ...searchedDetailColumns(t).map((column) =>
        index(`listings_public_${column.name}_idx`).on(column).where(sql`${t.isApproved} and ${t.isActive}`),
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
  return [...camperDetailFilters.map((filter) => t[filter.field.key]), t.offGridRatingTenths];
}

/** The database holds only what the listing form accepts (app/modules/camper-details/camper-details.ts). */
function camperDetailChecks(t: Record<CamperDetailKey | "offGridRatingTenths", AnyPgColumn>) {
  const checked = camperDetailFields.filter((field) => field.kind === "number" || !isYesNoDetail(field.key));
  return [
    ...checked.map((field) => {
      const column = t[field.key];
      const name = `listings_${column.name}_check`;
      return field.kind === "number"
        ? check(name, sql`${column} between ${sql.raw(String(field.min))} and ${sql.raw(String(field.max))}`)
        : check(name, sql`${column} in (${sql.raw(field.options.map((option) => `'${option.value}'`).join(", "))})`);
    }),
    check("listings_off_grid_rating_tenths_check", sql`${t.offGridRatingTenths} between 0 and 100`),
  ];
}

export type Listing = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

export const outboxStatuses = ["pending", "sent"] as const;

/** Every e-mail is written here in the transaction that caused it; a worker delivers it. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    /** Replies go here instead of to MAIL_FROM (a buyer's address on a message to a seller). */
    replyTo: text("reply_to"),
    /** One-click unsubscribe URL for the List-Unsubscribe headers (RFC 8058) of newsletter mail. */
    listUnsubscribeUrl: text("list_unsubscribe_url"),
    /** A delivery attempt holds the row until then, without a transaction open during SMTP. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent')`),
    index("outbox_status_idx").on(t.status, t.id),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;

/**
 * Failed password sign-ins, per account and client address (ADR 018): counted per pair and per address
 * to refuse, and per account only to tighten the pair limit while the account is under attack.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    /** The client address (an IPv6 address as its /64), or 'unknown' when none was given. */
    clientAddress: text("client_address").notNull().default("unknown"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_failures_email_idx").on(t.email, t.attemptedAt),
    index("sign_in_failures_pair_idx").on(t.email, t.clientAddress, t.attemptedAt),
    index("sign_in_failures_address_idx").on(t.clientAddress, t.attemptedAt),
  ],
);

/** A buyer's message to a seller, stored before it is mailed (the seller's address never leaves the server). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    senderIp: text("sender_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_listing_idx").on(t.listingId, t.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;

/**
 * One row per address (stored lower-cased). A sign-up only asks: the address is subscribed once its
 * owner confirms through the mailed link (double opt-in, docs/decisions/019-newsletter-double-opt-in.md).
 * Subscribed means `confirmed_at` set and `unsubscribed_at` null; unsubscribing keeps the row, and a new
 * sign-up re-activates it only through a new confirmation.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** When the current subscription started (its confirmation); for an address never confirmed, when the row was made. */
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The sign-up the latest confirmation mail answered, and the client address it came from. */
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    requestIp: text("request_ip"),
    /** SHA-256 (hex) of the random token in the confirmation link; the token itself is never stored. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /** Consent: when the link was confirmed and the client address the confirmation came from. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmIp: text("confirm_ip"),
  },
  (t) => [check("newsletter_subscribers_email_lower_check", sql`${t.email} = lower(${t.email})`)],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

/** Fixed-window counters for our own rate limits (contact form, newsletter); one row per key and window. */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    /** When the window is over and the row may be deleted. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_windows_expires_idx").on(t.expiresAt)],
);

export const paymentProviderIds = ["local", "stripe"] as const;
export type PaymentProviderId = (typeof paymentProviderIds)[number];
export const paymentSessionKinds = ["listing", "builder"] as const;
export const paymentSessionStatuses = ["open", "paid", "expired", "canceled"] as const;
export type PaymentSessionStatus = (typeof paymentSessionStatuses)[number];

/**
 * One checkout (a payment session, docs/product/payments.md): a user paying for a listing tier or the builder
 * package. It becomes `paid` only when the provider confirms it on the server, and is consumed by
 * exactly one listing or profile (`used_at`, `used_for_id`).
 */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: paymentProviderIds }).notNull(),
    /** The provider's id (Stripe's `cs_…`); null only between our insert and the provider's answer. */
    providerSessionId: text("provider_session_id").unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: paymentSessionKinds }).notNull(),
    /** A listing tier for `listing`, `roamstead` for `builder`. */
    tier: text("tier").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: paymentSessionStatuses }).notNull().default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The listing or builder profile made from this payment. */
    usedForId: text("used_for_id"),
    ...timestamps,
  },
  (t) => [
    check("payment_sessions_provider_check", sql`${t.provider} in ('local', 'stripe')`),
    check("payment_sessions_kind_check", sql`${t.kind} in ('listing', 'builder')`),
    check(
      "payment_sessions_tier_check",
      sql`(${t.kind} = 'listing' and ${t.tier} in ('graze', 'roam', 'stampede')) or (${t.kind} = 'builder' and ${t.tier} = 'roamstead')`,
    ),
    check("payment_sessions_status_check", sql`${t.status} in ('open', 'paid', 'expired', 'canceled')`),
    check("payment_sessions_amount_check", sql`${t.amountCents} >= 0`),
    check("payment_sessions_currency_check", sql`${t.currency} = 'usd'`),
    check("payment_sessions_paid_at_check", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check("payment_sessions_used_check", sql`${t.usedAt} is null or ${t.status} = 'paid'`),
    index("payment_sessions_user_kind_status_idx").on(t.userId, t.kind, t.status),
  ],
);

export type PaymentSession = typeof paymentSessions.$inferSelect;

export * from "./admin-schema.ts";
export * from "./blog-schema.ts";
export * from "./builder-schema.ts";
export * from "./buyer-schema.ts";
export * from "./media-schema.ts";
export * from "./selling-schema.ts";
export * from "./trust-schema.ts";

/** Moves with every committed change to `listings` (a statement trigger); cached searches are keyed by it. */
export const listingChanges = pgTable(
  "listing_changes",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("listing_changes_single_row_check", sql`${t.id} = 1`)],
);
