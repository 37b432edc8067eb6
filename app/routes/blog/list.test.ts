// /blog and /blog/rss.xml through their route modules: the newest posts first, paged, and as a feed.
import { beforeEach, describe, expect, it } from "vitest";
import { blogPosts } from "#app/db/schema.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/list";
import type { Route as RssRoute } from "./+types/rss.xml";
import { loader } from "./list.tsx";
import { loader as rssLoader } from "./rss.xml.ts";

const bed = routeTestBed();
beforeEach(async () => {
  await bed.db.delete(blogPosts);
});

const open = (path: string) => loader(routeArgs<Route.LoaderArgs>(pageRequest(path), bed.context));

describe("/blog", () => {
  it("lists posts newest first", async () => {
    await bed.db.insert(blogPosts).values([
      { slug: "old", title: "Old", body: "Old body", createdAt: new Date("2026-01-01T00:00:00Z") },
      { slug: "new", title: "New", body: "New body", createdAt: new Date("2026-02-01T00:00:00Z") },
    ]);
    const { posts } = await open("/blog");
    expect(posts.map((post) => post.slug)).toEqual(["new", "old"]);
  });

  it("shows the start of a post's markdown as plain text when it has no excerpt", async () => {
    const body = "## Day one\n\nWe drove **north**. [See listings](/listings)\n\n<script>alert(1)</script>";
    await bed.db.insert(blogPosts).values({ slug: "our-first-trip", title: "Our First Trip", body });
    const { posts } = await open("/blog");
    expect(posts).toEqual([
      expect.objectContaining({
        slug: "our-first-trip",
        excerpt: "Day one We drove north. See listings <script>alert(1)</script>…",
      }),
    ]);
  });

  it("pages through every post, newest first, 20 a page, with older and newer links", async () => {
    const start = Date.UTC(2025, 0, 1);
    // 45 posts; two share each creation time, so the id decides between them.
    await bed.db.insert(blogPosts).values(
      Array.from({ length: 45 }, (_, index) => ({
        slug: `post-${index}`,
        title: `Post ${index}`,
        body: "Body",
        createdAt: new Date(start + Math.floor(index / 2) * 3_600_000),
      })),
    );
    const expected = (await bed.db.select().from(blogPosts))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((post) => post.slug);

    const pages = [await open("/blog")];
    expect(pages[0]).toMatchObject({ newerHref: null, isFirstPage: true });
    for (;;) {
      const olderHref = pages.at(-1)?.olderHref;
      if (!olderHref) break;
      expect(olderHref).toMatch(/^\/blog\?older=/);
      pages.push(await open(olderHref));
    }
    expect(pages.map((page) => page.posts.length)).toEqual([20, 20, 5]);
    expect(pages.flatMap((page) => page.posts.map((post) => post.slug))).toEqual(expected);

    // Back again: the last page links to the middle one, the middle one to /blog itself.
    const middle = await open(pages[2]?.newerHref ?? "");
    expect(pages[2]?.newerHref).toMatch(/^\/blog\?newer=/);
    expect(middle.posts.map((post) => post.slug)).toEqual(pages[1]?.posts.map((post) => post.slug));
    expect(middle.newerHref).toBe("/blog");
    expect(middle.olderHref).toBe(pages[1]?.olderHref);
  });

  it("answers a link whose cursor is not ours with 400, and an emptied page with the newest posts", async () => {
    for (const path of ["/blog?older=nonsense", "/blog?older=1_x", "/blog?older=1&newer=2"]) {
      expect(await settle(() => open(path)).then(inEnglish)).toMatchObject({
        status: 400,
        body: { message: "This link to older posts is not valid." },
      });
    }
    const past = "/blog?older=0_00000000-0000-4000-8000-000000000000";
    expect((await settle(() => open(past))).location).toBe("/blog");
  });
});

describe("/fr/blog, through the whole app", () => {
  it("is the blog in French: its words and dates, the posts' own titles as they are", async () => {
    await bed.db.insert(blogPosts).values({
      slug: "first-trip",
      title: "Our First Trip",
      body: "We drove north.",
      createdAt: new Date("2026-03-04T10:00:00Z"),
    });
    const { status, html } = await pageThroughApp(pageRequest("/fr/blog"), bed.services);
    expect(status).toBe(200);
    expect(html).toContain("Blogue Roamstead</h1>");
    expect(html).toContain(">Lire la suite<");
    expect(html).toContain(">4 mars 2026<");
    expect(html).toContain("Our First Trip");
    expect(html).toContain('href="/fr/blog/first-trip"');
    expect(html).not.toContain("Read More");
  });
});

describe("/blog/rss.xml", () => {
  it("serves the RSS feed as XML with absolute links", async () => {
    await bed.db.insert(blogPosts).values({ slug: "feed-me", title: "Feed & Me", body: "Text" });
    const response = await rssLoader(routeArgs<RssRoute.LoaderArgs>(pageRequest("/blog/rss.xml"), bed.context));
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain("<title>Feed &amp; Me</title>");
    expect(xml).toContain(`<link>${baseUrl}/blog/feed-me</link>`);
  });
});
