// The blog's RSS 2.0 feed (/blog/rss.xml): absolute links, every text escaped for XML.
import { escapeXml } from "#app/lib/xml.ts";
import { blogPostUrl } from "./blog-post-view.ts";

export interface RssPost {
  slug: string;
  title: string;
  excerpt: string;
  createdAt: Date;
}

export interface BuildRssFeedOptions {
  baseUrl: string;
  posts: readonly RssPost[];
  /** The feed's build date when there are no posts. */
  now?: Date;
}

export function buildRssFeed({ baseUrl, posts, now = new Date() }: BuildRssFeedOptions): string {
  const base = baseUrl.replace(/\/+$/, "");
  const newest = posts.reduce<Date | null>((max, post) => (!max || post.createdAt > max ? post.createdAt : max), null);
  const items = posts.map((post) => {
    const url = escapeXml(blogPostUrl(base, post.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${post.createdAt.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    "    <title>Roamstead Blog</title>",
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    "    <description>Stories, guides and news about used campers, van life and the builders behind them.</description>",
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <lastBuildDate>${(newest ?? now).toUTCString()}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
