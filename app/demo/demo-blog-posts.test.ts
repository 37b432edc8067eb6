import { describe, expect, it } from "vitest";
import { blogPostSchema } from "#app/modules/blog/blog-post.schema.ts";
import { renderMarkdown } from "#app/modules/blog/render-markdown.ts";
import { buildDemoBlogPosts } from "./demo-blog-posts.ts";
import { demoPhotoPool } from "./demo-photo-pool.ts";

describe("buildDemoBlogPosts", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  const posts = buildDemoBlogPosts(now);
  const poolUrls = new Set(demoPhotoPool().map((photo) => photo.url));

  it("has at least 5 markdown posts, newest first, with unique valid slugs", () => {
    const markdown = posts.filter((post) => post.body);
    expect(markdown.length).toBeGreaterThanOrEqual(5);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of markdown) {
      const parsed = blogPostSchema.safeParse({
        ...post,
        excerpt: post.excerpt ?? "",
        coverImage: post.coverImage ?? "",
      });
      expect(parsed.success, post.slug).toBe(true);
    }
    const times = posts.map((post) => post.createdAt?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((time) => time < now.getTime())).toBe(true);
  });

  it("uses headings, lists, links and photos from the demo pool", () => {
    const html = posts.map((post) => renderMarkdown(post.body ?? "")).join("\n");
    expect(html).toMatch(/<h2>/);
    expect(html).toMatch(/<ul>/);
    expect(html).toMatch(/<ol>/);
    expect(html).toMatch(/<a href="\/listings" rel="noopener">/);
    expect(html).toMatch(/<a href="https:\/\/[^"]+" rel="noopener noreferrer nofollow">/);
    const images = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const post of posts) if (post.coverImage) expect(poolUrls.has(post.coverImage)).toBe(true);
  });

  it("keeps one older post with only the plain-text content field", () => {
    expect(posts.some((post) => !post.body && post.content)).toBe(true);
  });
});
