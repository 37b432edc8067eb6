import { type RouterContextProvider, type UNSAFE_DataWithResponseInit, UNSAFE_ErrorResponseImpl } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, blogPosts, media } from "#app/db/schema.ts";
import { action as editorAction, loader as editorLoader } from "#app/routes/admin/blog-editor.tsx";
import { loader as listLoader } from "#app/routes/blog/list.tsx";
import { loader as postLoader, meta as postMeta } from "#app/routes/blog/post.tsx";
import { loader as rssLoader } from "#app/routes/blog/rss.xml.ts";
import { signedInAccount } from "#app/test/accounts.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";

const cookies = { admin: "", seller: "" };
const ids = { admin: "", seller: "" };
let database: TestDatabase;
let context: RouterContextProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  const services = createTestServices(database);
  context = contextWith(services);
  for (const [who, role] of [
    ["admin", "admin"],
    ["seller", "user"],
  ] as const) {
    const account = await signedInAccount(services, `${who}@example.com`, role);
    cookies[who] = account.cookie;
    ids[who] = account.id;
  }
});
afterAll(() => database?.destroy());
beforeEach(async () => {
  await database.db.delete(adminAuditLog);
  await database.db.delete(blogPosts);
  await database.db.delete(media);
});

type Who = keyof typeof cookies | "visitor";
type EditorArgs = Parameters<typeof editorLoader>[0];

function args(path: string, as: Who, init: RequestInit = {}, params: Record<string, string> = {}) {
  const headers = new Headers(init.headers);
  if (as !== "visitor") headers.set("cookie", cookies[as]);
  const request = new Request(`${baseUrl}${path}`, { ...init, headers });
  return { request, url: new URL(request.url), pattern: path, context, params } as unknown as EditorArgs;
}

function editorPost(form: Record<string, string>, as: Who, slug?: string) {
  return args(
    slug ? `/admin/blog/${slug}` : "/admin/new-blog-post",
    as,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    },
    slug ? { slug } : {},
  );
}

async function thrownBy(promise: Promise<unknown>): Promise<UNSAFE_DataWithResponseInit<unknown> | Response> {
  try {
    await promise;
  } catch (thrown) {
    return thrown as UNSAFE_DataWithResponseInit<unknown>;
  }
  throw new Error("expected a throw");
}

