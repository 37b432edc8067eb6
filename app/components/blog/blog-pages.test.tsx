// @vitest-environment jsdom
// What a visitor sees on the blog's pages when the backend fails, and the list's paging links.
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AppServices } from "#app/lib/context.server.ts";
import ListPage from "#app/routes/blog/list.tsx";
import PostPage, { ErrorBoundary as PostErrorBoundary, loader as postLoader } from "#app/routes/blog/post.tsx";
import { contextWith } from "#app/test/services.ts";
import { inLocale } from "#app/test/translator.tsx";

afterEach(cleanup);

/** Services whose database is down; the loader must not pass on what the driver said. */
const broken = contextWith({
  env: { BASE_URL: "http://localhost:3000" },
  logger: { error() {}, warn() {}, info() {} },
  db: {
    select() {
      throw new Error('relation "blog_posts" does not exist (10.0.0.7:5432)');
    },
  },
} as unknown as AppServices);

describe("the blog post page", () => {
  it("shows 'Error: ' and a safe message when the backend fails", async () => {
    const Stub = createRoutesStub([
      {
        path: "/blog/:slug",
        Component: PostPage as never,
        ErrorBoundary: PostErrorBoundary as never,
        loader: (args) => postLoader({ ...args, context: broken } as never),
        HydrateFallback: () => null,
      },
    ]);
    render(inLocale(<Stub initialEntries={["/blog/anything"]} />));
    expect(await screen.findByRole("heading", { level: 1, name: "Error: Failed to load the post." })).toBeTruthy();
    expect(document.body.textContent).not.toContain("10.0.0.7");
    expect(screen.getByRole("link", { name: "← Back to Blog" }).getAttribute("href")).toBe("/blog");
  });
});

describe("the blog list", () => {
  const post = (n: number) => ({
    slug: `post-${n}`,
    title: `Post ${n}`,
    createdAt: new Date("2026-03-04T10:00:00Z"),
    coverImage: null,
    excerpt: "Text…",
  });

  function renderList(
    loaderData: { olderHref: string | null; newerHref: string | null },
    locale: "en-US" | "fr-CA" = "en-US",
  ) {
    const Stub = createRoutesStub([
      {
        path: "/blog",
        Component: ListPage as never,
        loader: () => ({ posts: [post(1), post(2)], isFirstPage: false, baseUrl: "http://x", ...loaderData }),
        HydrateFallback: () => null,
      },
    ]);
    render(inLocale(<Stub initialEntries={["/blog"]} />, locale));
  }

  it("links to older and newer posts with plain links", async () => {
    renderList({ olderHref: "/blog?older=1_a", newerHref: "/blog" });
    const pages = await screen.findByRole("navigation", { name: "Blog pages" });
    expect(pages.querySelector('a[href="/blog?older=1_a"]')?.textContent).toBe("Older posts →");
    expect(pages.querySelector('a[href="/blog"]')?.textContent).toBe("← Newer posts");
  });

  it("says it in French on a French page, the posts' own titles as they are", async () => {
    renderList({ olderHref: "/blog?older=1_a", newerHref: "/blog" }, "fr-CA");
    const pages = await screen.findByRole("navigation", { name: "Pages du blogue" });
    expect(pages.querySelector('a[href="/blog?older=1_a"]')?.textContent).toBe("Articles plus anciens →");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Blogue Roamstead");
    expect(screen.getAllByText("Lire la suite")).toHaveLength(2);
    expect(screen.getAllByText("4 mars 2026")).toHaveLength(2);
    expect(screen.getByText("Post 1")).toBeTruthy();
  });

  it("has no paging on a single page", async () => {
    renderList({ olderHref: null, newerHref: null });
    await screen.findByText("Post 1");
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).toBeNull();
  });
});
