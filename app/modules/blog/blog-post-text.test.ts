import { describe, expect, it } from "vitest";
import { articleStructuredData, listExcerpt, metaDescription, postPlainText } from "./blog-post-text.ts";
import { absoluteCoverUrl, blogPostUrl, formatPostDate, truncateText } from "./blog-post-view.ts";

const post = { title: "Choosing a van", slug: "choosing-a-van", excerpt: null, body: null, content: null };
const long = (words: number) => Array.from({ length: words }, (_, n) => `word${n}`).join(" ");

describe("listExcerpt (docs/product/blog.md: 250 characters followed by an ellipsis)", () => {
  it("uses the excerpt when there is one", () => {
    expect(listExcerpt({ ...post, excerpt: "A short summary.", body: "# Body" })).toBe("A short summary…");
  });

  it("else the body as plain text, cut at 250 characters", () => {
    const body = `## Heading\n\n**Bold** start. ${long(100)}`;
    const excerpt = listExcerpt({ ...post, body });
    expect(excerpt.startsWith("Heading Bold start. word0 word1")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(Array.from(excerpt)).toHaveLength(251);
    expect(excerpt).not.toMatch(/[#*]/);
  });

  it("else the older content field", () => {
    expect(listExcerpt({ ...post, content: "Old\n\nplain text" })).toBe("Old plain text…");
  });

  it("is empty for a post with no text, and never doubles an ellipsis", () => {
    expect(listExcerpt(post)).toBe("");
    expect(listExcerpt({ ...post, excerpt: "To be continued..." })).toBe("To be continued…");
    expect(listExcerpt({ ...post, excerpt: "Is it worth it?" })).toBe("Is it worth it?…");
  });

  it("never cuts an emoji in half", () => {
    const excerpt = listExcerpt({ ...post, excerpt: `${"a".repeat(249)}🚐🚐` });
    expect(excerpt).toBe(`${"a".repeat(249)}🚐…`);
  });
});

describe("metaDescription (docs/product/blog.md: the excerpt, else the first 160 characters of the body)", () => {
  it("uses the excerpt whole", () => {
    expect(metaDescription({ ...post, excerpt: "  Summary\nin two lines. ", body: "Body" })).toBe(
      "Summary in two lines.",
    );
  });

  it("else the first 160 characters of the body as plain text", () => {
    const description = metaDescription({
      ...post,
      body: `# Title\n\nSee [the guide](https://x.example). ${long(80)}`,
    });
    expect(description.startsWith("Title See the guide. word0")).toBe(true);
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(description).not.toContain("https://");
  });

  it("else the older content, else a sentence naming the post", () => {
    expect(metaDescription({ ...post, content: "Older text." })).toBe("Older text.");
    expect(metaDescription(post)).toBe("Choosing a van on the Roamstead Blog.");
  });
});

describe("postPlainText and truncateText", () => {
  it("prefers the body over the older content", () => {
    expect(postPlainText({ body: "*new*", content: "old" })).toBe("new");
    expect(postPlainText({ body: "  ", content: "old" })).toBe("old");
  });

  it("leaves short text alone", () => {
    expect(truncateText("short", 10)).toBe("short");
    expect(truncateText("one two three", 8)).toBe("one two");
  });
});

describe("addresses, dates and the Article", () => {
  const baseUrl = "https://roamstead.example/";
  const media = "/media/123e4567-e89b-42d3-a456-426614174000";

  it("makes absolute URLs on BASE_URL", () => {
    expect(blogPostUrl(baseUrl, "a-post")).toBe("https://roamstead.example/blog/a-post");
    expect(absoluteCoverUrl(baseUrl, media)).toBe(`https://roamstead.example${media}/1920.webp`);
    expect(absoluteCoverUrl(baseUrl, "/uploads/demo/x.webp")).toBe("https://roamstead.example/uploads/demo/x.webp");
  });

  it("writes the date in long form in the page's language, in UTC", () => {
    expect(formatPostDate(new Date("2026-03-04T23:30:00Z"), "en-US")).toBe("March 4, 2026");
    expect(formatPostDate(new Date("2026-03-04T23:30:00Z"), "fr-CA")).toBe("4 mars 2026");
  });

  it("describes the post as a schema.org Article", () => {
    const data = articleStructuredData(
      {
        ...post,
        excerpt: "Summary.",
        coverImage: media,
        createdAt: new Date("2026-03-04T10:00:00Z"),
        updatedAt: new Date("2026-03-05T10:00:00Z"),
      },
      baseUrl,
    );
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Choosing a van",
      description: "Summary.",
      url: "https://roamstead.example/blog/choosing-a-van",
      datePublished: "2026-03-04T10:00:00.000Z",
      dateModified: "2026-03-05T10:00:00.000Z",
      image: [
        `https://roamstead.example${media}/1920.webp`,
        expect.stringMatching(/^https:\/\/roamstead\.example\/social\/blog\/choosing-a-van\.jpg\?v=\w+$/),
      ],
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://roamstead.example/blog/choosing-a-van" },
      author: { "@type": "Organization", name: "Roamstead", url: "https://roamstead.example/" },
      publisher: {
        "@type": "Organization",
        name: "Roamstead",
        logo: { "@type": "ImageObject", url: "https://roamstead.example/favicon.svg" },
      },
    });
  });

  it("cuts a long title to the 110 characters a headline may have; without a cover, the share image is the image", () => {
    const dates = { createdAt: new Date(), updatedAt: new Date() };
    const data = articleStructuredData(
      { ...post, ...dates, title: `${"🚐".repeat(60)} ${"a".repeat(60)}`, coverImage: null },
      baseUrl,
    );
    expect(Array.from(data.headline)).toHaveLength(110);
    expect(data.image).toEqual([
      expect.stringMatching(/^https:\/\/roamstead\.example\/social\/blog\/choosing-a-van\.jpg\?v=/),
    ]);
  });
});
