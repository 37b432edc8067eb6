CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"usd_per_unit" double precision NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date"),
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."usd_per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "listing_price_changes" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "asking_price_cents" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "odometer" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "odometer_unit" text DEFAULT 'mi' NOT NULL;--> statement-breakpoint
-- Every listing so far was asked in US dollars and read in miles.
UPDATE "listings" SET "asking_price_cents" = "price_cents", "odometer" = "mileage";--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "asking_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_asking_price_check" CHECK ("listings"."asking_price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_currency_check" CHECK ("listings"."currency" in ('USD', 'CAD'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_odometer_check" CHECK ("listings"."odometer" >= 0 and ("listings"."odometer" is null) = ("listings"."mileage" is null));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_odometer_unit_check" CHECK ("listings"."odometer_unit" in ('mi', 'km'));
