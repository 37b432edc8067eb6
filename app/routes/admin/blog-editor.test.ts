import { beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, blogPosts, media } from "#app/db/schema.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/blog-editor";
import { action, loader } from "./blog-editor.tsx";

const bed = routeTestBed({
  accounts: { admin: { email: "admin@example.com", role: "admin" }, seller: "seller@example.com" },
});
beforeEach(async () => {
  await bed.db.delete(adminAuditLog);
  await bed.db.delete(blogPosts);
  await bed.db.delete(media);
});

type Who = "admin" | "seller" | "visitor";
const cookieOf = (as: Who) => (as === "visitor" ? undefined : bed.accounts[as].cookie);
const editorPath = (slug?: string) => (slug ? `/admin/blog/${encodeURIComponent(slug)}` : "/admin/new-blog-post");
const slugParams = (slug?: string): Record<string, string> => (slug ? { slug } : {});

/** What the editor page's loader answered or threw, its messages in English (replies carry message ids). */
function open(path: string, as: Who, slug?: string) {
  return settle(() =>
    loader(routeArgs<Route.LoaderArgs>(pageRequest(path, cookieOf(as)), bed.context, slugParams(slug))),
  ).then(inEnglish);
}

/**
 * What the editor's action answered or threw for a request to the new-post page or a post's page, its messages in
 * English.
 */
function submit(request: Request, slug?: string) {
  return settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context, slugParams(slug)))).then(inEnglish);
}

/** The editor's form posted (as the page posts it) by `as`, to the new-post page or the post at `slug`. */
function editorPost(form: Record<string, string>, as: Who, slug?: string) {
  return submit(formRequest(editorPath(slug), form, cookieOf(as)), slug);
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
  const [row] = await bed.db
    .insert(media)
    .values({ ownerId, kind: "image", contentType: "image/webp", byteSize: 1000, width: 1600, height: 1200 })
    .returning({ id: media.id });
  return `/media/${row?.id}`;
}

const unsupportedCharacters = expect.stringMatching(/^Please remove the unsupported characters from /);

