// The JSON-LD of real pages, through the whole app (docs/product/found-and-shared.md, Structured data): every
// `<script type="application/ld+json">` of the server HTML is parsed and checked for what Google's rich results
// require of its type (Product snippets, Breadcrumb, Local business) and what they recommend for an Article.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, builders, user } from "#app/db/schema.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed({ accounts: { seller: "dana.rivers@example.com" } });

let app: AppRequestHandler | undefined;
async function page(path: string): Promise<string> {
  app ??= await createAppRequestHandler(bed.services);
  const response = await app.handle(new Request(`${testBaseUrl}${path}`));
  expect([path, response.status]).toEqual([path, 200]);
  return response.text();
}

type Node = Record<string, unknown>;

/** Every JSON-LD script's content, parsed; the entities of its `@graph` (or itself) listed one by one. */
function structuredData(html: string): Node[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.flatMap(([, json]) => {
    const value = JSON.parse(json ?? "") as Node;
    expect(value["@context"]).toBe("https://schema.org");
    return Array.isArray(value["@graph"]) ? (value["@graph"] as Node[]) : [value];
  });
}

const typesOf = (node: Node) => [node["@type"]].flat();

function entityOfType(nodes: Node[], type: string): Node {
  const found = nodes.filter((node) => typesOf(node).includes(type));
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0] as Node;
}

/** Product snippets: a name, and an offer with its price, currency and availability. */
function expectProductSnippet(product: Node) {
  expect(product.name).toEqual(expect.any(String));
  const offer = product.offers as Node;
  expect(offer["@type"]).toBe("Offer");
  expect(String(offer.price)).toMatch(/^\d+(\.\d+)?$/);
  expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/\w+$/);
}

/** Breadcrumb: ListItems numbered from 1, each with a name and an absolute item URL. */
function expectBreadcrumbList(list: Node) {
  const items = list.itemListElement as Node[];
  expect(items.length).toBeGreaterThanOrEqual(2);
  items.forEach((item, index) => {
    expect(item).toMatchObject({ "@type": "ListItem", position: index + 1, name: expect.any(String) });
    expect(String(item.item).startsWith(`${testBaseUrl}/`)).toBe(true);
  });
}

async function namedSeller(name: string) {
  await bed.db.update(user).set({ name }).where(eq(user.id, bed.accounts.seller.id));
  return bed.accounts.seller.id;
}

describe("a listing's page", () => {
  it("is a Product and Vehicle with an Offer in stock, and a BreadcrumbList matching the visible breadcrumbs", async () => {
    const id = await insertListingFixture(bed.db, {
      userId: await namedSeller("Dana Rivers"),
      location: "Denver, CO",
      description: "Solar and a heater.",
      images: ["/uploads/a.webp"],
      seatbelts: 3,
      drivetrain: "4x4",
      transmission: "manual",
      fuel: "diesel",
    });
    const html = await page(`/listing/${id}`);
    const nodes = structuredData(html);
    const product = entityOfType(nodes, "Product");
    expect(typesOf(product)).toEqual(["Product", "Vehicle"]);
    expectProductSnippet(product);
    expect(product).toMatchObject({
      name: "2019 Sprinter 144",
      image: [`${testBaseUrl}/uploads/a.webp`],
      brand: { "@type": "Brand", name: "Mercedes-Benz" },
      model: "Sprinter 144",
      vehicleModelDate: "2019",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 48_000, unitCode: "SMI" },
      fuelType: "Diesel",
      driveWheelConfiguration: "https://schema.org/FourWheelDriveConfiguration",
      vehicleTransmission: "Manual",
      seatingCapacity: 3,
      offers: {
        price: "65000.00",
        priceCurrency: "USD",
        itemCondition: "https://schema.org/UsedCondition",
        availability: "https://schema.org/InStock",
        url: `${testBaseUrl}/listing/${id}`,
      },
    });
    expect(html).not.toContain("dana.rivers@example.com");

    const breadcrumbs = entityOfType(nodes, "BreadcrumbList");
    expectBreadcrumbList(breadcrumbs);
    const trail = (breadcrumbs.itemListElement as Node[]).map((item) => [item.name, item.item]);
    expect(trail).toEqual([
      ["Home", `${testBaseUrl}/`],
      ["Camper vans", `${testBaseUrl}/campers/vans`],
      ["Colorado", `${testBaseUrl}/campers/vans/colorado`],
      ["2019 Sprinter 144", `${testBaseUrl}/listing/${id}`],
    ]);
    // The visible breadcrumb nav links the same pages, in the same order.
    const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    const links = [...nav.matchAll(/href="([^"]+)"/g)].map(([, href]) => `${testBaseUrl}${href}`);
    expect(links).toEqual(trail.slice(0, -1).map(([, url]) => url));
  });

  it("names the seller on the page by their display name, linking to their profile, never by their e-mail", async () => {
    const sellerId = await namedSeller("Dana Rivers");
    const id = await insertListingFixture(bed.db, { userId: sellerId });
    const html = await page(`/listing/${id}`);
    expect((entityOfType(structuredData(html), "Product").offers as Node).seller).toBeUndefined();
    expect(html).toContain(`href="/seller/${sellerId}"`);
    expect(html).toContain("Dana Rivers");
    expect(html).not.toContain("dana.rivers@");
  });

  it("says SoldOut once sold (docs/product/mark-as-sold.md)", async () => {
    const id = await insertListingFixture(bed.db, { isActive: false, soldAt: new Date(Date.now() - dayMs) });
    const product = entityOfType(structuredData(await page(`/listing/${id}`)), "Product");
    expectProductSnippet(product);
    expect((product.offers as Node).availability).toBe("https://schema.org/SoldOut");
  });

  it("keeps a title holding '</script>' inside the script", async () => {
    const title = `Van </script><script>alert("x")</script> & <!-- more`;
    const id = await insertListingFixture(bed.db, { title, description: "</SCRIPT> too" });
    const html = await page(`/listing/${id}`);
    expect(html).not.toContain('<script>alert("x")');
    const product = entityOfType(structuredData(html), "Product");
    expect(product.name).toBe(title);
    expect(product.description).toBe("</SCRIPT> too");
  });
});

