import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, redirect } from "react-router";
import { BlogPostCard } from "#app/components/blog/blog-post-card.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { blogPageQuerySchema, listBlogPostPage } from "#app/modules/blog/list-blog-post-page.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/list";

export const handle: MessagesHandle = { messages: ["blog"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request, blogPageQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const page = query.data;
  const { db, env } = getServices(context);
  const { posts, olderHref, newerHref } = await listBlogPostPage({ db, page });
  // A page that has emptied since its link was made (its posts deleted): the newest posts instead.
  if (posts.length === 0 && page.from !== "newest") throw redirect("/blog");
  const isFirstPage = page.from === "newest";
  const { t } = requestTranslator(request);
  const meta = {
    title: t(isFirstPage ? "blog.list.metaTitle" : "blog.list.metaTitleOlder"),
    description: t("blog.list.metaDescription"),
    name: t("blog.name"),
  };
  return { posts, olderHref, newerHref, isFirstPage, baseUrl: env.BASE_URL, meta };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, olderHref, newerHref } = loaderData;
  const { t } = useTranslator();
  return (
    <BlogListShell>
      {posts.length === 0 ? (
        <p className="mt-10 rounded-lg border border-sand-200 bg-white px-5 py-8 text-center text-ink-muted">
          {t("blog.list.noPosts")}
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
        <nav aria-label={t("blog.list.pages")} className="mt-10 flex items-center justify-between gap-4">
          {newerHref ? (
            <Link to={newerHref} className={pageLinkClass}>
              <span aria-hidden="true">← </span>
              {t("blog.list.newerPosts")}
            </Link>
          ) : (
            <span />
          )}
          {olderHref ? (
            <Link to={olderHref} className={pageLinkClass}>
              {t("blog.list.olderPosts")}
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
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">{t("blog.name")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        {t("blog.list.lead")}{" "}
        <a
          href="/blog/rss.xml"
          className="font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-800"
        >
          {t("blog.list.rssFeed")}
        </a>
      </p>
      {children}
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The error page names itself (its <title>, from the ErrorBoundary).
  if (!loaderData) return [];
  const { description, name } = loaderData.meta;
  const url = `${loaderData.baseUrl.replace(/\/+$/, "")}/blog`;
  return [
    { title: loaderData.meta.title },
    { name: "description", content: description },
    // Pages after the first are addressed by a post's position, which moves as posts come and go.
    ...(loaderData.isFirstPage ? [] : [{ name: "robots", content: "noindex, follow" }]),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: name, href: `${url}/rss.xml` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Roamstead" },
    { property: "og:title", content: name },
    { property: "og:description", content: description },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  const isBadLink = isRouteErrorResponse(error) && error.status === 400;
  return (
    <BlogListShell>
      <title>{t("blog.list.metaTitle")}</title>
      <p role="alert" className="mt-10 rounded-lg border border-red-300 bg-red-50 px-5 py-8 text-center text-red-900">
        {t(isBadLink ? "blog.list.invalidPage" : "blog.list.loadFailed")}
      </p>
      {isBadLink ? (
        <p className="mt-6 text-center">
          <Link to="/blog" className={pageLinkClass}>
            {t("blog.list.seeNewest")}
          </Link>
        </p>
      ) : null}
    </BlogListShell>
  );
}
