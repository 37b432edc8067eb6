import { describe, expect, it } from "vitest";
import { english } from "#app/test/translator.tsx";
import { blogPostSchema, deriveSlug } from "./blog-post.schema.ts";

describe("deriveSlug (blog editor: lowercased, whitespace runs to hyphens, other than word characters and hyphens removed)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["Van Life 101", "van-life-101"],
    ["Multiple   spaces\tand\ttabs", "multiple-spaces-and-tabs"],
    ["Line\nbreaks\r\nhere", "line-breaks-here"],
    ["  Trimmed title  ", "trimmed-title"],
    ["What's the best van? (2026 edition!)", "whats-the-best-van-2026-edition"],
    ["Keep-the-hyphens", "keep-the-hyphens"],
    ["snake_case_stays", "snake_case_stays"],
    ["Hyphen - surrounded", "hyphen---surrounded"],
    ["Café & Crème brûlée", "caf--crme-brle"],
    ["Emoji 🚐 road trip", "emoji--road-trip"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["../../etc/passwd", "etcpasswd"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (title, slug) => {
    expect(deriveSlug(title)).toBe(slug);
  });

  it("is at most 120 characters", () => {
    expect(deriveSlug("a".repeat(300))).toHaveLength(120);
  });

  it("always gives a slug the server accepts, or an empty one", () => {
    for (const title of ["Hello World", "Ünïcödé Straße", "a/b\\c", "tab\there"]) {
      const slug = deriveSlug(title);
      if (slug) expect(blogPostSchema.shape.slug.safeParse(slug).success).toBe(true);
    }
  });
});

describe("blogPostSchema", () => {
  const valid = { title: "  A title ", slug: "a-title", excerpt: "", body: "# Hi", coverImage: "" };

  it("trims, and turns empty optional fields into null", () => {
    expect(blogPostSchema.parse(valid)).toEqual({
      title: "A title",
      slug: "a-title",
      excerpt: null,
      body: "# Hi",
      coverImage: null,
    });
  });

  it.each([
    [{ title: " " }, "title", "Please enter a title."],
    [{ slug: "" }, "slug", "Please enter a slug."],
    [{ slug: "Has Caps" }, "slug", "The slug may only contain lowercase letters, numbers, hyphens and underscores."],
    [{ slug: "a/b" }, "slug", "The slug may only contain lowercase letters, numbers, hyphens and underscores."],
    [{ body: "  " }, "body", "Please write the body of the post."],
    [{ title: "x".repeat(201) }, "title", "Please use at most 200 characters for the title."],
    [{ excerpt: "x".repeat(501) }, "excerpt", "Please use at most 500 characters for the excerpt."],
    [{ coverImage: "javascript:alert(1)" }, "coverImage", "Please upload the cover image again."],
    [{ coverImage: "//evil.example/x.png" }, "coverImage", "Please upload the cover image again."],
  ])("refuses %j", (change, field, message) => {
    const result = blogPostSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(english(result.error?.issues[0]?.message ?? "")).toBe(message);
  });
});