describe("a builder's profile", () => {
  it("is a LocalBusiness with its name and its address (locality, region, country)", async () => {
    const [builder] = await bed.db
      .insert(builders)
      .values({
        userId: bed.accounts.seller.id,
        businessName: "Trailhead Van Works",
        description: "Sprinter conversions </script> in Bend.",
        location: "Bend, OR",
        latitude: 44.0582,
        longitude: -121.3153,
        website: "https://trailhead.example/",
        imageUrls: ["/uploads/shop.webp"],
        expiresAt: new Date(Date.now() + 30 * dayMs),
      })
      .returning({ id: builders.id });
    const nodes = structuredData(await page(`/builder/${builder?.id}`));
    const business = entityOfType(nodes, "LocalBusiness");
    expect(business).toMatchObject({
      name: "Trailhead Van Works",
      address: { "@type": "PostalAddress", addressLocality: "Bend", addressRegion: "OR", addressCountry: "US" },
      url: "https://trailhead.example/",
      image: [`${testBaseUrl}/uploads/shop.webp`],
      description: "Sprinter conversions </script> in Bend.",
    });
    expectBreadcrumbList(entityOfType(nodes, "BreadcrumbList"));
  });
});

describe("a blog post", () => {
  it("is an Article with headline, image, dates, author and publisher", async () => {
    const title = `${"A long road ".repeat(12)}</script>`;
    await bed.db.insert(blogPosts).values({
      slug: "long-road",
      title,
      body: "Some **words**.",
      coverImage: "/uploads/cover.webp",
      createdAt: new Date("2026-03-04T10:00:00Z"),
    });
    const html = await page("/blog/long-road");
    const article = entityOfType(structuredData(html), "Article");
    expect(Array.from(String(article.headline)).length).toBeLessThanOrEqual(110);
    expect(title.startsWith(String(article.headline))).toBe(true);
    expect(article).toMatchObject({
      image: [`${testBaseUrl}/uploads/cover.webp`, expect.stringMatching(/\/social\/blog\/long-road\.jpg\?v=\w+$/)],
      datePublished: "2026-03-04T10:00:00.000Z",
      dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      author: { name: "Roamstead" },
      publisher: { "@type": "Organization", name: "Roamstead", logo: { "@type": "ImageObject" } },
      mainEntityOfPage: { "@id": `${testBaseUrl}/blog/long-road` },
    });
    // The share image it names is the page's og:image (served by the share image route).
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect((article.image as string[])[1]).toBe(ogImage);
  });
});
