// @vitest-environment jsdom
// The post body is written by an admin but shown to every visitor: nothing in it may run.
import { describe, expect, it } from "vitest";
import {
  isSafeImageUrl,
  isSafeLinkUrl,
  markdownMediaIds,
  markdownToPlainText,
  renderMarkdown,
} from "./render-markdown.ts";

/** Parses the HTML the way a browser would and lists everything that could run script. */
function executableParts(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const found: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll("*"))) {
    const tag = element.tagName.toLowerCase();
    if (["script", "iframe", "object", "embed", "style", "form", "svg", "math", "base", "meta", "link"].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith("on")) found.push(`${tag}[${name}]`);
      if (name === "style") found.push(`${tag}[style]`);
      if (["href", "src", "srcset", "action", "formaction", "xlink:href"].includes(name)) {
        const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\t\n\r]/g, ""))?.[1]?.toLowerCase();
        if (scheme && !["http", "https", "mailto"].includes(scheme)) found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return found;
}

const attacks = {
  script: "<script>alert(1)</script>",
  scriptInline: "Hello <script>alert(1)</script> world",
  onerror: '<img src="x" onerror="alert(1)">',
  onerrorInline: "A photo: <img src=x onerror=alert(1)> here",
  rawHtml: '<div onclick="alert(1)" style="position:fixed">click</div><iframe src="https://evil.example"></iframe>',
  svg: "<svg><script>alert(1)</script></svg><svg onload=alert(1)>",
  rawAnchor: '<a href="javascript:alert(1)">x</a>',
  javascriptLink: "[click me](javascript:alert(1))",
  mixedCase: "[click](JaVaScRiPt:alert(document.cookie))",
  entityEncoded: "[click](&#106;avascript:alert(1))",
  hexEntity: "[click](&#x6A;&#x61;vascript:alert(1))",
  whitespace: "[click]( javascript:alert(1))",
  tabInside: "[click](java\tscript:alert(1))",
  vbscript: "[click](vbscript:msgbox(1))",
  dataLink: "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  autolink: "<javascript:alert(1)>",
  reference: "[click][evil]\n\n[evil]: javascript:alert(1)",
  image: "![x](javascript:alert(1))",
  dataImage: "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  imageTitle: '![x](/a.png "t\\" onerror=\\"alert(1))',
  linkAttribute: '[x](https://example.com" onmouseover="alert(1))',
  htmlBlock: "<details open ontoggle=alert(1)>\n\n**bold**\n\n</details>",
  comment: "<!-- <script>alert(1)</script> -->",
  style: "<style>body{display:none}</style>",
  fenced: "```html\n<script>alert(1)</script>\n```",
};

describe("renderMarkdown: nothing a post contains can run", () => {
  for (const [name, source] of Object.entries(attacks)) {
    it(`neutralises ${name}`, () => {
      const html = renderMarkdown(source);
      expect(executableParts(html)).toEqual([]);
      // Escaped text may mention them; no such element may start.
      expect(html).not.toMatch(/<(script|iframe|svg|style|details|img[^>]*\son\w+=)/i);
    });
  }

  it("shows raw HTML as text instead of dropping what the admin wrote", () => {
    expect(renderMarkdown("<b>bold</b>")).toBe("<p>&lt;b&gt;bold&lt;/b&gt;</p>\n");
  });

  it("keeps a refused link's text readable", () => {
    const doc = new DOMParser().parseFromString(renderMarkdown("[click me](javascript:alert(1))"), "text/html");
    expect(doc.querySelector("a")).toBeNull();
    expect(doc.body.textContent).toContain("click me");
  });
});