describe("the editor is for administrators only, on the server", () => {
  it("answers a signed-in non-admin 403 with the product's text (docs/product/admin.md), for the page and for every action", async () => {
    for (const path of ["/admin/blog", "/admin/new-blog-post"]) {
      expect(await open(path, "seller")).toMatchObject({
        status: 403,
        body: { message: "Access denied. This page is for administrators only." },
      });
    }
    await bed.db.insert(blogPosts).values({ slug: "kept", title: "Kept", body: "x" });
    for (const [form, slug] of [
      [newPost, undefined],
      [{ ...newPost, title: "Changed" }, "kept"],
      [{ intent: "delete" }, "kept"],
    ] as const) {
      expect((await editorPost(form, "seller", slug)).status).toBe(403);
    }
    const [kept] = await bed.db.select().from(blogPosts);
    expect(kept).toMatchObject({ slug: "kept", title: "Kept" });
    expect(await bed.db.select().from(blogPosts)).toHaveLength(1);
    expect(await bed.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("answers a signed-out visitor 401 with a prompt to sign in that comes back here", async () => {
    expect(await open("/admin/blog", "visitor")).toMatchObject({
      status: 401,
      body: { reason: "signed-out", signInHref: "/sign-in-camper?redirect=%2Fadmin%2Fblog" },
    });
    expect((await editorPost(newPost, "visitor")).status).toBe(401);
    expect(await bed.db.select().from(blogPosts)).toHaveLength(0);
  });
});

describe("publishing, editing and deleting", () => {
  it("publishes a post with its cover and records it in the audit log", async () => {
    const cover = await insertImage(bed.accounts.admin.id);
    expect(await editorPost({ ...newPost, coverImage: cover }, "admin")).toMatchObject({
      status: 201,
      body: {
        ok: true,
        message: "Post created successfully!",
        savedSlug: "our-first-trip",
        values: expect.objectContaining({ title: "Our First Trip" }),
      },
    });
    const [post] = await bed.db.select().from(blogPosts);
    expect(post).toMatchObject({ slug: "our-first-trip", title: "Our First Trip", excerpt: null, coverImage: cover });
    expect(post?.authorId).toBe(bed.accounts.admin.id);
    const [image] = await bed.db.select().from(media);
    expect(image?.attachedTo).toBe(`blog:${post?.id}`);
    const [audit] = await bed.db.select().from(adminAuditLog);
    expect(audit).toMatchObject({
      actorId: bed.accounts.admin.id,
      actorEmail: "admin@example.com",
      action: "blog_post.create",
      targetType: "blog_post",
      targetId: post?.id,
    });
  });

  it("takes the same post as JSON, a lone surrogate in the title stored as U+FFFD, not cut short", async () => {
    const request = jsonRequest(editorPath(), { ...newPost, title: "café\udc00 please" }, bed.accounts.admin.cookie);
    expect(await submit(request)).toMatchObject({ status: 201, body: { ok: true, savedSlug: "our-first-trip" } });
    const [post] = await bed.db.select().from(blogPosts);
    expect(post?.title).toBe("café\ufffd please");
  });

  it("answers a taken slug with 409 and the editor's message, keeping what was typed", async () => {
    await bed.db.insert(blogPosts).values({ slug: "our-first-trip", title: "Older", body: "x" });
    const slugTaken = "This slug is already used by another post. Please choose a different slug.";
    expect(await editorPost(newPost, "admin")).toMatchObject({
      status: 409,
      body: {
        ok: false,
        message: slugTaken,
        fieldErrors: { slug: slugTaken },
        values: { title: "Our First Trip", slug: "our-first-trip", body: newPost.body },
      },
    });
    expect(await bed.db.select().from(blogPosts)).toHaveLength(1);
  });

  it("answers bad input with 400 and a message per field", async () => {
    expect(await editorPost({ ...newPost, title: " ", slug: "Bad Slug!", body: "" }, "admin")).toMatchObject({
      status: 400,
      body: {
        ok: false,
        message: "Please enter a title.",
        fieldErrors: {
          title: "Please enter a title.",
          slug: "The slug may only contain lowercase letters, numbers, hyphens and underscores.",
          body: "Please write the body of the post.",
        },
      },
    });
    expect(await editorPost({ ...newPost, intent: "promote" }, "admin")).toMatchObject({
      status: 400,
      body: { ok: false, message: "Unknown action." },
    });
    expect(await bed.db.select().from(blogPosts)).toHaveLength(0);
  });

  it("answers a NUL character (which PostgreSQL cannot store) with 400 and the field's message, not a server error", async () => {
    for (const field of ["title", "excerpt", "body"] as const) {
      const refused = await editorPost({ ...newPost, [field]: `${newPost[field]}North\u0000` }, "admin");
      expect(refused, field).toMatchObject({
        status: 400,
        body: { ok: false, message: unsupportedCharacters, fieldErrors: { [field]: unsupportedCharacters } },
      });
    }
    expect(await bed.db.select().from(blogPosts)).toHaveLength(0);
  });

  it("refuses a body that is not a form or JSON, or larger than a full post, with a 4xx", async () => {
    for (const contentType of ["text/plain", "multipart/form-data; boundary=x", ""]) {
      const request = new Request(`${baseUrl}${editorPath()}`, {
        method: "POST",
        headers: { "content-type": contentType, cookie: bed.accounts.admin.cookie },
        body: "intent=publish",
      });
      expect(await submit(request), contentType).toMatchObject({
        status: 415,
        body: { ok: false, message: expect.any(String) },
      });
    }
    const huge = await editorPost({ ...newPost, body: "x".repeat(1_300_000) }, "admin");
    expect(huge).toMatchObject({ status: 413, body: { ok: false, message: expect.any(String) } });
    expect(huge.headers.get("connection")).toBe("close");
    expect(await bed.db.select().from(blogPosts)).toHaveLength(0);
  });

  it("refuses a cover that is someone else's upload or not an upload at all", async () => {
    const theirs = await insertImage(bed.accounts.seller.id);
    expect(await editorPost({ ...newPost, coverImage: theirs }, "admin")).toMatchObject({
      status: 400,
      body: { message: "You can only use photos and videos you uploaded." },
    });
    expect(await editorPost({ ...newPost, coverImage: "/uploads/x.webp" }, "admin")).toMatchObject({
      status: 400,
      body: { message: "Please upload the cover image again." },
    });
    expect(await bed.db.select().from(blogPosts)).toHaveLength(0);
    expect(await bed.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("edits a post (a new slug, a new cover), keeping its date, and deletes it", async () => {
    const oldCover = await insertImage(bed.accounts.admin.id);
    await editorPost({ ...newPost, coverImage: oldCover }, "admin");
    const [before] = await bed.db.select().from(blogPosts);

    const loaded = await open(editorPath("our-first-trip"), "admin", "our-first-trip");
    expect(loaded.body).toMatchObject({
      post: { slug: "our-first-trip", title: "Our First Trip", coverImage: oldCover },
    });

    const newCover = await insertImage(bed.accounts.admin.id);
    const changes = {
      title: "Our First Trip North",
      slug: "first-trip-north",
      excerpt: "North!",
      coverImage: newCover,
    };
    expect(await editorPost({ ...newPost, ...changes }, "admin", "our-first-trip")).toMatchObject({
      status: 200,
      body: { ok: true, message: "Post updated successfully!", savedSlug: "first-trip-north" },
    });
    const [after] = await bed.db.select().from(blogPosts);
    expect(after).toMatchObject({ id: before?.id, slug: "first-trip-north", excerpt: "North!", coverImage: newCover });
    expect(after?.createdAt).toEqual(before?.createdAt);
    const images = await bed.db.select().from(media);
    expect(images.find((image) => `/media/${image.id}` === oldCover)?.attachedTo).toBeNull();
    expect(images.find((image) => `/media/${image.id}` === newCover)?.attachedTo).toBe(`blog:${after?.id}`);

    const deleted = await editorPost({ intent: "delete" }, "admin", "first-trip-north");
    expect(deleted).toMatchObject({ status: 302, location: "/admin/blog?deleted=1" });
    expect(await bed.db.select().from(blogPosts)).toHaveLength(0);
    expect((await bed.db.select().from(media)).every((image) => image.attachedTo === null)).toBe(true);
    const actions = (await bed.db.select().from(adminAuditLog)).map((entry) => entry.action).sort();
    expect(actions).toEqual(["blog_post.create", "blog_post.delete", "blog_post.update"]);
  });

  it("answers editing or deleting a missing post with 404", async () => {
    expect((await open(editorPath("nope"), "admin", "nope")).status).toBe(404);
    expect((await editorPost(newPost, "admin", "nope")).status).toBe(404);
    expect((await editorPost({ intent: "delete" }, "admin", "nope")).status).toBe(404);
    // The new-post page has no post to delete.
    expect((await editorPost({ intent: "delete" }, "admin")).status).toBe(404);
  });

  it("answers editing or deleting at an address that cannot be a slug with 404, not a server error", async () => {
    for (const slug of ["no\u0000pe", "Not A Slug"]) {
      expect(await editorPost(newPost, "admin", slug)).toMatchObject({
        status: 404,
        body: { ok: false, message: "Post not found." },
      });
      expect(await editorPost({ intent: "delete" }, "admin", slug)).toMatchObject({
        status: 404,
        body: { ok: false, message: "Post not found." },
      });
    }
    expect(await bed.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("renders a preview for a form posted without JavaScript, with the same safe renderer", async () => {
    const { body } = await editorPost({ ...newPost, intent: "preview" }, "admin");
    expect(body).toMatchObject({
      ok: true,
      preview: expect.stringContaining("<h2>Day one</h2>"),
      values: expect.objectContaining({ title: "Our First Trip" }),
    });
    expect(body).toMatchObject({ preview: expect.stringContaining("&lt;script&gt;") });
    expect(await bed.db.select().from(blogPosts)).toHaveLength(0);
  });
});
