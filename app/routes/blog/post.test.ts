// /blog/{slug} through the route module: the post rendered safely on the server, its meta, and its failures.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { blogPosts, media } from "#app/db/schema.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl, contextWith } from "#app/test/services.ts";
import { englishOutcome as inEnglish, inLocale } from "#app/test/translator.tsx";
import type { Route } from "./+types/post";
import { ErrorBoundary, loader, meta } from "./post.tsx";

const bed = routeTestBed();
beforeEach(async () => {
  await bed.db.delete(blogPosts);
  await bed.db.delete(media);
});

const argsFor = (slug: string, on = bed.context) =>
  routeArgs<Route.LoaderArgs>(pageRequest(`/blog/${encodeURIComponent(slug)}`), on, { slug });
const open = (slug: string) => loader(argsFor(slug));

/**
 * The error page's <title> and heading when the loader threw `data` with this status: the error boundary names the
 * page, in the page's language.
 */
function errorPage(status: number, data: unknown, locale: Locale = "en-US") {
  const error = new UNSAFE_ErrorResponseImpl(status, "", data);
  const boundary = createElement(ErrorBoundary as never, { error, params: {} });
  const html = renderToStaticMarkup(inLocale(createElement(MemoryRouter, null, boundary), locale));
  return { title: /<title>(.*?)<\/title>/.exec(html)?.[1], heading: /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] };
}

describe("/blog/{slug}", () => {
  it("answers a missing post with 404 'Post not found.'", async () => {
    const missing = await settle(() => open("nope"));
    expect(inEnglish(missing)).toMatchObject({ status: 404, body: { message: "Post not found." } });
    expect(errorPage(404, missing.body)).toEqual({
      title: "Post not found | Roamstead Blog",
      heading: "Post not found.",
    });
    expect(errorPage(404, missing.body, "fr-CA")).toEqual({
      title: "Article introuvable | Blogue Roamstead",
      heading: "Article introuvable.",
    });
  });

  it("answers a backend failure with 500 and a message that names nothing internal", async () => {
    const broken = contextWith({
      ...bed.services,
      db: {
        select() {
          throw new Error('relation "blog_posts" does not exist at 10.0.0.7:5432');
        },
      } as never,
    });
    const failed = await settle(() => loader(argsFor("anything", broken)));
    expect(inEnglish(failed)).toMatchObject({ status: 500, body: { message: "Failed to load the post." } });
    expect(errorPage(500, failed.body)).toEqual({
      title: "Something went wrong | Roamstead Blog",
      heading: "Error: Failed to load the post.",
    });
  });

  it("renders the body safely on the server, and gives the page its title, description, social tags and Article", async () => {
    const cover = "/media/123e4567-e89b-42d3-a456-426614174000";
    await bed.db.insert(blogPosts).values({
      slug: "safe",
      title: "Safe <Post>",
      body: '# Hello\n\n[bad](javascript:alert(1)) <img src=x onerror="alert(1)"> and more text',
      coverImage: cover,
      createdAt: new Date("2026-03-04T10:00:00Z"),
    });
    const loaded = await open("safe");
    expect(loaded.post.html).toContain("<h2>Hello</h2>");
    expect(loaded.post.html).not.toMatch(/<img|href="javascript/);
    expect(loaded.description).toBe('Hello [bad](javascript:alert(1)) <img src=x onerror="alert(1)"> and more text');
    expect(loaded.structuredData).not.toContain("<");
    expect(JSON.parse(loaded.structuredData)).toMatchObject({ "@type": "Article", headline: "Safe <Post>" });

    const tags = meta({ loaderData: loaded } as unknown as Route.MetaArgs).map((tag) => new Map(Object.entries(tag)));
    const find = (key: string, value: string) => tags.find((tag) => tag.get(key) === value);
    expect(find("title", "Safe <Post> | Roamstead Blog")).toBeTruthy();
    expect(find("property", "og:type")?.get("content")).toBe("article");
    expect(find("property", "og:url")?.get("content")).toBe(`${baseUrl}/blog/safe`);
    // The share image (docs/product/found-and-shared.md, "Social images"), versioned by what it shows.
    expect(find("property", "og:image")?.get("content")).toMatch(
      new RegExp(`^${baseUrl}/social/blog/safe\\.jpg\\?v=\\w+$`),
    );
    expect(find("property", "og:image:width")?.get("content")).toBe("1200");
    expect(find("property", "og:image:height")?.get("content")).toBe("630");
    expect(find("name", "twitter:image")?.get("content")).toBe(find("property", "og:image")?.get("content"));
    expect(find("name", "twitter:card")?.get("content")).toBe("summary_large_image");
    expect(find("name", "description")?.get("content")).toBe(loaded.description);
  });

  it("gives an uploaded photo in the body its stored pixel size", async () => {
    const [row] = await bed.db
      .insert(media)
      .values({ kind: "image", contentType: "image/webp", byteSize: 1000, width: 1600, height: 1200 })
      .returning({ id: media.id });
    const photo = `/media/${row?.id}`;
    await bed.db.insert(blogPosts).values({ slug: "photo", title: "Photo", body: `![A van](${photo})` });
    const loaded = await open("photo");
    expect(loaded.post.html).toContain(`src="${photo}/960.webp"`);
    expect(loaded.post.html).toContain('width="1600" height="1200"');
  });

  it("falls back to the older content field, then to nothing", async () => {
    await bed.db.insert(blogPosts).values([
      { slug: "legacy", title: "Legacy", content: "Plain <b>old</b> text." },
      { slug: "empty", title: "Empty" },
    ]);
    const legacy = await open("legacy");
    expect(legacy.post).toMatchObject({ html: null, content: "Plain <b>old</b> text." });
    expect(legacy.description).toBe("Plain <b>old</b> text.");
    const empty = await open("empty");
    expect(empty.post).toMatchObject({ html: null, content: null });
    expect(empty.description).toBe("Empty on the Roamstead Blog.");
  });
});
