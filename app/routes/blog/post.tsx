import { data, isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { MarkdownBody, PlainTextBody } from "#app/components/blog/markdown-body.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { blogPostUrl, formatPostDate } from "#app/modules/blog/blog-post-view.ts";
import { getBlogPostPage } from "#app/modules/blog/get-blog-post-page.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { blogSocialCard, socialImageMeta } from "#app/modules/social-images/social-image-card.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/post";

export const handle: MessagesHandle = { messages: ["blog"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env, logger } = getServices(context);
  const { t } = requestTranslator(request);
  let page: Awaited<ReturnType<typeof getBlogPostPage>>;
  try {
    // The markdown is rendered on the server: the page's JavaScript does not carry the renderer.
    page = await getBlogPostPage({ db, slug: params.slug, baseUrl: env.BASE_URL, t });
  } catch (error) {
    // 'Error: {message}' (docs/product/blog.md), with a message of our own: the backend's may name its internals.
    logger.error({ err: error, slug: params.slug }, "blog post could not be loaded");
    throw data({ message: "blog.post.loadFailed" satisfies MessageId }, { status: 500 });
  }
  if (!page) throw data({ message: "blog.post.notFound" satisfies MessageId }, { status: 404 });
  return { ...page, baseUrl: env.BASE_URL, metaTitle: t("blog.post.metaTitle", { title: page.post.title }) };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, structuredData } = loaderData;
  const isAdmin = useRouteLoaderData<typeof rootLoader>("root")?.user?.isAdmin ?? false;
  const { t, locale } = useTranslator();
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, escaped by serializeJsonLd
        dangerouslySetInnerHTML={{ __html: structuredData }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToBlog />
        {isAdmin ? (
          <Link
            to={`/admin/blog/${post.slug}`}
            className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-800"
          >
            {t("blog.post.edit")}
          </Link>
        ) : null}
      </div>
      <header className="mt-4">
        <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-pine-800 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-ink-muted">
          <time dateTime={post.createdAt.toISOString()}>{formatPostDate(post.createdAt, locale)}</time>
        </p>
      </header>
      {post.coverImage ? (
        <div className="mt-8 overflow-hidden rounded-xl bg-sand-100">
          <ResponsiveImage
            src={post.coverImage}
            alt=""
            sizes="(min-width: 768px) 720px, 100vw"
            width={1440}
            height={960}
            priority
            className="aspect-[3/2] h-auto w-full object-cover"
          />
        </div>
      ) : null}
      <div className="mt-10">
        {post.html ? (
          <MarkdownBody html={post.html} />
        ) : post.content ? (
          <PlainTextBody text={post.content} />
        ) : (
          <p className="text-ink-muted">{t("blog.post.noContent")}</p>
        )}
      </div>
      <p className="mt-12 border-t border-sand-200 pt-6">
        <BackToBlog />
      </p>
    </article>
  );
}

function BackToBlog() {
  const { t } = useTranslator();
  return (
    <Link
      to="/blog"
      className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline-offset-4 hover:text-pine-800 hover:underline"
    >
      {t("blog.post.backToBlog")}
    </Link>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The error page names itself (its <title>, from the ErrorBoundary, in the page's language).
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const { post, description, baseUrl } = loaderData;
  const url = blogPostUrl(baseUrl, post.slug);
  return [
    { title: loaderData.metaTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Roamstead" },
    { property: "og:title", content: post.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...socialImageMeta({ baseUrl, kind: "blog", id: post.slug, card: blogSocialCard(post) }),
    { property: "article:published_time", content: post.createdAt.toISOString() },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: post.title },
    { name: "twitter:description", content: description },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  let message = t("blog.post.unexpected");
  if (isRouteErrorResponse(error)) {
    // The loader's message is an id of the blog's catalogs; any other answer's text is shown as it is.
    const reason = (error.data as { message?: string })?.message ?? error.statusText;
    message = isNotFound ? t("blog.post.notFound") : t("blog.post.error", { message: t(reason as MessageId) });
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <title>{t(isNotFound ? "blog.post.notFoundTitle" : "blog.post.errorTitle")}</title>
      <BackToBlog />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-pine-800">{message}</h1>
    </section>
  );
}
