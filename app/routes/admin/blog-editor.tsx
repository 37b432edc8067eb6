// The blog editor, for administrators only: /admin/blog and /admin/new-blog-post write a new post,
// /admin/blog/{slug} edits (and deletes) an existing one.
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { adminPageMeta } from "#app/components/admin/admin-page-meta.ts";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { BlogPostForm, type BlogPostFormValues } from "#app/components/blog/blog-post-form.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { requireAdminAccess } from "#app/modules/admin/admin-access.server.ts";
import { blogEditorActionSchema, blogMessages, postNotFoundError } from "#app/modules/blog/blog-post.schema.ts";
import { formatPostDate } from "#app/modules/blog/blog-post-view.ts";
import { createBlogPost } from "#app/modules/blog/create-blog-post.server.ts";
import { deleteBlogPost } from "#app/modules/blog/delete-blog-post.server.ts";
import { getBlogPost } from "#app/modules/blog/get-blog-post.server.ts";
import { listBlogPosts } from "#app/modules/blog/list-blog-posts.server.ts";
import { renderMarkdown } from "#app/modules/blog/render-markdown.ts";
import { updateBlogPost } from "#app/modules/blog/update-blog-post.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, linkFailurePage, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/blog-editor";

// The admin pages' navigation and error page are the admin area's; the cover's uploader is the media area's.
export const handle: MessagesHandle = { messages: ["blog", "admin", "media", "platform", "listings"] };

/** After 'Post created successfully!' (docs/product/blog.md, Editor) the editor moves on to the post after 1.2 s. */
const redirectDelayMs = 1200;
/** A body of 100,000 characters, each up to 4 bytes in UTF-8 and more when form-encoded. */
const maxRequestBytes = 1_200_000;

