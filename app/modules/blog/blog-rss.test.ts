// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { escapeXml } from "#app/lib/xml.ts";
import { buildRssFeed } from "./blog-rss.ts";

const baseUrl = "https://roamstead.example";

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

describe("buildRssFeed", () => {
  const posts = [
    {
      slug: "newest",
      title: `Tom & Jerry's <b>"van"</b> ]]> trip`,
      excerpt: "Fish & chips < 5 > 3 \u0001 done…",
      createdAt: new Date("2026-03-05T12:00:00Z"),
    },
    { slug: "older", title: "Older", excerpt: "", createdAt: new Date("2026-03-01T08:00:00Z") },
  ];

  it("is well-formed RSS 2.0 with the channel's required elements and absolute links", () => {
    const doc = parse(buildRssFeed({ baseUrl: `${baseUrl}/`, posts }));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const channel = rss.getElementsByTagName("channel")[0];
    expect(channel?.getElementsByTagName("title")[0]?.textContent).toBe("Roamstead Blog");
    expect(channel?.getElementsByTagName("link")[0]?.textContent).toBe(`${baseUrl}/blog`);
    expect(channel?.getElementsByTagName("description")[0]?.textContent).not.toBe("");
    expect(channel?.getElementsByTagName("lastBuildDate")[0]?.textContent).toBe("Thu, 05 Mar 2026 12:00:00 GMT");
    const self = rss.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self?.getAttribute("href")).toBe(`${baseUrl}/blog/rss.xml`);
  });

  it("writes one item per post, in order, with the texts escaped and intact", () => {
    const doc = parse(buildRssFeed({ baseUrl, posts }));
    const items = Array.from(doc.getElementsByTagName("item"));
    expect(items).toHaveLength(2);
    const [first, second] = items;
    const text = (item: Element | undefined, tag: string) => item?.getElementsByTagName(tag)[0]?.textContent;
    expect(text(first, "title")).toBe(`Tom & Jerry's <b>"van"</b> ]]> trip`);
    expect(text(first, "link")).toBe(`${baseUrl}/blog/newest`);
    expect(text(first, "guid")).toBe(`${baseUrl}/blog/newest`);
    expect(first?.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink")).toBe("true");
    expect(text(first, "pubDate")).toBe("Thu, 05 Mar 2026 12:00:00 GMT");
    expect(text(first, "description")).toBe("Fish & chips < 5 > 3  done…");
    expect(text(second, "link")).toBe(`${baseUrl}/blog/older`);
    expect(first?.getElementsByTagName("b")).toHaveLength(0);
  });

  it("is valid with no posts", () => {
    const doc = parse(buildRssFeed({ baseUrl, posts: [], now: new Date("2026-01-01T00:00:00Z") }));
    expect(doc.getElementsByTagName("item")).toHaveLength(0);
    expect(doc.getElementsByTagName("lastBuildDate")[0]?.textContent).toBe("Thu, 01 Jan 2026 00:00:00 GMT");
  });
});

describe("escapeXml", () => {
  it("escapes markup and quotes and drops characters XML cannot hold", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\uffff\ud800`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
    expect(escapeXml("🚐 ok")).toBe("🚐 ok");
  });
});
