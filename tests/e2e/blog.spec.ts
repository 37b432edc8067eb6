import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, siteNavigation, test } from "./fixtures.ts";

const password = "roam-the-demo-2026";
const admin = "admin@roamstead.demo";
const seller = "seller@roamstead.demo";
const accessDenied = "Access denied. This page is for administrators only.";
/** The newest demo post (app/demo/demo-blog-posts.ts). */
const demoSlug = "how-to-inspect-a-used-camper-van";
const demoTitle = "How to Inspect a Used Camper Van Before You Buy";

test("a visitor reads the blog: newest first, excerpts, a post with its cover, and a 404 for a missing one", async ({
  page,
}) => {
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Blog | Roamstead");
  await expect((await siteNavigation(page)).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  const posts = page.getByRole("main").getByRole("article");
  expect(await posts.count()).toBeGreaterThanOrEqual(5);
  const first = posts.first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(demoTitle);
  await expect(first.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(first.getByText(/…$/)).toBeVisible();
  await expect(first.getByRole("link", { name: "Read More" })).toHaveAttribute("href", `/blog/${demoSlug}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  await first.getByRole("link", { name: demoTitle }).click();
  await expect(page).toHaveURL(`/blog/${demoSlug}`);
  await expect(page).toHaveTitle(`${demoTitle} | Roamstead Blog`);
  await expect(page.getByRole("heading", { level: 1, name: demoTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Back to Blog" }).first()).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("heading", { level: 2, name: "Start with the vehicle" })).toBeVisible();
  const bodyImage = page.getByRole("img", { name: "A camper van parked outdoors" });
  await expect(bodyImage).toHaveAttribute("loading", "lazy");
  await expect(bodyImage).toHaveAttribute("width", "1280");
  // AVIF and WebP, listing the variants stored for a 1280 px photo with their real widths.
  const sources = page.locator("main picture").filter({ has: bodyImage }).locator("source");
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute("type", "image/avif");
  await expect(sources.first()).toHaveAttribute(
    "srcset",
    /\/480\.avif 480w, .*\/960\.avif 960w, .*\/1920\.avif 1280w$/,
  );
  await expect(sources.last()).toHaveAttribute("srcset", /\/1920\.webp 1280w$/);
  await bodyImage.scrollIntoViewIfNeeded();
  await expect.poll(() => bodyImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "Browse the listings" })).toHaveAttribute("rel", "noopener");
  expect(await accessibilityViolations(page)).toEqual([]);

  const missing = await page.goto("/blog/no-such-post");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post not found." })).toBeVisible();

  const feed = await page.request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
  expect(xml).toMatch(new RegExp(`<link>https?://[^<]+/blog/${demoSlug}</link>`));
});

test("an admin writes a post whose slug follows the title, publishes it, lands on it, edits it and deletes it", {
  tag: "@desk",
}, async ({ page }) => {
  await signInByRequest(page, admin, password);
  await page.goto("/admin/new-blog-post");
  await expect(page.getByRole("heading", { level: 1, name: "New Blog Post" })).toBeVisible();

  const suffix = randomUUID().slice(0, 6);
  const title = `Spring Road Trip: Utah's  Canyons ${suffix}`;
  const slug = `spring-road-trip-utahs-canyons-${suffix}`;
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);

  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6048" } })
    .png()
    .toBuffer();
  await page.getByLabel("Choose a photo").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await expect(page.locator('input[type="hidden"][name="coverImage"]')).toHaveValue(/^\/media\/[0-9a-f-]{36}$/);

  await page.getByLabel("Excerpt").fill("Five days, three canyons and one very dusty van.");
  await page
    .getByLabel("Body")
    .fill(
      "## Day one\n\nWe left at dawn. [See the vans](/listings) or [the park](https://www.nps.gov).\n\n- Water\n- Maps\n\n<script>window.pwned = true</script>\n\n[bad](javascript:alert(1))",
    );
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "Day one" })).toBeVisible();
  await expect(preview.getByText("<script>window.pwned = true</script>")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(page.getByText("Post created successfully!")).toBeVisible();
  await expect(page).toHaveURL(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Day one" })).toBeVisible();
  await expect(page.getByRole("link", { name: "the park" })).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(page.getByText("[bad](javascript:alert(1))")).toBeVisible();
  await expect(page.locator("main img").first()).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\/960\.webp$/);
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Five days, three canyons and one very dusty van.",
  );

  // The same slug again: the backend's message in red, the form kept.
  await page.goto("/admin/new-blog-post");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Body").fill("Another body.");
  await page.getByRole("button", { name: "Publish Post" }).click();
  const taken = "This slug is already used by another post. Please choose a different slug.";
  await expect(page.getByRole("alert").filter({ hasText: taken }).first()).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Body")).toHaveValue("Another body.");

  // Edit it from the post page, then delete it.
  await page.goto(`/blog/${slug}`);
  await page.getByRole("link", { name: "Edit post" }).click();
  await expect(page).toHaveURL(`/admin/blog/${slug}`);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Title").fill(`${title} (updated)`);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Post updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (updated)` })).toBeVisible();

  await page.getByRole("link", { name: "Edit post" }).click();
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this?");
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Delete Post" }).click();
  await expect(page).toHaveURL("/admin/blog?deleted=1");
  await expect(page.getByText("Post deleted.")).toBeVisible();
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});

