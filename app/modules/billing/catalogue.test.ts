import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import { formatPrice } from "#app/lib/money.ts";
import {
  builderPackage,
  checkoutReturnPaths,
  findProduct,
  listingTierList,
  listingTiers,
  parseBuilderPackageId,
  parseTierId,
} from "./catalogue.ts";
import { priceFor } from "./start-checkout.server.ts";

describe("the catalogue (docs/product/selling.md, docs/product/builders.md)", () => {
  it("has the three listing tiers with their prices, durations, limits and featured days", () => {
    expect(
      listingTierList.map(({ id, name, priceCents, months, maxImages, maxVideos, featuredDays }) => ({
        id,
        name,
        priceCents,
        months,
        maxImages,
        maxVideos,
        featuredDays,
      })),
    ).toEqual([
      { id: "graze", name: "Graze", priceCents: 2_900, months: 1, maxImages: 10, maxVideos: 0, featuredDays: 0 },
      { id: "roam", name: "Roam", priceCents: 8_900, months: 3, maxImages: 30, maxVideos: 1, featuredDays: 3 },
      { id: "stampede", name: "Stampede", priceCents: 25_000, months: 6, maxImages: 50, maxVideos: 1, featuredDays: 5 },
    ]);
    expect(listingTiers.roam.extras).toEqual(["Featured 3 days on the homepage", "Instagram story"]);
    expect(listingTiers.stampede.extras).toEqual(["Featured 5 days on the homepage", "Instagram feature"]);
    expect(listingTiers.graze.extras).toEqual([]);
    for (const tier of listingTierList) {
      expect(tier.features).toEqual(expect.arrayContaining(tier.extras));
      expect(tier.description.length).toBeGreaterThan(0);
    }
    expect(listingTierList.map((tier) => formatPrice(tier.priceCents))).toEqual(["$29", "$89", "$250"]);
  });

  it("has the builder package 'Roamstead Builder' at $1,500 a year", () => {
    expect(builderPackage).toMatchObject({
      id: "roamstead",
      name: "Roamstead Builder",
      priceCents: 150_000,
      period: "year",
      maxPhotos: 30,
      maxVideos: 1,
      freeListings: 3,
      listingDiscountPercent: 20,
    });
    expect(builderPackage.features).toEqual([
      "30 Photos",
      "1 Video",
      "Instagram Feature",
      "Email Feature",
      "3 Free Camper Listings",
      "20% Off Listings After the 3rd",
    ]);
    expect(formatPrice(builderPackage.priceCents)).toBe("$1,500");
  });

  it("reads tier ids case-insensitively and nothing else", () => {
    expect(parseTierId("roam")).toBe("roam");
    expect(parseTierId("STAMPEDE")).toBe("stampede");
    expect(parseTierId(" Graze ")).toBe("graze");
    for (const text of ["", null, undefined, "gold", "roamstead", "toString", "__proto__", "constructor"]) {
      expect(parseTierId(text)).toBeNull();
    }
    expect(parseBuilderPackageId("Roamstead")).toBe("roamstead");
    expect(parseBuilderPackageId("roam")).toBeNull();
  });

  it("matches tiers to kinds, and prices checkouts from the catalogue", () => {
    expect(findProduct("listing", "Roam")).toMatchObject({ kind: "listing", id: "roam", priceCents: 8_900 });
    expect(findProduct("builder", "roamstead")).toMatchObject({ id: "roamstead", name: "Roamstead Builder" });
    expect(findProduct("listing", "roamstead")).toBeNull();
    expect(findProduct("builder", "stampede")).toBeNull();
    expect(priceFor({ kind: "listing", tier: "stampede" })?.amountCents).toBe(25_000);
    expect(priceFor({ kind: "builder", tier: "roamstead" })?.amountCents).toBe(150_000);
    expect(priceFor({ kind: "builder", tier: "graze" })).toBeNull();
  });

  it("returns listings to /success and /cancel and builders to their own pages", () => {
    expect(checkoutReturnPaths("listing")).toEqual({ success: "/success", cancel: "/cancel" });
    expect(checkoutReturnPaths("builder")).toEqual({ success: "/builder-success", cancel: "/builder-cancel" });
  });
});

describe("payment configuration", () => {
  it("defaults to the local provider with no Stripe keys", () => {
    const env = parseEnv({});
    expect(env.PAYMENT_PROVIDER).toBe("local");
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("requires both Stripe keys with PAYMENT_PROVIDER=stripe, naming the missing one", () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe" })).toThrowError(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc" })).toThrowError(
      /STRIPE_WEBHOOK_SECRET=\(hidden\): required with PAYMENT_PROVIDER=stripe/,
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrowError(
      /STRIPE_SECRET_KEY=\(hidden\): required with PAYMENT_PROVIDER=stripe/,
    );
    const env = parseEnv({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_URL: "",
    });
    expect(env).toMatchObject({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_abc" });
    expect(env.STRIPE_API_URL).toBeUndefined();
  });

  it("refuses an unknown provider, a publishable key in place of the secret one, and a bad API URL", () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: "paypal" })).toThrowError(/PAYMENT_PROVIDER/);
    expect(() =>
      parseEnv({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "pk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
    ).toThrowError(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ STRIPE_API_URL: "ftp://stripe" })).toThrowError(/STRIPE_API_URL/);
  });
});