/** `?deleted=1`: a post was just deleted (the action's redirect). */
const blogEditorQuerySchema = z.object({ deleted: z.string().optional() });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminAccess(request, context);
  const query = readQuery(request, blogEditorQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db } = getServices(context);
  const post = params.slug ? await getBlogPost({ db, slug: params.slug }) : null;
  if (params.slug && !post) throw data({ message: blogMessages.notFound }, { status: 404 });
  const posts = await listBlogPosts({ db });
  const { t } = requestTranslator(request);
  const heading = t(params.slug ? "blog.editor.editHeading" : "blog.editor.newHeading");
  return {
    metaTitle: t("blog.editor.metaTitle", { heading }),
    isDeleted: query.data.deleted === "1",
    post: post
      ? {
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt ?? "",
          // A post from before markdown is edited from its older content field.
          body: post.body ?? post.content ?? "",
          coverImage: post.coverImage,
        }
      : null,
    posts: posts.map(({ slug, title, createdAt }) => ({ slug, title, createdAt })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAccess(request, context);
  const { db, logger } = getServices(context);
  const input = await readInput(request, { schema: blogEditorActionSchema, maxBytes: maxRequestBytes });
  if (!input.ok) return replyData(input.failure);
  const editingSlug = params.slug ?? null;
  const actor = { id: admin.id, email: admin.email };
  const submitted = input.data;

  if (submitted.intent === "preview") {
    const reply: EditorReply = { ok: true, values: input.values, preview: renderMarkdown(submitted.body) };
    return reply;
  }
  try {
    if (submitted.intent === "delete") {
      if (!editingSlug) throw postNotFoundError();
      const deleted = await deleteBlogPost({ db, actor, slug: editingSlug });
      logger.info({ postId: deleted.id, slug: editingSlug, adminId: admin.id }, "blog post deleted");
      return redirect("/admin/blog?deleted=1");
    }
    const saved = editingSlug
      ? await updateBlogPost({ db, editor: actor, slug: editingSlug, input: submitted })
      : await createBlogPost({ db, author: actor, input: submitted });
    logger.info(
      { postId: saved.id, slug: saved.slug, adminId: admin.id },
      editingSlug ? "blog post updated" : "blog post created",
    );
    const reply: EditorReply = {
      ok: true,
      message: editingSlug ? blogMessages.updated : blogMessages.created,
      values: input.values,
      savedSlug: saved.slug,
    };
    return data(reply, { status: editingSlug ? 200 : 201 });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

/** The editor's answer: the reply of every form, with the rendered preview or the saved post's slug. */
type EditorReply = FormReply & { preview?: string; savedSlug?: string };

/** What the admin sent, to fill the form again after an error (the form is kept as typed). */
function typedPost(reply: FormReply): BlogPostFormValues {
  const text = (field: string) => submittedValue(reply, field) ?? "";
  return {
    title: text("title"),
    slug: text("slug"),
    excerpt: text("excerpt"),
    body: text("body"),
    coverImage: text("coverImage") || null,
  };
}

const emptyPost: BlogPostFormValues = { title: "", slug: "", excerpt: "", body: "", coverImage: null };

export default function BlogEditor({ loaderData, actionData, params }: Route.ComponentProps) {
  const { post, posts, isDeleted } = loaderData;
  const reply = actionData;
  const editingSlug = params.slug ? (post?.slug ?? params.slug) : null;
  const savedSlug = reply && "savedSlug" in reply ? reply.savedSlug : undefined;
  const isTyped = submittedValue(reply, "title") !== undefined || submittedValue(reply, "body") !== undefined;
  const defaults = reply && isTyped ? typedPost(reply) : post ? { ...post } : emptyPost;
  const { t } = useTranslator();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-pine-800 sm:text-4xl">
        {t(editingSlug ? "blog.editor.editHeading" : "blog.editor.newHeading")}
      </h1>
      <AdminNav />
      <div className="mt-6 space-y-4">
        {isDeleted && !reply ? <Alert tone="success">{blogMessages.deleted}</Alert> : null}
        {savedSlug ? (
          <Alert tone="success">
            <p>{reply?.message ? t(reply.message as MessageId) : null}</p>
            <DelayedRedirect to={`/blog/${savedSlug}`} ms={redirectDelayMs} label={t("blog.editor.goToPost")} />
          </Alert>
        ) : null}
      </div>
      <div className="mt-6">
        <BlogPostForm
          // A new form after a save or when switching posts: the fields start from their defaults again.
          key={editingSlug ?? "new"}
          editingSlug={editingSlug}
          defaults={defaults}
          error={reply?.ok === false ? reply.message : undefined}
          fieldErrors={reply?.fieldErrors}
          isSaved={Boolean(savedSlug)}
          serverPreview={reply && "preview" in reply ? reply.preview : undefined}
        />
      </div>
      {editingSlug ? <DeletePost /> : null}
      <PublishedPosts posts={posts} currentSlug={editingSlug} />
    </div>
  );
}

function DeletePost() {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isDeleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <Form
      method="post"
      className="mt-10 border-t border-sand-200 pt-6"
      onSubmit={(event) => {
        if (!window.confirm(t("blog.editor.deleteConfirm"))) event.preventDefault();
      }}
    >
      <Button
        type="submit"
        name="intent"
        value="delete"
        variant="secondary"
        disabled={isDeleting}
        className="border-red-300 text-red-800 hover:bg-red-50"
      >
        {t(isDeleting ? "blog.editor.deleting" : "blog.editor.delete")}
      </Button>
    </Form>
  );
}

function PublishedPosts({
  posts,
  currentSlug,
}: {
  posts: { slug: string; title: string; createdAt: Date }[];
  currentSlug: string | null;
}) {
  const { t, locale } = useTranslator();
  return (
    <section aria-labelledby="published-posts" className="mt-12 border-t border-sand-200 pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="published-posts" className="text-xl font-bold tracking-tight text-ink">
          {t("blog.editor.publishedPosts")}
        </h2>
        {currentSlug ? (
          <Link to="/admin/new-blog-post" className="font-semibold text-pine-700 underline underline-offset-4">
            {t("blog.editor.writeNew")}
          </Link>
        ) : null}
      </div>
      {posts.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("blog.list.noPosts")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200 rounded-lg border border-sand-200 bg-white">
          {posts.map((post) => (
            <li key={post.slug} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/blog/${post.slug}`} className="font-semibold text-ink underline-offset-4 hover:underline">
                  {post.title}
                </Link>
                <p className="text-sm text-ink-muted">{formatPostDate(post.createdAt, locale)}</p>
              </div>
              {post.slug === currentSlug ? (
                <span className="text-sm text-ink-muted">{t("blog.editor.editing")}</span>
              ) : (
                <Link
                  to={`/admin/blog/${post.slug}`}
                  aria-label={t("blog.editor.editNamed", { title: post.title })}
                  className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline underline-offset-4"
                >
                  {t("blog.editor.edit")}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return adminPageMeta(error, loaderData?.metaTitle);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage title={t("blog.post.notFound")} message={t("blog.editor.notFoundText")} />;
  }
  // Signed out: a prompt to sign in (401); not an admin: 'Access denied. This page is for administrators only.' (403).
  return <AdminErrorPage error={error} />;
}