test("the blog pages through every post, 20 at a time, with Older posts and Newer posts links", {
  tag: "@desk",
}, async ({ page }) => {
  test.setTimeout(60_000);
  await signInByRequest(page, admin, password);
  await page.goto("/admin/new-blog-post");
  const suffix = randomUUID().slice(0, 6);
  const slugs = Array.from({ length: 15 }, (_, index) => `paging-${suffix}-${String(index).padStart(2, "0")}`);
  try {
    for (const slug of slugs) {
      const published = await page.request.post("/admin/new-blog-post", {
        form: { intent: "publish", title: `Paging ${slug}`, slug, body: "A post to fill the pages." },
        maxRedirects: 0,
      });
      expect(published.status()).toBeLessThan(400);
    }
    // With the six demo posts, at least 21: the newest 20, then the rest.
    await page.goto("/blog");
    const posts = page.getByRole("main").getByRole("article");
    await expect(posts).toHaveCount(20);
    await expect(posts.first().getByRole("heading", { level: 2 })).toHaveText(`Paging ${slugs.at(-1)}`);
    const firstPage = await posts.getByRole("heading", { level: 2 }).allInnerTexts();
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.getByRole("link", { name: "Newer posts" })).toHaveCount(0);
    // The rest of /blog is checked by the reading test; the paging links are what is new here.
    expect(await accessibilityViolations(page, 'nav[aria-label="Blog pages"]')).toEqual([]);

    await pages.getByRole("link", { name: "Older posts" }).click();
    await expect(page).toHaveURL(/\/blog\?older=/);
    // The oldest demo post is there (the address changes before React draws the page: read once it has).
    await expect(page.getByRole("heading", { level: 2, name: "Welcome to Roamstead" })).toBeVisible();
    const secondPage = await posts.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    // A reload shows the same page.
    await page.reload();
    await expect(posts).toHaveCount(secondPage.length);

    await pages.getByRole("link", { name: "Newer posts" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(posts.first().getByRole("heading", { level: 2 })).toHaveText(`Paging ${slugs.at(-1)}`);
  } finally {
    for (const slug of slugs) {
      await page.request.post(`/admin/blog/${slug}`, { form: { intent: "delete" }, maxRedirects: 0 });
    }
  }
});

test("a signed-in non-admin gets 403 from the editor page and from its action", { tag: "@desk" }, async ({ page }) => {
  await signInByRequest(page, seller, password);
  await page.goto("/dashboard");

  for (const path of ["/admin/blog", "/admin/new-blog-post", `/admin/blog/${demoSlug}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByText(accessDenied)).toBeVisible();
  }

  for (const [path, form] of [
    ["/admin/new-blog-post", { intent: "publish", title: "Sneaky", slug: "sneaky", body: "Nope." }],
    [`/admin/blog/${demoSlug}`, { intent: "delete" }],
  ] as const) {
    const refused = await page.request.post(path, { form });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(accessDenied);
  }
  expect((await page.request.get("/blog/sneaky")).status()).toBe(404);
  expect((await page.request.get(`/blog/${demoSlug}`)).status()).toBe(200);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the post page's server HTML has the title, the social tags and the Article JSON-LD", async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(`/blog/${demoSlug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${demoTitle} | Roamstead Blog`);
    await expect(page.getByRole("heading", { level: 1, name: demoTitle })).toBeVisible();
    const meta = (selector: string) => page.locator(`meta[${selector}]`);
    await expect(meta('property="og:type"')).toHaveAttribute("content", "article");
    await expect(meta('property="og:title"')).toHaveAttribute("content", demoTitle);
    await expect(meta('property="og:url"')).toHaveAttribute("content", /^https?:\/\/[^/]+\/blog\/how-to-inspect/);
    // The post's share image (docs/product/found-and-shared.md, Social images), named by its version.
    await expect(meta('property="og:image"')).toHaveAttribute(
      "content",
      /^https?:\/\/[^/]+\/social\/blog\/how-to-inspect[^/]*\.jpg\?v=[0-9a-z]+$/,
    );
    await expect(meta('name="twitter:card"')).toHaveAttribute("content", "summary_large_image");
    await expect(meta('name="description"')).toHaveAttribute("content", /^A camper is a vehicle and a tiny house/);

    const html = await (await page.request.get(`${baseURL}/blog/${demoSlug}`)).text();
    expect(html).toContain(`<title>${demoTitle} | Roamstead Blog</title>`);
    expect(html).toContain('property="og:type" content="article"');
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: demoTitle,
    });
  });

  test("an admin previews and publishes a post with plain form posts", async ({ page }) => {
    await signInByRequest(page, admin, password);
    await page.goto("/admin/new-blog-post");
    const slug = `no-script-${randomUUID().slice(0, 6)}`;
    await page.getByLabel("Title").fill("Written Without Scripts");
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Body").fill("## Plain forms\n\nStill *work*.");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(
      page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "Plain forms" }),
    ).toBeVisible();
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    await page.getByRole("button", { name: "Publish Post" }).click();
    await expect(page.getByText("Post created successfully!")).toBeVisible();
    await page.getByRole("link", { name: "Go to the post" }).click();
    await expect(page).toHaveURL(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Written Without Scripts" })).toBeVisible();
    // Leave the blog as the demo made it (the next project's run expects the demo's newest post first).
    const deleted = await page.request.post(`/admin/blog/${slug}`, { form: { intent: "delete" }, maxRedirects: 0 });
    expect(deleted.status()).toBeLessThan(400);
  });
});
