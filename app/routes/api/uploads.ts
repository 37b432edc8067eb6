import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { type UploadedMedia, uploadMedia } from "#app/modules/media/upload-media.server.ts";
import { uploadQuerySchema } from "#app/modules/media/upload-query.schema.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureOf, type InputFailure, onlyPost, replyJson, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/uploads";

// POST /api/uploads?kind=image|video&purpose=listing|builder|blog, multipart/form-data with one file in
// the field `file`, streamed to storage by the media module (the body is a file of up to 50 MB, so it is
// not read whole like a form). 201 {ok: true, id, kind, url, width, height, state, posterUrl}, or 4xx {ok:
// false, message}. A video's state is 'processing' until GET /api/uploads/<id> says otherwise.

export const loader = onlyPost;

const headers = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  try {
    // Fetch callers get JSON, never a redirect to the sign-in page.
    const user = await getCurrentUser(request, context);
    if (!user) throw new AppError("unauthenticated", "media.upload.signInRequired" satisfies MessageId);
    const query = readQuery(request, uploadQuerySchema);
    if (!query.ok) return refused(query.failure);
    // Blog posts are written by administrators only.
    if (query.data.purpose === "blog" && user.role !== "admin")
      throw new AppError("forbidden", "media.upload.adminOnly" satisfies MessageId);
    const uploaded = await uploadMedia({
      db: services.db,
      storage: services.storage,
      videoTools: services.videoTools,
      jobs: services.jobs,
      logger: services.logger,
      request,
      ownerId: user.id,
      ...query.data,
    });
    const reply: FormReply & UploadedMedia = { ok: true, ...uploaded };
    return Response.json(reply, { status: 201, headers });
  } catch (error) {
    return refused(failureOf(toAppError(error), {}));
  }
}

function refused(failure: InputFailure): Response {
  // A refused upload's body may be partly unread: the connection closes after the answer instead of draining it.
  failure.headers.set("Connection", "close");
  failure.headers.set("Cache-Control", headers["Cache-Control"]);
  return replyJson(failure);
}