/** What an action returned: `data(...)` or a plain object. */
function unwrap(result: unknown): { status: number; body: Record<string, unknown> } {
  const value = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (value && value.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as Record<string, unknown> };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

const newPost = {
  intent: "publish",
  title: "Our First Trip",
  slug: "our-first-trip",
  excerpt: "",
  body: "## Day one\n\nWe drove **north**. [See listings](/listings)\n\n<script>alert(1)</script>",
  coverImage: "",
};

async function insertImage(ownerId: string) {
  const [row] = await database.db
    .insert(media)
    .values({ ownerId, kind: "image", contentType: "image/webp", byteSize: 1000, width: 1600, height: 1200 })
    .returning({ id: media.id });
  return `/media/${row?.id}`;
}

describe("the editor is for administrators only, on the server", () => {
  it("answers a signed-in non-admin 403 with the product's text (docs/product/admin.md), for the page and for every action", async () => {
    for (const path of ["/admin/blog", "/admin/new-blog-post"]) {
      const refused = await thrownBy(editorLoader(args(path, "seller")));
      expect(refused).toMatchObject({ init: { status: 403 } });
      expect((refused as UNSAFE_DataWithResponseInit<{ message: string }>).data.message).toBe(
        "Access denied. This page is for administrators only.",
      );
    }
    await database.db.insert(blogPosts).values({ slug: "kept", title: "Kept", body: "x" });
    for (const [form, slug] of [
      [newPost, undefined],
      [{ ...newPost, title: "Changed" }, "kept"],
      [{ intent: "delete" }, "kept"],
    ] as const) {
      const refused = await thrownBy(editorAction(editorPost(form, "seller", slug)));
      expect(refused).toMatchObject({ init: { status: 403 } });
    }
    const [kept] = await database.db.select().from(blogPosts);
    expect(kept).toMatchObject({ slug: "kept", title: "Kept" });
    expect(await database.db.select().from(blogPosts)).toHaveLength(1);
    expect(await database.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("answers a signed-out visitor 401 with a prompt to sign in that comes back here", async () => {
    const refused = await thrownBy(editorLoader(args("/admin/blog", "visitor")));
    expect(refused).toMatchObject({
      init: { status: 401 },
      data: { reason: "signed-out", signInHref: "/sign-in-camper?redirect=/admin/blog" },
    });
    expect(await thrownBy(editorAction(editorPost(newPost, "visitor")))).toMatchObject({ init: { status: 401 } });
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
  });
});

describe("publishing, editing and deleting", () => {
  it("publishes a post with its cover, records it in the audit log, and shows it on the blog", async () => {
    const cover = await insertImage(ids.admin);
    const result = unwrap(await editorAction(editorPost({ ...newPost, coverImage: cover }, "admin")));
    expect(result).toEqual({
      status: 201,
      body: {
        saved: { slug: "our-first-trip", message: "Post created successfully!" },
        values: expect.objectContaining({ title: "Our First Trip" }),
      },
    });
    const [post] = await database.db.select().from(blogPosts);
    expect(post).toMatchObject({ slug: "our-first-trip", title: "Our First Trip", excerpt: null, coverImage: cover });
    expect(post?.authorId).toBe(ids.admin);
    const [image] = await database.db.select().from(media);
    expect(image?.attachedTo).toBe(`blog:${post?.id}`);
    const [audit] = await database.db.select().from(adminAuditLog);
    expect(audit).toMatchObject({
      actorId: ids.admin,
      actorEmail: "admin@example.com",
      action: "blog_post.create",
      targetType: "blog_post",
      targetId: post?.id,
    });

    const list = await listLoader(args("/blog", "visitor") as never);
    expect(list.posts).toEqual([
      expect.objectContaining({
        slug: "our-first-trip",
        title: "Our First Trip",
        excerpt: "Day one We drove north. See listings <script>alert(1)</script>…",
      }),
    ]);
  });

  it("answers a taken slug with 409 and the editor's message, keeping what was typed", async () => {
    await database.db.insert(blogPosts).values({ slug: "our-first-trip", title: "Older", body: "x" });
    const result = unwrap(await editorAction(editorPost(newPost, "admin")));
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      error: "This slug is already used by another post. Please choose a different slug.",
      fieldErrors: { slug: "This slug is already used by another post. Please choose a different slug." },
      values: { title: "Our First Trip", slug: "our-first-trip", body: newPost.body },
    });
    expect(await database.db.select().from(blogPosts)).toHaveLength(1);
  });

  it("answers bad input with 400 and a message per field", async () => {
    const result = unwrap(
      await editorAction(editorPost({ ...newPost, title: " ", slug: "Bad Slug!", body: "" }, "admin")),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: "Please enter a title.",
      fieldErrors: {
        title: "Please enter a title.",
        slug: "The slug may only contain lowercase letters, numbers, hyphens and underscores.",
        body: "Please write the body of the post.",
      },
    });
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
  });

  it("answers a NUL character (which PostgreSQL cannot store) with 400 and a message, not a server error", async () => {
    const inBody = unwrap(await editorAction(editorPost({ ...newPost, body: "Day one\u0000" }, "admin")));
    expect(inBody.status).toBe(400);
    expect(inBody.body).toMatchObject({
      error: "Please remove the unsupported characters from the body.",
      fieldErrors: { body: "Please remove the unsupported characters from the body." },
    });
    const inExcerpt = unwrap(await editorAction(editorPost({ ...newPost, excerpt: "North\u0000" }, "admin")));
    expect(inExcerpt.status).toBe(400);
    expect(inExcerpt.body.error).toBe("Please remove the unsupported characters from the excerpt.");
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
  });

  it("refuses a cover that is someone else's upload or not an upload at all", async () => {
    const theirs = await insertImage(ids.seller);
    const refused = unwrap(await editorAction(editorPost({ ...newPost, coverImage: theirs }, "admin")));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("You can only use photos and videos you uploaded.");
    const notUploaded = unwrap(await editorAction(editorPost({ ...newPost, coverImage: "/uploads/x.webp" }, "admin")));
    expect(notUploaded.body.error).toBe("Please upload the cover image again.");
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
    expect(await database.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("edits a post (a new slug, a new cover), keeping its date, and deletes it", async () => {
    const oldCover = await insertImage(ids.admin);
    unwrap(await editorAction(editorPost({ ...newPost, coverImage: oldCover }, "admin")));
    const [before] = await database.db.select().from(blogPosts);

    const loaded = await editorLoader(args("/admin/blog/our-first-trip", "admin", {}, { slug: "our-first-trip" }));
    expect(loaded.post).toMatchObject({ slug: "our-first-trip", title: "Our First Trip", coverImage: oldCover });

    const newCover = await insertImage(ids.admin);
    const edited = unwrap(
      await editorAction(
        editorPost(
          {
            ...newPost,
            title: "Our First Trip North",
            slug: "first-trip-north",
            excerpt: "North!",
            coverImage: newCover,
          },
          "admin",
          "our-first-trip",
        ),
      ),
    );
    expect(edited.body.saved).toEqual({ slug: "first-trip-north", message: "Post updated successfully!" });
    const [after] = await database.db.select().from(blogPosts);
    expect(after).toMatchObject({ id: before?.id, slug: "first-trip-north", excerpt: "North!", coverImage: newCover });
    expect(after?.createdAt).toEqual(before?.createdAt);
    const images = await database.db.select().from(media);
    expect(images.find((image) => `/media/${image.id}` === oldCover)?.attachedTo).toBeNull();
    expect(images.find((image) => `/media/${image.id}` === newCover)?.attachedTo).toBe(`blog:${after?.id}`);

    const deleted = await thrownBy(editorAction(editorPost({ intent: "delete" }, "admin", "first-trip-north")));
    expect(deleted).toBeInstanceOf(Response);
    expect((deleted as Response).headers.get("location")).toBe("/admin/blog?deleted=1");
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
    expect((await database.db.select().from(media)).every((image) => image.attachedTo === null)).toBe(true);
    const actions = (await database.db.select().from(adminAuditLog)).map((entry) => entry.action).sort();
    expect(actions).toEqual(["blog_post.create", "blog_post.delete", "blog_post.update"]);
  });

  it("answers editing or deleting a missing post with 404", async () => {
    const missing = await thrownBy(editorLoader(args("/admin/blog/nope", "admin", {}, { slug: "nope" })));
    expect(missing).toMatchObject({ init: { status: 404 } });
    expect(unwrap(await editorAction(editorPost(newPost, "admin", "nope"))).status).toBe(404);
    expect(unwrap(await editorAction(editorPost({ intent: "delete" }, "admin", "nope"))).status).toBe(404);
  });

  it("answers editing or deleting at an address that cannot be a slug with 404, not a server error", async () => {
    for (const slug of ["no\u0000pe", "Not A Slug"]) {
      const edited = unwrap(await editorAction(editorPost(newPost, "admin", slug)));
      expect(edited).toMatchObject({ status: 404, body: { error: "Post not found." } });
      const deleted = unwrap(await editorAction(editorPost({ intent: "delete" }, "admin", slug)));
      expect(deleted).toMatchObject({ status: 404, body: { error: "Post not found." } });
    }
    expect(await database.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("renders a preview for a form posted without JavaScript, with the same safe renderer", async () => {
    const result = unwrap(await editorAction(editorPost({ ...newPost, intent: "preview" }, "admin")));
    expect(result.body.preview).toContain("<h2>Day one</h2>");
    expect(result.body.preview).toContain("&lt;script&gt;");
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
  });
});

describe("the public pages", () => {
  it("lists posts newest first", async () => {
    await database.db.insert(blogPosts).values([
      { slug: "old", title: "Old", body: "Old body", createdAt: new Date("2026-01-01T00:00:00Z") },
      { slug: "new", title: "New", body: "New body", createdAt: new Date("2026-02-01T00:00:00Z") },
    ]);
    const { posts } = await listLoader(args("/blog", "visitor") as never);
    expect(posts.map((post) => post.slug)).toEqual(["new", "old"]);
  });

  it("pages through every post, newest first, 20 a page, with older and newer links", async () => {
    const start = Date.UTC(2025, 0, 1);
    // 45 posts; two share each creation time, so the id decides between them.
    await database.db.insert(blogPosts).values(
      Array.from({ length: 45 }, (_, index) => ({
        slug: `post-${index}`,
        title: `Post ${index}`,
        body: "Body",
        createdAt: new Date(start + Math.floor(index / 2) * 3_600_000),
      })),
    );
    const expected = (await database.db.select().from(blogPosts))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((post) => post.slug);

    const load = async (path: string) => listLoader(args(path, "visitor") as never);
    const pages = [await load("/blog")];
    expect(pages[0]).toMatchObject({ newerHref: null, isFirstPage: true });
    for (;;) {
      const olderHref = pages.at(-1)?.olderHref;
      if (!olderHref) break;
      expect(olderHref).toMatch(/^\/blog\?older=/);
      pages.push(await load(olderHref));
    }
    expect(pages.map((page) => page.posts.length)).toEqual([20, 20, 5]);
    expect(pages.flatMap((page) => page.posts.map((post) => post.slug))).toEqual(expected);

    // Back again: the last page links to the middle one, the middle one to /blog itself.
    const middle = await load(pages[2]?.newerHref ?? "");
    expect(pages[2]?.newerHref).toMatch(/^\/blog\?newer=/);
    expect(middle.posts.map((post) => post.slug)).toEqual(pages[1]?.posts.map((post) => post.slug));
    expect(middle.newerHref).toBe("/blog");
    expect(middle.olderHref).toBe(pages[1]?.olderHref);
  });

  it("answers a link whose cursor is not ours with 400, and an emptied page with the newest posts", async () => {
    for (const path of ["/blog?older=nonsense", "/blog?older=1_x", "/blog?older=1&newer=2"]) {
      expect(await thrownBy(listLoader(args(path, "visitor") as never))).toMatchObject({
        init: { status: 400 },
        data: { message: "This link to older posts is not valid." },
      });
    }
    const past = "/blog?older=0_00000000-0000-4000-8000-000000000000";
    const emptied = await thrownBy(listLoader(args(past, "visitor") as never));
    expect((emptied as Response).headers.get("location")).toBe("/blog");
  });

  it("answers a missing post with 404 'Post not found.'", async () => {
    const missing = await thrownBy(postLoader(args("/blog/nope", "visitor", {}, { slug: "nope" }) as never));
    expect(missing).toMatchObject({ init: { status: 404 }, data: { message: "Post not found." } });
    // The router hands meta the thrown data as an error response.
    const error = new UNSAFE_ErrorResponseImpl(404, "Not Found", { message: "Post not found." });
    const tags = postMeta({ loaderData: undefined, error } as never) as unknown as Record<string, string>[];
    expect(tags.find((tag) => tag.title)?.title).toBe("Post not found | Roamstead Blog");
  });

  it("answers a backend failure with 500 and a message that names nothing internal", async () => {
    const broken = contextWith({
      ...createTestServices(database),
      db: {
        select() {
          throw new Error('relation "blog_posts" does not exist at 10.0.0.7:5432');
        },
      } as never,
    });
    const request = new Request(`${baseUrl}/blog/anything`);
    const failed = await thrownBy(
      postLoader({
        request,
        url: new URL(request.url),
        pattern: "",
        context: broken,
        params: { slug: "anything" },
      } as never),
    );
    expect(failed).toMatchObject({ init: { status: 500 }, data: { message: "Failed to load the post." } });
    const error = new UNSAFE_ErrorResponseImpl(500, "Internal Server Error", { message: "Failed to load the post." });
    const tags = postMeta({ loaderData: undefined, error } as never) as unknown as Record<string, string>[];
    expect(tags.find((tag) => tag.title)?.title).toBe("Something went wrong | Roamstead Blog");
  });

  it("renders the body safely on the server, and gives the page its title, description, social tags and Article", async () => {
    const cover = "/media/123e4567-e89b-42d3-a456-426614174000";
    await database.db.insert(blogPosts).values({
      slug: "safe",
      title: "Safe <Post>",
      body: '# Hello\n\n[bad](javascript:alert(1)) <img src=x onerror="alert(1)"> and more text',
      coverImage: cover,
      createdAt: new Date("2026-03-04T10:00:00Z"),
    });
    const loaded = await postLoader(args("/blog/safe", "visitor", {}, { slug: "safe" }) as never);
    expect(loaded.post.html).toContain("<h2>Hello</h2>");
    expect(loaded.post.html).not.toMatch(/<img|href="javascript/);
    expect(loaded.description).toBe('Hello [bad](javascript:alert(1)) <img src=x onerror="alert(1)"> and more text');
    expect(loaded.structuredData).not.toContain("<");
    expect(JSON.parse(loaded.structuredData)).toMatchObject({ "@type": "Article", headline: "Safe <Post>" });

    const tags = postMeta({ loaderData: loaded } as never) as unknown as Record<string, string>[];
    const find = (key: string, value: string) => tags.find((tag) => tag[key] === value);
    expect(find("title", "Safe <Post> | Roamstead Blog")).toBeTruthy();
    expect(find("property", "og:type")?.content).toBe("article");
    expect(find("property", "og:url")?.content).toBe(`${baseUrl}/blog/safe`);
    expect(find("property", "og:image")?.content).toBe(`${baseUrl}${cover}/1920.webp`);
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find("name", "description")?.content).toBe(loaded.description);
  });

  it("gives an uploaded photo in the body its stored pixel size", async () => {
    const photo = await insertImage(ids.admin);
    await database.db.insert(blogPosts).values({ slug: "photo", title: "Photo", body: `![A van](${photo})` });
    const loaded = await postLoader(args("/blog/photo", "visitor", {}, { slug: "photo" }) as never);
    expect(loaded.post.html).toContain(`src="${photo}/960.webp"`);
    expect(loaded.post.html).toContain('width="1600" height="1200"');
  });

  it("falls back to the older content field, then to nothing", async () => {
    await database.db.insert(blogPosts).values([
      { slug: "legacy", title: "Legacy", content: "Plain <b>old</b> text." },
      { slug: "empty", title: "Empty" },
    ]);
    const legacy = await postLoader(args("/blog/legacy", "visitor", {}, { slug: "legacy" }) as never);
    expect(legacy.post).toMatchObject({ html: null, content: "Plain <b>old</b> text." });
    expect(legacy.description).toBe("Plain <b>old</b> text.");
    const empty = await postLoader(args("/blog/empty", "visitor", {}, { slug: "empty" }) as never);
    expect(empty.post).toMatchObject({ html: null, content: null });
    expect(empty.description).toBe("Empty on the Roamstead Blog.");
  });

  it("serves the RSS feed as XML with absolute links", async () => {
    await database.db.insert(blogPosts).values({ slug: "feed-me", title: "Feed & Me", body: "Text" });
    const response = await rssLoader(args("/blog/rss.xml", "visitor") as never);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain("<title>Feed &amp; Me</title>");
    expect(xml).toContain(`<link>${baseUrl}/blog/feed-me</link>`);
  });
});