describe("renderMarkdown: the markdown a post uses", () => {
  it("keeps ## headings as h2, and moves every heading down a level when the body uses # (the title is the h1)", () => {
    expect(renderMarkdown("## Section\n\n### Sub")).toBe("<h2>Section</h2>\n<h3>Sub</h3>\n");
    expect(renderMarkdown("# Top\n\n## Section\n\n###### Six")).toBe("<h2>Top</h2>\n<h3>Section</h3>\n<h6>Six</h6>\n");
  });

  it("renders lists, emphasis, code and tables", () => {
    const html = renderMarkdown(
      "# Top\n\n## Section\n\nSome **bold** and *italic*.\n\n- one\n- two\n\n1. first\n\n`code`\n\n| a | b |\n|:-|-:|\n| 1 | 2 |",
    );
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h3>Section</h3>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<ol>\n<li>first</li>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain('<th class="text-left">a</th>');
    expect(html).toContain('<td class="text-right">2</td>');
    expect(html).not.toContain("style=");
  });

  it('gives links rel="noopener", and external ones noreferrer and nofollow too', () => {
    const html = renderMarkdown(
      "[in](/listings) [out](https://example.com/a?b=1) [mail](mailto:hi@roamstead.com) [proto](//example.com) https://auto.example.com",
    );
    expect(html).toContain('<a href="/listings" rel="noopener">in</a>');
    expect(html).toContain('<a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow">out</a>');
    expect(html).toContain('<a href="mailto:hi@roamstead.com" rel="noopener">mail</a>');
    expect(html).toContain('<a href="//example.com" rel="noopener noreferrer nofollow">proto</a>');
    expect(html).toContain('<a href="https://auto.example.com" rel="noopener noreferrer nofollow">');
  });

  it("loads images lazily; an uploaded photo gets its AVIF and WebP sizes; a remote image stays text", () => {
    const id = "123e4567-e89b-42d3-a456-426614174000";
    const html = renderMarkdown(
      `![A van](/media/${id}) ![Demo](/uploads/demo/van.webp) ![Remote](https://evil.example/p.png)`,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const images = Array.from(doc.querySelectorAll("img"));
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.getAttribute("loading")).toBe("lazy");
      expect(image.getAttribute("decoding")).toBe("async");
    }
    expect(images[0]?.getAttribute("alt")).toBe("A van");
    expect(images[0]?.getAttribute("src")).toBe(`/media/${id}/960.webp`);
    const sources = Array.from(doc.querySelectorAll("picture > source"));
    expect(images[0]?.parentElement?.tagName).toBe("PICTURE");
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("srcset")])).toEqual([
      ["image/avif", `/media/${id}/480.avif 480w, /media/${id}/960.avif 960w, /media/${id}/1920.avif 1920w`],
      ["image/webp", `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1920.webp 1920w`],
    ]);
    expect(sources[0]?.getAttribute("sizes")).toBe("(min-width: 768px) 720px, 100vw");
    expect(images[1]?.getAttribute("src")).toBe("/uploads/demo/van.webp");
    expect(images[1]?.parentElement?.tagName).not.toBe("PICTURE");
    expect(doc.body.textContent).toContain("Remote");
  });
});

describe("uploaded photos in a body", () => {
  const id = "123e4567-e89b-42d3-a456-426614174000";

  it("are found by their media id", () => {
    expect(
      markdownMediaIds(`![a](/media/${id}) ![b](/media/${id.toUpperCase()}) [c](/media/${id}/video) /media/nope`),
    ).toEqual([id]);
  });

  it("get their width and height when the sizes are known, so nothing shifts while they load", () => {
    const html = renderMarkdown(`![a](/media/${id})`, { imageSizes: new Map([[id, { width: 1280, height: 960 }]]) });
    expect(html).toContain('width="1280" height="960"');
    expect(renderMarkdown(`![a](/media/${id})`)).not.toContain("width=");
  });

  it("list only the variants stored for the photo's width, each with the width it really has", () => {
    const srcsets = (width: number) => {
      const html = renderMarkdown(`![a](/media/${id})`, { imageSizes: new Map([[id, { width, height: 600 }]]) });
      const doc = new DOMParser().parseFromString(html, "text/html");
      return Array.from(doc.querySelectorAll("source")).map((source) => source.getAttribute("srcset"));
    };
    expect(srcsets(1280)).toEqual([
      `/media/${id}/480.avif 480w, /media/${id}/960.avif 960w, /media/${id}/1920.avif 1280w`,
      `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1920.webp 1280w`,
    ]);
    expect(srcsets(700)).toEqual([
      `/media/${id}/480.avif 480w, /media/${id}/960.avif 700w`,
      `/media/${id}/480.webp 480w, /media/${id}/960.webp 700w`,
    ]);
    expect(srcsets(2400)[1]).toBe(
      `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1920.webp 1920w`,
    );
  });
});

describe("URL allow-lists", () => {
  it.each([
    ["https://example.com", true],
    ["http://example.com", true],
    ["mailto:a@b.c", true],
    ["/blog/x", true],
    ["#section", true],
    ["relative/path", true],
    ["javascript:alert(1)", false],
    [" JAVASCRIPT:alert(1)", false],
    ["\u0001javascript:alert(1)", false],
    ["java\nscript:alert(1)", false],
    ["data:text/html,x", false],
    ["vbscript:x", false],
    ["file:///etc/passwd", false],
    ["tel:+15555555555", false],
  ])("link %j → %s", (url, expected) => {
    expect(isSafeLinkUrl(url)).toBe(expected);
  });

  it.each([
    ["/media/123e4567-e89b-42d3-a456-426614174000", true],
    ["/uploads/demo/x.webp", true],
    ["https://example.com/x.png", false],
    ["//example.com/x.png", false],
    ["/\\example.com/x.png", false],
    ["x.png", false],
    ["data:image/png;base64,AAAA", false],
  ])("image %j → %s", (url, expected) => {
    expect(isSafeImageUrl(url)).toBe(expected);
  });
});

describe("markdownToPlainText", () => {
  it("keeps what a reader sees and drops the markup", () => {
    expect(
      markdownToPlainText(
        "# Hello\n\nSome *text* with [a link](https://x.example).\n\n- one\n- two\n\n![A van](/a.webp)",
      ),
    ).toBe("Hello Some text with a link. one two A van");
  });

  it("shows raw HTML as the text it is rendered as", () => {
    expect(markdownToPlainText("<b>hi</b> there")).toBe("<b>hi</b> there");
  });
});
