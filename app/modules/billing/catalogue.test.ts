import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import { formatPrice } from "#app/lib/money.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { english } from "#app/test/translator.tsx";
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
    // Descriptions and features are message ids of the billing catalogs (ADR 056).
    expect(listingTiers.roam.extras.map((extra) => english(extra))).toEqual([
      "Featured 3 days on the homepage",
      "Instagram story",
    ]);
    expect(listingTiers.stampede.extras.map((extra) => english(extra))).toEqual([
      "Featured 5 days on the homepage",
      "Instagram feature",
    ]);
    expect(listingTiers.graze.extras).toEqual([]);
    expect(listingTierList.map((tier) => tier.features.map((feature) => english(feature)))).toEqual([
      ["Listing runs 1 month", "Up to 10 photos"],
      ["Listing runs 3 months", "Up to 30 photos", "1 video", "Featured 3 days on the homepage", "Instagram story"],
      ["Listing runs 6 months", "Up to 50 photos", "1 video", "Featured 5 days on the homepage", "Instagram feature"],
    ]);
    for (const tier of listingTierList) {
      expect([...tier.features]).toEqual(expect.arrayContaining([...tier.extras]));
      expect(english(tier.description)).not.toBe(tier.description);
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
    expect(builderPackage.features.map((feature) => english(feature))).toEqual([
      "30 Photos",
      "1 Video",
      "Instagram Feature",
      "Email Feature",
      "3 Free Camper Listings",
      "20% Off Listings After the 3rd",
    ]);
    expect(formatPrice(builderPackage.priceCents)).toBe("$1,500");
  });

  it("describes the tiers in French too, their names kept", () => {
    const { t } = translatorFor("fr-CA");
    expect(listingTiers.roam.features.map((feature) => t(feature))).toEqual([
      "Annonce en ligne 3 mois",
      "Jusqu’à 30 photos",
      "1 vidéo",
      "En vedette 3 jours sur la page d’accueil",
      "Story Instagram",
    ]);
    expect(t("billing.chooseTier.choose", { tier: listingTiers.stampede.name })).toBe("Choisir Stampede");
    expect(t("billing.tierCard.forMonths", { months: 6 })).toBe("pour 6 mois");
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
