import type { ReactNode } from "react";
import { BlogPostCard } from "#app/components/blog/blog-post-card.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { blogTexts } from "#app/modules/blog/blog-post-view.ts";
import { listBlogPosts } from "#app/modules/blog/list-blog-posts.server.ts";
import type { Route } from "./+types/list";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return { posts: await listBlogPosts({ db }), baseUrl: env.BASE_URL };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <BlogListShell>
      {posts.length === 0 ? (
        <p className="mt-10 rounded-lg border border-sand-200 bg-white px-5 py-8 text-center text-ink-muted">
          {blogTexts.noPosts}
        </p>
      ) : (
        <ol className="mt-10 space-y-8">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <BlogPostCard {...post} isFirst={index === 0} />
            </li>
          ))}
        </ol>
      )}
    </BlogListShell>
  );
}

function BlogListShell({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">Roamstead Blog</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        Buying guides, build stories and road-tested advice for life in a camper.{" "}
        <a
          href="/blog/rss.xml"
          className="font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-800"
        >
          RSS feed
        </a>
      </p>
      {children}
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const description = "Buying guides, build stories and road-tested advice for life in a camper, from Roamstead.";
  const url = loaderData ? `${loaderData.baseUrl.replace(/\/+$/, "")}/blog` : undefined;
  return [
    { title: "Blog | Roamstead" },
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: "Roamstead Blog",
            href: `${url}/rss.xml`,
          },
        ]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Roamstead" },
    { property: "og:title", content: "Roamstead Blog" },
    { property: "og:description", content: description },
  ];
}

export function ErrorBoundary() {
  return (
    <BlogListShell>
      <p role="alert" className="mt-10 rounded-lg border border-red-300 bg-red-50 px-5 py-8 text-center text-red-900">
        {blogTexts.loadFailed}
      </p>
    </BlogListShell>
  );
}
