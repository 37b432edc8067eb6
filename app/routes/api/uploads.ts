import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { uploadTexts } from "#app/modules/media/media-limits.ts";
import { MediaUploadError } from "#app/modules/media/media-upload-error.ts";
import { uploadMedia } from "#app/modules/media/upload-media.server.ts";
import { uploadQuerySchema } from "#app/modules/media/upload-query.schema.ts";
import type { Route } from "./+types/uploads";

// POST /api/uploads?kind=image|video&purpose=listing|builder|blog, multipart/form-data with one file in
// the field `file`. 201 {id, kind, url, width, height}, or 4xx {error} with a message for the user.

export function loader() {
  return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  try {
    // Fetch callers get JSON, never a redirect to the sign-in page.
    const user = await getCurrentUser(request, context);
    if (!user) throw new MediaUploadError(401, uploadTexts.signInRequired, { isBodyUnread: true });
    const url = new URL(request.url);
    const query = uploadQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) {
      throw new MediaUploadError(400, query.error.issues[0]?.message ?? uploadTexts.badQuery, { isBodyUnread: true });
    }
    // Blog posts are written by administrators only.
    if (query.data.purpose === "blog" && user.role !== "admin") {
      throw new MediaUploadError(403, uploadTexts.adminOnly, { isBodyUnread: true });
    }
    const uploaded = await uploadMedia({
      db: services.db,
      storage: services.storage,
      jobs: services.jobs,
      logger: services.logger,
      request,
      ownerId: user.id,
      ...query.data,
    });
    return Response.json(uploaded, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!(error instanceof MediaUploadError)) throw error;
    const headers = new Headers({ "Cache-Control": "no-store" });
    // The rest of the body was not read: close the connection after this answer instead of draining it.
    if (error.isBodyUnread) headers.set("Connection", "close");
    if (error.retryAfterSeconds) headers.set("Retry-After", String(error.retryAfterSeconds));
    return Response.json({ error: error.message }, { status: error.status, headers });
  }
}
