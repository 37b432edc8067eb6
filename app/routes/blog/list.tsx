import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, redirect } from "react-router";
import { BlogPostCard } from "#app/components/blog/blog-post-card.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { blogTexts } from "#app/modules/blog/blog-post-view.ts";
import { blogPageQuerySchema, listBlogPostPage } from "#app/modules/blog/list-blog-post-page.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request, blogPageQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const page = query.data;
  const { db, env } = getServices(context);
  const { posts, olderHref, newerHref } = await listBlogPostPage({ db, page });
  // A page that has emptied since its link was made (its posts deleted): the newest posts instead.
  if (posts.length === 0 && page.from !== "newest") throw redirect("/blog");
  return { posts, olderHref, newerHref, isFirstPage: page.from === "newest", baseUrl: env.BASE_URL };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, olderHref, newerHref } = loaderData;
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
      {olderHref || newerHref ? (
        <nav aria-label="Blog pages" className="mt-10 flex items-center justify-between gap-4">
          {newerHref ? (
            <Link to={newerHref} className={pageLinkClass}>
              <span aria-hidden="true">← </span>
              {blogTexts.newerPosts}
            </Link>
          ) : (
            <span />
          )}
          {olderHref ? (
            <Link to={olderHref} className={pageLinkClass}>
              {blogTexts.olderPosts}
              <span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </BlogListShell>
  );
}

const pageLinkClass =
  "inline-flex min-h-11 items-center rounded-md border border-sand-300 bg-white px-5 font-semibold text-pine-700 hover:bg-sand-100";

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
    { title: loaderData && !loaderData.isFirstPage ? "Older posts | Roamstead Blog" : "Blog | Roamstead" },
    { name: "description", content: description },
    // Pages after the first are addressed by a post's position, which moves as posts come and go.
    ...(loaderData && !loaderData.isFirstPage ? [{ name: "robots", content: "noindex, follow" }] : []),
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isBadLink = isRouteErrorResponse(error) && error.status === 400;
  return (
    <BlogListShell>
      <p role="alert" className="mt-10 rounded-lg border border-red-300 bg-red-50 px-5 py-8 text-center text-red-900">
        {isBadLink ? blogTexts.invalidPage : blogTexts.loadFailed}
      </p>
      {isBadLink ? (
        <p className="mt-6 text-center">
          <Link to="/blog" className={pageLinkClass}>
            See the newest posts
          </Link>
        </p>
      ) : null}
    </BlogListShell>
  );
}
